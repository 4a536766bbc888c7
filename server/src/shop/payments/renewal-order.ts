import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import { orders, products } from '@server/db/schema';
import { allowanceOf } from '@server/src/shop/allowance';
import { addressesOf, addressSnapshot } from '@server/src/shop/checkout/addresses';
import { insertOrder, type NewOrderLine, type OrderRow } from '@server/src/shop/checkout/order-rows';
import { soldBy, unitPriceOf } from '@server/src/shop/checkout/pricing';
import { sumMinor, timesMinor } from '@server/src/shop/money';
import type { SubscriptionRow } from './fulfil';
import { renewalKey, renewalKeyPrefix } from './system-keys';
import { overageOfPeriod } from './usage';

/** The failure the renewal job gives its own order when the provider never answered it: the only one it tries again after. */
export const RENEWAL_TIMED_OUT = 'renewal_timed_out';

/** The names of a renewal's lines for the closing period's usage beyond its plan. */
export const OVERAGE_LINE_NAMES = {
  minutes: { nameEn: 'Call minutes beyond the plan', nameEs: 'Minutos de llamada fuera del plan' },
  sms: { nameEn: 'SMS beyond the plan', nameEs: 'SMS fuera del plan' },
} as const;

const isUniqueViolation = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * A plan's usage beyond what it and its add-ons included over the period that is closing, at the
 * plan's overage prices: a one-time line for the minutes and one for the SMS, each only when it
 * comes to something.
 */
async function overageLines(db: Db, subscription: SubscriptionRow): Promise<NewOrderLine[]> {
  if (subscription.kind !== 'plan') return [];
  // What was included then: add-ons that ended with this period, a moment before this run renews it, count.
  const allowance = await allowanceOf(db, subscription.organisationId, { runningAt: subscription.currentPeriodEnd });
  if (!allowance || allowance.plan.subscriptionId !== subscription.id) return [];
  const beyond = await overageOfPeriod(db, subscription.organisationId, allowance, {
    start: subscription.currentPeriodStart,
    end: subscription.currentPeriodEnd,
  });
  const lines: NewOrderLine[] = [];
  for (const [which, quantity, unitMinor] of [
    ['minutes', beyond.minutes, allowance.overageMinuteMinor],
    ['sms', beyond.sms, allowance.overageSmsMinor],
  ] as const) {
    const totalMinor = timesMinor(unitMinor, quantity, subscription.currency);
    if (totalMinor <= 0) continue;
    lines.push({ productId: null, kind: 'service', interval: 'one_time', quantity, unitMinor, totalMinor, ...OVERAGE_LINE_NAMES[which] });
  }
  return lines;
}

/**
 * The renewal order of a subscription's period that is over, placed once: none while an attempt
 * at renewing from this period's end is pending or paid, nor after one the provider refused (the
 * subscription is past due: its owner pays that order from the billing page, or the grace period
 * ends it). Only an attempt the job itself gave up waiting on (RENEWAL_TIMED_OUT) is made again.
 * Attempts are found by their reason, subscription and period (the period is in the system key,
 * which no client can send), not by a key alone. The price is the catalogue's now (the price as
 * last paid if the product is no longer sold so), and a plan's order carries its overage lines.
 */
export async function placeRenewal(app: FastifyInstance, subscription: SubscriptionRow, now: Date): Promise<OrderRow | null> {
  const { db } = app;
  const attempts = await db
    .select({ status: orders.status, failureCode: orders.failureCode })
    .from(orders)
    .where(
      and(
        eq(orders.reason, 'renewal'),
        eq(orders.subscriptionId, subscription.id),
        like(orders.idempotencyKey, `${renewalKeyPrefix(subscription)}%`),
      ),
    );
  if (attempts.some((attempt) => attempt.status !== 'failed' || attempt.failureCode !== RENEWAL_TIMED_OUT)) return null;

  const [product] = await db.select().from(products).where(eq(products.id, subscription.productId));
  if (!product) return null;
  const unitMinor = soldBy(product, subscription.interval) ? unitPriceOf(product, subscription.interval) : subscription.unitMinor;
  const lines: NewOrderLine[] = [
    {
      productId: product.id,
      kind: subscription.kind,
      nameEn: product.nameEn,
      nameEs: product.nameEs,
      interval: subscription.interval,
      quantity: subscription.quantity,
      unitMinor,
      totalMinor: timesMinor(unitMinor, subscription.quantity, subscription.currency),
    },
    ...(await overageLines(db, subscription)),
  ];
  const totalMinor = sumMinor(
    lines.map((line) => line.totalMinor),
    subscription.currency,
  );
  const [address] = await addressesOf(db, subscription.organisationId);
  try {
    return await insertOrder(
      db,
      {
        organisationId: subscription.organisationId,
        userId: null,
        reason: 'renewal',
        status: 'pending',
        currency: subscription.currency,
        subtotalMinor: totalMinor,
        totalMinor,
        address: address ? addressSnapshot(address) : null,
        idempotencyKey: renewalKey(subscription, attempts.length + 1),
        provider: app.payments.name,
        subscriptionId: subscription.id,
        // The app's time, which the job's "pending for more than a day" is measured in.
        createdAt: now,
        updatedAt: now,
      },
      lines,
    );
  } catch (error) {
    // Placed meanwhile by another run: the key's index let that one through.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
