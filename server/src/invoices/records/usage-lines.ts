import { eq } from 'drizzle-orm';
import type { UsageLine, UsageLines, UsageMetric } from '@/api/contract/invoices';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { products, subscriptions } from '@server/db/schema';
import { allowanceOf, type Allowance } from '@server/src/shop/allowance';
import { readTogether } from '@server/src/sql/read-together';
import { monthWindow, usageByNumber, type NumberUsage } from './usage-counts';
import { usageDescription } from './usage-texts';

/**
 * The allowance of the plan running at the month's end, else of the last one running in the month
 * (cancelled during it); null when none ran in it. A plan taken after the month ended did not run
 * in it, so it prices nothing of it.
 */
async function allowanceOfMonth(db: Db, organisationId: number, window: { start: Date; end: Date }): Promise<Allowance | null> {
  const allowance =
    (await allowanceOf(db, organisationId, { runningAt: window.end })) ??
    (await allowanceOf(db, organisationId, { runningAt: window.start }));
  if (!allowance) return null;
  const [plan] = await db
    .select({ createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(eq(subscriptions.id, allowance.plan.subscriptionId));
  return plan && plan.createdAt < window.end ? allowance : null;
}

/**
 * What is billable of one metric: the included quantity is taken from the numbers in id order, and
 * each number's use beyond its share makes a line at the plan's overage price.
 */
function linesOf(
  metric: UsageMetric,
  numbers: readonly NumberUsage[],
  included: number,
  unitMinor: number,
  month: string,
  lang: SiteLanguage,
): UsageLine[] {
  let left = included;
  const lines: UsageLine[] = [];
  for (const number of numbers) {
    const used = number[metric];
    const covered = Math.min(used, left);
    left -= covered;
    if (used - covered < 1) continue;
    lines.push({
      source: 'usage',
      number: number.id,
      usage_month: month,
      usage_metric: metric,
      description: usageDescription(lang, { metric, phoneNumber: number.phone_number, month, used, included: covered }),
      quantity: used - covered,
      unit_minor: unitMinor,
      discount_bp: 0,
      tax_bp: 0,
    });
  }
  return lines;
}

/**
 * A calendar month's usage (UTC) of an organisation's numbers and its billable lines: call minutes
 * and SMS per number; what the plan of the month (and its add-ons) includes; beyond it, a line per
 * number and metric at the plan's overage prices, in the plan's currency. Without a plan nothing
 * is billable. Descriptions are written in `lang` (the organisation's, on an invoice).
 */
export async function usageOfMonth(db: Db, organisationId: number, month: string, lang: SiteLanguage): Promise<UsageLines> {
  const window = monthWindow(month);
  const [numbers, allowance] = await readTogether(db, [
    () => usageByNumber(db, organisationId, window),
    () => allowanceOfMonth(db, organisationId, window),
  ]);
  if (!allowance) return { month, plan: null, currency: null, included: { minutes: 0, sms: 0 }, numbers, lines: [] };
  const [plan] = await db
    .select({ nameEn: products.nameEn, nameEs: products.nameEs })
    .from(products)
    .where(eq(products.id, allowance.plan.productId));
  return {
    month,
    plan: plan ? (lang === 'es' ? plan.nameEs : plan.nameEn) : null,
    currency: allowance.currency,
    included: { minutes: allowance.callMinutes, sms: allowance.sms },
    numbers,
    lines: [
      ...linesOf('minutes', numbers, allowance.callMinutes, allowance.overageMinuteMinor, month, lang),
      ...linesOf('sms', numbers, allowance.sms, allowance.overageSmsMinor, month, lang),
    ],
  };
}
