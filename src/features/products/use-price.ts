import { useLingui } from '@lingui/react';
import type { BillingInterval } from '@/api/contract/shop';
import { useFormat } from '@/ui/format';
import { pricePer } from './labels';

/** A price said with how often it is paid, in the reader's language: "$49.00 a month". */
export function usePrice() {
  const { i18n } = useLingui();
  const format = useFormat();
  return (amountMinor: number, currency: string, interval: BillingInterval) =>
    i18n._(pricePer(interval, format.money(amountMinor, currency)));
}
