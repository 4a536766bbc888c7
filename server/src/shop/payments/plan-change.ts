import { count, eq } from 'drizzle-orm';
import type { BillingInterval } from '@/api/contract/shop-values';
import type { PlanChangePreview } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { products, twilioNumbers } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { allowanceOf } from '@server/src/shop/allowance';
import { shopRefusal } from '@server/src/shop/checkout/refusals';
import { forSale, unitPriceOf } from '@server/src/shop/checkout/pricing';
import { lessMinor, prorateMinor } from '@server/src/shop/money';
import type { SubscriptionRow } from './fulfil';
import { periodEnd } from './periods';
import { isRunning } from './subscriptions';

type ProductRow = typeof products.$inferSelect;

/** What changing to a plan costs now, and what it is changed to. */
export interface PlanChangeQuote {
  product: ProductRow;
  interval: 'month' | 'year';
  /** The new plan's price for a full period. */
  priceMinor: number;
  creditMinor: number;
  chargeMinor: number;
  currency: string;
  periodEnd: Date;
}

/**
 * The unused part of what was paid for the current period: its price times the share of the
 * period still to come, rounded half to even. A past-due plan's current period was never paid, so
 * it leaves nothing.
 */
export function creditFor(subscription: SubscriptionRow, now: Date): number {
  if (subscription.status === 'past_due') return 0;
  const start = subscription.currentPeriodStart.getTime();
  const end = subscription.currentPeriodEnd.getTime();
  return prorateMinor(subscription.unitMinor * subscription.quantity, end - now.getTime(), end - start);
}

/**
 * Checks a change of the organisation's plan to `productId` by `interval` and prices it: the new
 * plan's price for a full period from now, less the credit for the unused time of the current one
 * (never below zero). Refused when the subscription is not a running plan (404 / 409), the plan is
 * not for sale by that interval (400), in another currency (400), the same as now (409 `same_plan`),
 * or allows fewer numbers than the organisation holds (409 `plan_limit_numbers`).
 */
export async function quotePlanChange(
  db: Db,
  subscription: SubscriptionRow,
  change: { product: number; interval: BillingInterval },
  now: Date,
): Promise<PlanChangeQuote> {
  if (subscription.kind !== 'plan') throw notFound('This subscription is not a plan.');
  if (!isRunning(subscription)) throw shopRefusal(409, 'subscription_not_active', 'This plan has ended.');
  const [product] = await db.select().from(products).where(eq(products.id, change.product));
  if (!product || product.kind !== 'plan' || product.status !== 'published')
    throw shopRefusal(400, 'product_unavailable', 'This plan is not for sale.', 'product');
  if (change.interval === 'one_time' || !forSale(product, change.interval))
    throw shopRefusal(400, 'interval_unavailable', 'This plan is not sold by that interval.', 'interval');
  if (product.currency !== subscription.currency)
    throw shopRefusal(400, 'currency_mismatch', 'This plan is priced in another currency.', 'product');
  if (product.id === subscription.productId && change.interval === subscription.interval)
    throw shopRefusal(409, 'same_plan', 'This is the plan already running.');

  const allowance = await allowanceOf(db, subscription.organisationId);
  const [current] = await db.select({ numbers: products.numbers }).from(products).where(eq(products.id, subscription.productId));
  const fromAddOns = (allowance?.numbers ?? 0) - (current?.numbers ?? 0);
  const allowed = Math.min(product.numbers + fromAddOns, product.maxNumbers ?? Number.MAX_SAFE_INTEGER);
  const [held] = await db.select({ n: count() }).from(twilioNumbers).where(eq(twilioNumbers.organisationId, subscription.organisationId));
  if ((held?.n ?? 0) > allowed)
    throw shopRefusal(409, 'plan_limit_numbers', 'The organisation holds more numbers than this plan allows.', 'product');

  const priceMinor = unitPriceOf(product, change.interval);
  const creditMinor = creditFor(subscription, now);
  return {
    product,
    interval: change.interval,
    priceMinor,
    creditMinor,
    chargeMinor: lessMinor(priceMinor, creditMinor, product.currency),
    currency: product.currency,
    periodEnd: periodEnd(now, change.interval),
  };
}

export const previewDto = (quote: PlanChangeQuote): PlanChangePreview => ({
  credit_minor: quote.creditMinor,
  charge_minor: quote.chargeMinor,
  currency: quote.currency,
  period_end: quote.periodEnd.toISOString(),
});
