import { describe, expect, it } from 'vitest';
import { cappedMinor, lessMinor, percentOfMinor, prorateMinor, sumMinor, timesMinor } from './money';
import { planRefusal, type RuleLine } from '@server/src/shop/checkout/plan-rules';
import type { Allowance } from '@server/src/shop/allowance';

describe('the shop’s arithmetic on money', () => {
  it('adds amounts and multiplies a price by a quantity', () => {
    expect(sumMinor([], 'USD')).toBe(0);
    expect(sumMinor([4900, 1500, 240000], 'USD')).toBe(246400);
    expect(timesMinor(1500, 50, 'EUR')).toBe(75000);
    // A price of a million times the most a line holds stays exact.
    expect(timesMinor(100_000_000, 50, 'USD')).toBe(5_000_000_000);
  });

  it('takes a percentage, rounded half to even', () => {
    expect(percentOfMinor(45, 10, 'USD')).toBe(4); // 4.5 → 4
    expect(percentOfMinor(55, 10, 'USD')).toBe(6); // 5.5 → 6
    expect(percentOfMinor(290500, 10, 'USD')).toBe(29050);
    expect(percentOfMinor(333, 33, 'USD')).toBe(110); // 109.89
    expect(percentOfMinor(999, 100, 'MXN')).toBe(999);
  });

  it('caps an amount off at what it comes off, and never goes below zero', () => {
    expect(cappedMinor(5000, 1500, 'USD')).toBe(1500);
    expect(cappedMinor(5000, 6000, 'USD')).toBe(5000);
    expect(cappedMinor(-10, 6000, 'USD')).toBe(0);
    expect(lessMinor(6000, 5000, 'USD')).toBe(1000);
    expect(lessMinor(1500, 5000, 'USD')).toBe(0);
  });

  it('prorates an amount by time left, rounded half to even, on big numbers', () => {
    const month = 30 * 86_400_000;
    expect(prorateMinor(14900, month / 2, month)).toBe(7450);
    expect(prorateMinor(5, 1, 2)).toBe(2); // 2.5 → 2
    expect(prorateMinor(7, 1, 2)).toBe(4); // 3.5 → 4
    expect(prorateMinor(4900, 10 * 86_400_000, month)).toBe(1633); // 1633.33
    expect(prorateMinor(100_000_000, 365 * 86_400_000 - 1, 365 * 86_400_000)).toBe(100_000_000);
    expect(prorateMinor(4900, -5, month)).toBe(0);
    expect(prorateMinor(4900, month * 2, month)).toBe(4900);
    expect(prorateMinor(4900, 5, 0)).toBe(0);
  });

  it('refuses a currency the shop does not price in', () => {
    expect(() => sumMinor([1], 'XXX')).toThrow(/Unknown shop currency/);
  });
});

describe('the plan rules', () => {
  const starter: RuleLine = { kind: 'plan', quantity: 1, numbers: 1, maxNumbers: 2 };
  const extraNumber = (quantity = 1): RuleLine => ({ kind: 'add_on', quantity, numbers: 1, maxNumbers: null });
  const minutes: RuleLine = { kind: 'add_on', quantity: 1, numbers: 0, maxNumbers: null };
  const website: RuleLine = { kind: 'service', quantity: 1, numbers: 0, maxNumbers: null };
  const running = (numbers: number, maxNumbers: number | null): Allowance => ({
    plan: { subscriptionId: 1, productId: 1, interval: 'month', currentPeriodStart: new Date(0), currentPeriodEnd: new Date(1) },
    currency: 'USD',
    numbers,
    maxNumbers,
    callMinutes: 0,
    sms: 0,
    overageMinuteMinor: 0,
    overageSmsMinor: 0,
  });

  it('takes one plan, with add-ons within its cap, and services anyway', () => {
    expect(planRefusal([starter], null)).toBeNull();
    expect(planRefusal([starter, extraNumber()], null)).toBeNull();
    expect(planRefusal([website], null)).toBeNull();
    expect(planRefusal([extraNumber()], running(1, 2))).toBeNull();
    expect(planRefusal([minutes, website], running(5, 2))).toBeNull();
    expect(planRefusal([extraNumber(40)], running(10, null))).toBeNull();
  });

  it('refuses a second plan, two plans, or a plan bought twice', () => {
    expect(planRefusal([starter], running(1, 2))).toBe('plan_already_active');
    expect(planRefusal([starter, { ...starter }], null)).toBe('plan_already_active');
    expect(planRefusal([{ ...starter, quantity: 2 }], null)).toBe('plan_already_active');
  });

  it('refuses add-ons without a plan, and numbers beyond the cap', () => {
    expect(planRefusal([minutes], null)).toBe('plan_required');
    expect(planRefusal([starter, extraNumber(2)], null)).toBe('plan_limit_numbers');
    expect(planRefusal([extraNumber()], running(2, 2))).toBe('plan_limit_numbers');
  });
});
