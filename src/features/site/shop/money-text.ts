import type { PublicProduct } from '@/api/contract/shop';

const formats = new Map<string, Intl.NumberFormat>();
const formatOf = (language: string, currency: string, whole: boolean) => {
  const key = `${language} ${currency} ${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
};

/** How many decimals a currency's minor units are (2 for USD, 0 for JPY), as Intl knows it. */
const minorDigits = (currency: string) => formatOf('en', currency, false).resolvedOptions().maximumFractionDigits ?? 2;

/**
 * An amount kept in minor units, as the reader writes money in their language: a price without
 * its zero cents ("$49", "49 US$"), and an amount with cents when it has them ("$40.50").
 */
export function moneyText(amountMinor: number, currency: string, language: string): string {
  const scale = 10 ** minorDigits(currency);
  return formatOf(language, currency, amountMinor % scale === 0).format(amountMinor / scale);
}

/** What buying a plan by the year saves against twelve months of it; null when it saves nothing or has no yearly price. */
export function yearlySaving(product: Pick<PublicProduct, 'price_minor' | 'yearly_price_minor' | 'interval'>): number | null {
  if (product.interval !== 'month' || product.yearly_price_minor === null) return null;
  const saving = product.price_minor * 12 - product.yearly_price_minor;
  return saving > 0 ? saving : null;
}
