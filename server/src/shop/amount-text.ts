import { currencyExponent } from '@/api/contract/invoice-totals';
import { INVOICE_CURRENCIES, type InvoiceCurrency } from '@/api/contract/invoices';

const KNOWN: ReadonlySet<string> = new Set(INVOICE_CURRENCIES);

/**
 * An amount in minor units as decimal text in its currency's own exponent: `1234.50` in USD, `1235`
 * in JPY, `1.235` in KWD. Spreadsheets and the audit log read it; it carries no locale's grouping.
 * Written on integers, so no amount is ever rounded on its way to text.
 */
export function amountText(amountMinor: number, currency: string): string {
  const exponent = KNOWN.has(currency) ? currencyExponent(currency as InvoiceCurrency) : 2;
  const digits = Math.abs(amountMinor)
    .toString()
    .padStart(exponent + 1, '0');
  const sign = amountMinor < 0 ? '-' : '';
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** "149.00 USD": an amount as the audit log keeps it. */
export const moneyLabel = (amountMinor: number, currency: string) => `${amountText(amountMinor, currency)} ${currency}`;
