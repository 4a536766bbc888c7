import { useLingui } from '@lingui/react/macro';
import type { BillingInterval } from '@/api/contract/shop';
import { useSiteFrame } from '@/features/site/site-frame';
import { moneyText } from './money-text';

/** Money and prices in the page's language: "$49", "$49 a month", "$490 a year", "$2,400 one-time". */
export function usePriceWords() {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const money = (amountMinor: number, currency: string) => moneyText(amountMinor, currency, language);
  const count = (value: number) => new Intl.NumberFormat(language).format(value);
  const per = (amountMinor: number, currency: string, interval: BillingInterval) => {
    const price = money(amountMinor, currency);
    if (interval === 'month') return t`${price} a month`;
    if (interval === 'year') return t`${price} a year`;
    return t`${price} one-time`;
  };
  return { money, per, count };
}
