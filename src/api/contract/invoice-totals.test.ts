import { describe, expect, it } from 'vitest';
import { currencyExponent, invoiceTotals } from './invoice-totals';
import type { InvoiceCurrency } from './invoices-values';

/*
 * The totals rule against a table worked out by hand (each case's comment shows the arithmetic):
 * discounts and tax rounded half up to the currency's minor unit, tax once per rate on the sum of
 * the net lines, currencies with 0, 2 and 3 decimals, and amounts past 2^53 on the way.
 */

/** quantity, unit price (minor units), discount and tax in basis points. */
type Line = [quantity: number, unitMinor: number, discountBp: number, taxBp: number];

interface Case {
  name: string;
  currency: InvoiceCurrency;
  lines: Line[];
  max?: number;
  /** [gross, discount, net] per line. */
  amounts: [number, number, number][];
  subtotal: number;
  discount: number;
  /** [rate, base, tax] per rate, lowest rate first. */
  taxes: [number, number, number][];
  tax: number;
  total: number;
  fits?: boolean;
}

const CASES: Case[] = [
  {
    // 2 × 100.00 = 200.00; 21 % = 42.00.
    name: 'one line at one rate',
    currency: 'USD',
    lines: [[2, 10_000, 0, 2_100]],
    amounts: [[20_000, 0, 20_000]],
    subtotal: 20_000,
    discount: 0,
    taxes: [[2_100, 20_000, 4_200]],
    tax: 4_200,
    total: 24_200,
  },
  {
    // 50 % of 9.99 is 4.995 → 5.00 off (half up); 10 % of 10.01 is 1.001 → 1.00 off.
    name: 'discounts rounded half up',
    currency: 'EUR',
    lines: [
      [1, 999, 5_000, 0],
      [1, 1_001, 1_000, 0],
    ],
    amounts: [
      [999, 500, 499],
      [1_001, 100, 901],
    ],
    subtotal: 2_000,
    discount: 600,
    taxes: [[0, 1_400, 0]],
    tax: 0,
    total: 1_400,
  },
  {
    // Three lines of 0.05 at 10 %: per line 0.005 each would round to 0.01 three times (0.03);
    // per rate, 10 % of 0.15 is 0.015 → 0.02. 21 % of 10.00 = 2.10. 0 % of 3.00 = 0.
    name: 'several rates, each taxed once on the sum of its lines',
    currency: 'USD',
    lines: [
      [1, 5, 0, 1_000],
      [1, 300, 0, 0],
      [1, 5, 0, 1_000],
      [1, 1_000, 0, 2_100],
      [1, 5, 0, 1_000],
    ],
    amounts: [
      [5, 0, 5],
      [300, 0, 300],
      [5, 0, 5],
      [1_000, 0, 1_000],
      [5, 0, 5],
    ],
    subtotal: 1_315,
    discount: 0,
    taxes: [
      [0, 300, 0],
      [1_000, 15, 2],
      [2_100, 1_000, 210],
    ],
    tax: 212,
    total: 1_527,
  },
  {
    // 10 % of 0.25 = 0.025 → 0.03 (half up, not half to even, which would give 0.02).
    name: 'a tax of exactly half a cent goes up',
    currency: 'GBP',
    lines: [[1, 25, 0, 1_000]],
    amounts: [[25, 0, 25]],
    subtotal: 25,
    discount: 0,
    taxes: [[1_000, 25, 3]],
    tax: 3,
    total: 28,
  },
  {
    // 12.5 % off 10.00 = 1.25 → 1.25, net 8.75; 21 % of 8.75 = 1.8375 → 1.84.
    name: 'a discount and a tax on one line',
    currency: 'MXN',
    lines: [[1, 1_000, 1_250, 2_100]],
    amounts: [[1_000, 125, 875]],
    subtotal: 1_000,
    discount: 125,
    taxes: [[2_100, 875, 184]],
    tax: 184,
    total: 1_059,
  },
  {
    // Nothing left after a 100 % discount: its rate's tax is nothing too.
    name: 'a line given away',
    currency: 'USD',
    lines: [[1, 5_000, 10_000, 2_100]],
    amounts: [[5_000, 5_000, 0]],
    subtotal: 5_000,
    discount: 5_000,
    taxes: [[2_100, 0, 0]],
    tax: 0,
    total: 0,
  },
  {
    // Yen have no minor unit: 3 × ¥1001 = ¥3003; 5 % off = 150.15 → ¥150; 10 % of ¥2853 = 285.3 → ¥285.
    name: 'JPY rounds to the yen',
    currency: 'JPY',
    lines: [[3, 1_001, 500, 1_000]],
    amounts: [[3_003, 150, 2_853]],
    subtotal: 3_003,
    discount: 150,
    taxes: [[1_000, 2_853, 285]],
    tax: 285,
    total: 3_138,
  },
  {
    // 10 % of ¥105 = 10.5 → ¥11.
    name: 'JPY half a yen goes up',
    currency: 'JPY',
    lines: [[1, 105, 0, 1_000]],
    amounts: [[105, 0, 105]],
    subtotal: 105,
    discount: 0,
    taxes: [[1_000, 105, 11]],
    tax: 11,
    total: 116,
  },
  {
    // Chilean pesos have no minor unit: 19 % of $9995 = 1899.05 → $1899.
    name: 'CLP rounds to the peso',
    currency: 'CLP',
    lines: [[1, 9_995, 0, 1_900]],
    amounts: [[9_995, 0, 9_995]],
    subtotal: 9_995,
    discount: 0,
    taxes: [[1_900, 9_995, 1_899]],
    tax: 1_899,
    total: 11_894,
  },
  {
    // Dinars have three decimals: 2 × 1.234 = 2.468; 5 % = 0.1234 → 0.123. 12.5 % off 1.000 = 0.125.
    name: 'KWD keeps three decimals',
    currency: 'KWD',
    lines: [
      [2, 1_234, 0, 500],
      [1, 1_000, 1_250, 0],
    ],
    amounts: [
      [2_468, 0, 2_468],
      [1_000, 125, 875],
    ],
    subtotal: 3_468,
    discount: 125,
    taxes: [
      [0, 875, 0],
      [500, 2_468, 123],
    ],
    tax: 123,
    total: 3_466,
  },
  {
    // 0.0005 KWD of tax: 10 % of 0.005 → 0.001 (half up at the third decimal).
    name: 'KWD half a fils goes up',
    currency: 'KWD',
    lines: [[1, 5, 0, 1_000]],
    amounts: [[5, 0, 5]],
    subtotal: 5,
    discount: 0,
    taxes: [[1_000, 5, 1]],
    tax: 1,
    total: 6,
  },
  {
    // 999,999 × 999,999.99 = 999,998,990,000.01; 0.01 % off = 99,999,899.000001 → 99,999,899.00;
    // 21 % of the net 999,898,990,101.01 = 209,978,787,921.2121 → 209,978,787,921.21. The products
    // on the way (times a rate's 10^4 scale) pass 2^53: exact on big integers.
    name: 'big amounts stay exact',
    currency: 'USD',
    lines: [[999_999, 99_999_999, 1, 2_100]],
    amounts: [[99_999_899_000_001, 9_999_989_900, 99_989_899_010_101]],
    subtotal: 99_999_899_000_001,
    discount: 9_999_989_900,
    taxes: [[2_100, 99_989_899_010_101, 20_997_878_792_121]],
    tax: 20_997_878_792_121,
    total: 120_987_777_802_222,
  },
  {
    // Computed exactly, but past the invoices' limit (9,999,999.99) the caller gives: it does not fit.
    name: 'past the caller’s limit does not fit',
    currency: 'USD',
    lines: [[1_000_000, 99_999_999, 0, 2_100]],
    max: 999_999_999,
    amounts: [[99_999_999_000_000, 0, 99_999_999_000_000]],
    subtotal: 99_999_999_000_000,
    discount: 0,
    taxes: [[2_100, 99_999_999_000_000, 20_999_999_790_000]],
    tax: 20_999_999_790_000,
    total: 120_999_998_790_000,
    fits: false,
  },
  {
    // 10.00 + 10 % = 11.00: the total passes a limit of 10.00 that the line itself meets.
    name: 'the tax can take the total past the limit',
    currency: 'EUR',
    lines: [[1, 1_000, 0, 1_000]],
    max: 1_000,
    amounts: [[1_000, 0, 1_000]],
    subtotal: 1_000,
    discount: 0,
    taxes: [[1_000, 1_000, 100]],
    tax: 100,
    total: 1_100,
    fits: false,
  },
  {
    // Exactly at the limit fits.
    name: 'exactly the limit fits',
    currency: 'EUR',
    lines: [[1, 1_000, 0, 0]],
    max: 1_000,
    amounts: [[1_000, 0, 1_000]],
    subtotal: 1_000,
    discount: 0,
    taxes: [[0, 1_000, 0]],
    tax: 0,
    total: 1_000,
  },
  {
    name: 'no lines',
    currency: 'USD',
    lines: [],
    amounts: [],
    subtotal: 0,
    discount: 0,
    taxes: [],
    tax: 0,
    total: 0,
  },
];

describe('invoiceTotals', () => {
  it.each(CASES)('$name ($currency)', (entry) => {
    const totals = invoiceTotals(
      entry.lines.map(([quantity, unit_minor, discount_bp, tax_bp]) => ({ quantity, unit_minor, discount_bp, tax_bp })),
      entry.currency,
      entry.max,
    );
    expect(totals).toEqual({
      fits: entry.fits ?? true,
      subtotal_minor: entry.subtotal,
      discount_minor: entry.discount,
      taxes: entry.taxes.map(([tax_bp, base_minor, tax_minor]) => ({ tax_bp, base_minor, tax_minor })),
      tax_minor: entry.tax,
      total_minor: entry.total,
      lines: entry.amounts.map(([gross_minor, discount_minor, net_minor]) => ({ gross_minor, discount_minor, net_minor })),
    });
    // What every table row holds: net lines plus taxes make the total.
    expect(totals.subtotal_minor - totals.discount_minor + totals.tax_minor).toBe(totals.total_minor);
  });

  it('says past Number.MAX_SAFE_INTEGER does not fit when no limit is given', () => {
    const line = { quantity: 1_000_000, unit_minor: 99_999_999, discount_bp: 0, tax_bp: 0 };
    // 90 such lines come to 8,999,999,910,000,000, under 2^53 − 1; 91 to 9,099,999,909,000,000, over it.
    expect(
      invoiceTotals(
        Array.from({ length: 90 }, () => line),
        'USD',
      ),
    ).toMatchObject({ fits: true, total_minor: 8_999_999_910_000_000 });
    expect(
      invoiceTotals(
        Array.from({ length: 91 }, () => line),
        'USD',
      ).fits,
    ).toBe(false);
  });

  it('knows each currency’s decimals', () => {
    expect((['USD', 'EUR', 'GBP', 'MXN', 'CLP', 'JPY', 'KWD'] as const).map(currencyExponent)).toEqual([2, 2, 2, 2, 0, 0, 3]);
  });
});
