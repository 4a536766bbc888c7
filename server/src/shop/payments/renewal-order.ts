import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, products } from '@server/db/schema';
import { addressesOf, addressSnapshot } from '@server/src/shop/checkout/addresses';
import { insertOrder, type NewOrderLine, type OrderRow } from '@server/src/shop/checkout/order-rows';
import { soldBy, unitPriceOf } from '@server/src/shop/checkout/pricing';
import { sumMinor, timesMinor } from '@server/src/shop/money';
import type { SubscriptionRow } from './fulfil';
import { renewalKey, renewalKeyPrefix } from './system-keys';
import { isUniqueViolation } from '@server/src/sql/unique-violation';

/** The failure the renewal job gives its own order when the provider never answered it: the only one it tries again after. */
export const RENEWAL_TIMED_OUT = 'renewal_timed_out';

/**
 * The renewal order of a subscription's period that is over, placed once: none while an attempt
 * at renewing from this period's end is pending or paid, nor after one the provider refused (the
 * subscription is past due: its owner pays that order from the billing page, or the grace period
 * ends it). Only an attempt the job itself gave up waiting on (RENEWAL_TIMED_OUT) is made again.
 * Attempts are found by their reason, subscription and period (the period is in the system key,
 * which no client can send), not by a key alone. The price is the catalogue's now (the price as
 * last paid if the product is no longer sold so). Usage beyond a plan is not charged here: the
 * monthly usage invoice bills it in arrears (invoices/).
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
