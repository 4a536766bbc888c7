/**
 * A yearly salary as the reader writes money, without cents. The API keeps it in hundredths of
 * the currency's unit, whatever the currency (the form's whole units times 100).
 */
export function salaryText(hundredths: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(hundredths / 100);
}
