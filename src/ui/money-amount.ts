/** How many decimals a currency's minor unit has (none for JPY, three for KWD), as Intl knows it. */
export function currencyDecimals(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units as the amount a person types: 12_345 USD cents is 123.45. */
export const majorOf = (amountMinor: number, currency: string) => amountMinor / 10 ** currencyDecimals(currency);

/** A typed amount in minor units, rounded to the currency's decimals. */
export const minorOf = (amount: number, currency: string) => Math.round(amount * 10 ** currencyDecimals(currency));

/** The reader's decimal mark ("," in Spanish), so an amount is typed as it is written. */
export const decimalSeparatorOf = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
