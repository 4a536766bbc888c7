import type { UsageMetric } from '@/api/contract/invoices';
import type { SiteLanguage } from '@/api/contract/site-values';

/*
 * A usage line's description, written on the server in the organisation's language: it is stored
 * on the invoice and printed on its PDF as it was written, whoever reads it later.
 */

const TEXTS = {
  en: { minutes: 'Call minutes', sms: 'SMS', used: 'used', included: 'included' },
  es: { minutes: 'Minutos de llamada', sms: 'SMS', used: 'usados', included: 'incluidos' },
} satisfies Record<SiteLanguage, Record<UsageMetric | 'used' | 'included', string>>;

/** "Call minutes · +15550100 · 2026-10 (340 used, 300 included)". */
export function usageDescription(
  lang: SiteLanguage,
  line: { metric: UsageMetric; phoneNumber: string; month: string; used: number; included: number },
): string {
  const text = TEXTS[lang];
  return `${text[line.metric]} · ${line.phoneNumber} · ${line.month} (${line.used} ${text.used}, ${line.included} ${text.included})`;
}
