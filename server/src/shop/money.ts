import {
  add,
  dinero,
  halfEven,
  minimum,
  multiply,
  subtract,
  toSnapshot,
  transformScale,
  type Dinero,
  type DineroCurrency,
} from 'dinero.js';
import { calculator as bigCalculator, halfEven as bigHalfEven } from 'dinero.js/bigint';
import { EUR, GBP, MXN, USD } from 'dinero.js/currencies';

/*
 * The shop's arithmetic on money, with dinero.js: amounts are integer minor units of one currency
 * (`…_minor` beside `currency`), and every share of an amount is rounded half to even, so a
 * long run of roundings does not lean one way.
 */

/**
 * The largest amount a line or an order may come to: Stripe's largest charge (eight digits), and
 * well within the database's integers (a cart of 50 of the dearest product is not).
 */
export const AMOUNT_MAX_MINOR = 99_999_999;

const CURRENCIES: Record<string, DineroCurrency<number>> = { USD, EUR, GBP, MXN };

function currencyOf(code: string): DineroCurrency<number> {
  const currency = CURRENCIES[code];
  if (!currency) throw new Error(`Unknown shop currency ${code}`);
  return currency;
}

const money = (amountMinor: number, currency: string) => dinero({ amount: amountMinor, currency: currencyOf(currency) });

/** Back to minor units at the currency's own scale. */
function minorOf(amount: Dinero<number>): number {
  const { currency, scale } = toSnapshot(amount);
  const exact = scale === currency.exponent ? amount : transformScale(amount, currency.exponent, halfEven);
  return toSnapshot(exact).amount;
}

/** The sum of amounts of one currency (0 for none). */
export function sumMinor(amountsMinor: readonly number[], currency: string): number {
  return minorOf(amountsMinor.reduce((total, amount) => add(total, money(amount, currency)), money(0, currency)));
}

/** A unit price times a quantity. */
export function timesMinor(unitMinor: number, quantity: number, currency: string): number {
  return minorOf(multiply(money(unitMinor, currency), quantity));
}

/** `percent` % of an amount, rounded half to even to the currency's minor unit. */
export function percentOfMinor(amountMinor: number, percent: number, currency: string): number {
  // A percent is a rate with two decimals: 10 % = 0.10.
  return minorOf(multiply(money(amountMinor, currency), { amount: percent, scale: 2 }));
}

/** An amount off, never more than what it comes off. */
export function cappedMinor(offMinor: number, amountMinor: number, currency: string): number {
  return minorOf(minimum([money(Math.max(0, offMinor), currency), money(amountMinor, currency)]));
}

/** What is left after taking an amount off, never below zero. */
export function lessMinor(amountMinor: number, offMinor: number, currency: string): number {
  return Math.max(0, minorOf(subtract(money(amountMinor, currency), money(offMinor, currency))));
}

/**
 * The share of an amount for `remaining` out of `total` (time left in a period, say), rounded half
 * to even. Computed on big integers: an amount times milliseconds passes 2^53.
 */
export function prorateMinor(amountMinor: number, remaining: number, total: number): number {
  if (total <= 0) return 0;
  const part = Math.min(Math.max(remaining, 0), total);
  const product = bigCalculator.multiply(BigInt(amountMinor), BigInt(Math.round(part)));
  return Number(bigHalfEven(product, BigInt(Math.round(total)), bigCalculator));
}
