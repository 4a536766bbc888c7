import {
  add,
  CLP,
  dinero,
  EUR,
  GBP,
  halfUp,
  JPY,
  KWD,
  MXN,
  multiply,
  subtract,
  toSnapshot,
  transformScale,
  USD,
  type Dinero,
  type DineroCurrency,
} from 'dinero.js/bigint';
import type { InvoiceCurrency } from './invoices-values';

/*
 * What an invoice's lines come to, the one rule for the server (which stores it) and the editor
 * (which shows it live). Amounts are integer minor units; the arithmetic is dinero.js on big
 * integers, since a quantity times a price times a rate passes 2^53.
 *
 * Rounding is commercial (half up, to the currency's minor unit: none for CLP and JPY, three
 * decimals for KWD), as tax authorities expect on an invoice:
 * - a line: quantity × unit price, less its discount (the discount rounded);
 * - tax: per rate, on the sum of the net lines at that rate (rounded once per rate, not per line,
 *   so many small lines do not drift from the rate);
 * - total: the net lines plus the taxes.
 */

const CURRENCIES: Record<InvoiceCurrency, DineroCurrency<bigint>> = { USD, EUR, GBP, MXN, CLP, JPY, KWD };

/** How many decimals a currency's minor unit has (2 for USD, 0 for JPY, 3 for KWD). */
export const currencyExponent = (currency: InvoiceCurrency): number => Number(CURRENCIES[currency].exponent);

const money = (amountMinor: number | bigint, currency: InvoiceCurrency) =>
  dinero({ amount: BigInt(amountMinor), currency: CURRENCIES[currency] });

/** Back to minor units at the currency's own scale, rounded half up. */
function minorOf(amount: Dinero<bigint>, currency: InvoiceCurrency): bigint {
  const exponent = CURRENCIES[currency].exponent;
  return toSnapshot(transformScale(amount, exponent, halfUp)).amount;
}

/** A share in basis points (1 % = 100) of an amount, rounded half up. */
function shareOf(amountMinor: bigint, basisPoints: number, currency: InvoiceCurrency): bigint {
  return minorOf(multiply(money(amountMinor, currency), { amount: BigInt(basisPoints), scale: 4n }), currency);
}

export interface TotalsLine {
  quantity: number;
  unit_minor: number;
  discount_bp: number;
  tax_bp: number;
}

export interface LineAmounts {
  gross_minor: number;
  discount_minor: number;
  net_minor: number;
}

export interface Totals {
  subtotal_minor: number;
  discount_minor: number;
  taxes: { tax_bp: number; base_minor: number; tax_minor: number }[];
  tax_minor: number;
  total_minor: number;
  lines: LineAmounts[];
}

/**
 * The lines' amounts and the invoice's totals. Amounts come back as numbers; `fits` says whether
 * every one of them stays within `max` (the caller refuses the invoice otherwise).
 */
export function invoiceTotals(
  lines: readonly TotalsLine[],
  currency: InvoiceCurrency,
  max = Number.MAX_SAFE_INTEGER,
): Totals & { fits: boolean } {
  let subtotal = 0n;
  let discount = 0n;
  const bases = new Map<number, bigint>();
  const amounts = lines.map((line) => {
    const gross = toSnapshot(multiply(money(line.unit_minor, currency), BigInt(line.quantity))).amount;
    const off = shareOf(gross, line.discount_bp, currency);
    const net = toSnapshot(subtract(money(gross, currency), money(off, currency))).amount;
    subtotal += gross;
    discount += off;
    bases.set(line.tax_bp, (bases.get(line.tax_bp) ?? 0n) + net);
    return { gross, off, net };
  });
  const taxes = [...bases.entries()].sort(([a], [b]) => a - b).map(([rate, base]) => ({ rate, base, tax: shareOf(base, rate, currency) }));
  const tax = taxes.reduce((sum, entry) => sum + entry.tax, 0n);
  const total = toSnapshot(add(money(subtotal - discount, currency), money(tax, currency))).amount;
  const limit = BigInt(max);
  const fits = [subtotal, total, ...amounts.map((line) => line.gross)].every((amount) => amount <= limit);
  return {
    fits,
    subtotal_minor: Number(subtotal),
    discount_minor: Number(discount),
    taxes: taxes.map(({ rate, base, tax: amount }) => ({ tax_bp: rate, base_minor: Number(base), tax_minor: Number(amount) })),
    tax_minor: Number(tax),
    total_minor: Number(total),
    lines: amounts.map(({ gross, off, net }) => ({ gross_minor: Number(gross), discount_minor: Number(off), net_minor: Number(net) })),
  };
}
