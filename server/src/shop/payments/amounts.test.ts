import { describe, expect, it } from 'vitest';
import { moneyText, paidUnitPrices } from './amounts';

describe('what was paid for each line of an order', () => {
  it('shares the discount among the lines by their totals, to the cent, adding up to it', () => {
    const lines = [
      { quantity: 1, totalMinor: 4900 },
      { quantity: 1, totalMinor: 4500 },
      { quantity: 1, totalMinor: 0 },
    ];
    expect(paidUnitPrices(lines, 1000, 'USD')).toEqual([4900 - 522, 4500 - 478, 0]);
    expect(paidUnitPrices(lines, 0, 'USD')).toEqual([4900, 4500, 0]);
  });

  it('shares a line’s part among its units (the first share when it does not divide)', () => {
    expect(paidUnitPrices([{ quantity: 3, totalMinor: 4500 }], 500, 'USD')).toEqual([1334]);
  });

  it('writes amounts for the audit log', () => {
    expect(moneyText(14900, 'USD')).toBe('149.00 USD');
  });
});
