import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PublicProduct } from '@/api/contract/shop';
import { usePriceWords } from './use-price-words';

/** One line of what a product includes: its label, and its value for a product (null: not said for it). */
export interface LimitRow {
  key: string;
  label: string;
  value: (product: PublicProduct) => string | null;
}

/**
 * A plan's limits in words, in the order the pricing page compares them: numbers included, the most
 * numbers, minutes and SMS a month, the prices beyond them, and the free trial.
 */
export function usePlanRows(): LimitRow[] {
  const { t } = useLingui();
  const { money, count } = usePriceWords();
  const price = (amountMinor: number, currency: string) => (amountMinor > 0 ? money(amountMinor, currency) : null);
  return [
    { key: 'numbers', label: t`Phone numbers included`, value: (product) => count(product.limits.numbers) },
    {
      key: 'max_numbers',
      label: t`Most phone numbers, add-ons included`,
      value: (product) => (product.limits.max_numbers === null ? t`No limit` : count(product.limits.max_numbers)),
    },
    { key: 'call_minutes', label: t`Call minutes a month`, value: (product) => count(product.limits.call_minutes) },
    { key: 'sms', label: t`Text messages (SMS) a month`, value: (product) => count(product.limits.sms) },
    {
      key: 'overage_minute',
      label: t`Each call minute beyond them`,
      value: (product) => price(product.limits.overage_minute_minor, product.currency),
    },
    {
      key: 'overage_sms',
      label: t`Each text message beyond them`,
      value: (product) => price(product.limits.overage_sms_minor, product.currency),
    },
    {
      key: 'trial',
      label: t`Free trial`,
      value: ({ trial_days: days }) => (days > 0 ? t({ message: plural(days, { one: '# day', other: '# days' }) }) : null),
    },
  ];
}

/** What an add-on adds to a plan, each a month: numbers, call minutes, text messages (only what it adds). */
export function useAddOnRows(): LimitRow[] {
  const { t } = useLingui();
  const { count } = usePriceWords();
  const added = (amount: number) => (amount > 0 ? count(amount) : null);
  return [
    { key: 'numbers', label: t`Phone numbers added`, value: (product) => added(product.limits.numbers) },
    { key: 'call_minutes', label: t`Call minutes added a month`, value: (product) => added(product.limits.call_minutes) },
    { key: 'sms', label: t`Text messages (SMS) added a month`, value: (product) => added(product.limits.sms) },
  ];
}

/** The rows a product's page shows: a plan's limits, an add-on's additions, nothing for a service. */
export function useProductFacts(product: PublicProduct): { label: string; value: string }[] {
  const planRows = usePlanRows();
  const addOnRows = useAddOnRows();
  const rows = product.kind === 'plan' ? planRows : product.kind === 'add_on' ? addOnRows : [];
  return rows.flatMap((row) => {
    const value = row.value(product);
    return value === null ? [] : [{ label: row.label, value }];
  });
}
