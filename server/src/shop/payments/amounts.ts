import { allocate, dinero, toSnapshot, type DineroCurrency } from 'dinero.js';
import { EUR, GBP, MXN, USD } from 'dinero.js/currencies';

const CURRENCIES: Record<string, DineroCurrency<number>> = { USD, EUR, GBP, MXN };

function currencyOf(code: string): DineroCurrency<number> {
  const currency = CURRENCIES[code];
  if (!currency) throw new Error(`Unknown shop currency ${code}`);
  return currency;
}

/** "149.00 USD": an amount as the audit log keeps it (one writer for the shop's and the invoices'). */
export { moneyLabel as moneyText } from '@server/src/shop/amount-text';

/** Shares of an amount in proportion to `ratios`, to the minor unit, adding up to it exactly (dinero's allocate). */
function shares(amountMinor: number, ratios: readonly number[], currency: string): number[] {
  if (ratios.every((ratio) => ratio <= 0)) return ratios.map(() => 0);
  return allocate(dinero({ amount: amountMinor, currency: currencyOf(currency) }), [...ratios]).map((share) => toSnapshot(share).amount);
}

/**
 * What was paid for one unit of each of an order's lines: the order's discount is shared among
 * its lines in proportion to their totals, and a line's part of what was paid among its units
 * (when it does not divide evenly, a unit's price is the first share, one minor unit above the
 * rest at most). A coupon lowers what a subscription was bought for, and so what is credited back.
 */
export function paidUnitPrices(
  lines: readonly { quantity: number; totalMinor: number }[],
  discountMinor: number,
  currency: string,
): number[] {
  const discounts = shares(
    discountMinor,
    lines.map((line) => line.totalMinor),
    currency,
  );
  return lines.map((line, index) => {
    const paid = Math.max(0, line.totalMinor - discounts[index]!);
    return line.quantity > 1 ? shares(paid, Array<number>(line.quantity).fill(1), currency)[0]! : paid;
  });
}
