/**
 * Prices as staff type them (major units: 49.90) and as the API keeps them (integer minor units:
 * 4990), by the currency's own number of decimals as Intl knows it (two for USD, none for JPY).
 */
const decimalsByCurrency = new Map<string, number>();

export function decimalsOf(currency: string): number {
  let decimals = decimalsByCurrency.get(currency);
  if (decimals === undefined) {
    decimals = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    decimalsByCurrency.set(currency, decimals);
  }
  return decimals;
}

/** A typed amount in minor units; undefined when nothing was typed. Rounded, since 19.99 × 100 is 1998.9999… in floating point. */
export function toMinor(major: number | string, currency: string): number | undefined {
  if (major === '' || major === null || major === undefined) return undefined;
  const amount = Number(major);
  return Number.isFinite(amount) ? Math.round(amount * 10 ** decimalsOf(currency)) : undefined;
}

/** An amount in minor units as the money input shows it. */
export const toMajor = (minor: number, currency: string): number => minor / 10 ** decimalsOf(currency);
