import { dinero, toDecimal, type DineroCurrency } from 'dinero.js';
import { EUR, GBP, MXN, USD } from 'dinero.js/currencies';

const CURRENCIES: Record<string, DineroCurrency<number>> = { USD, EUR, GBP, MXN };

/** "149.00 USD": an amount as the audit log keeps it (the log has no currency formatting of its own). */
export function moneyText(amountMinor: number, currency: string): string {
  const known = CURRENCIES[currency];
  return known ? `${toDecimal(dinero({ amount: amountMinor, currency: known }))} ${currency}` : `${amountMinor} ${currency} (minor units)`;
}
