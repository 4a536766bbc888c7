import { and, eq, lte, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { orders, products, subscriptions } from '@server/db/schema';
import type { ScheduledJob } from '@server/src/jobs/definitions';
import { safeError } from '@server/src/http/log-redaction';
import { addressesOf, addressSnapshot } from '@server/src/shop/checkout/addresses';
import { insertOrder, type OrderRow } from '@server/src/shop/checkout/order-rows';
import { soldBy, unitPriceOf } from '@server/src/shop/checkout/pricing';
import { timesMinor } from '@server/src/shop/money';
import { failOrder, fulfilOrder, type SubscriptionRow } from './fulfil';

export interface RenewalRun {
  /** Subscriptions that reached the end their owners asked for (or their plan's end left them without one). */
  ended: number;
  /** Trials over: their subscriptions are active (the period they paid for goes on). */
  trialsOver: number;
  /** Renewal orders placed and sent to the provider. */
  charged: number;
  /** Renewal orders the provider could not charge (the subscription is past due). */
  failed: number;
}

/** One renewal order per subscription and period: the job run twice, or on two processes, places it once. */
export const renewalKey = (subscription: Pick<SubscriptionRow, 'id' | 'currentPeriodEnd'>) =>
  `renewal-${subscription.id}-${subscription.currentPeriodEnd.toISOString()}`;

/** The renewal's order: the catalogue's price now (the price as bought if the product is no longer sold so), pending. */
async function placeRenewal(app: FastifyInstance, subscription: SubscriptionRow): Promise<OrderRow | null> {
  const { db } = app;
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.idempotencyKey, renewalKey(subscription)))
    .limit(1);
  if (existing) return null;
  const [product] = await db.select().from(products).where(eq(products.id, subscription.productId));
  if (!product) return null;
  const unitMinor = soldBy(product, subscription.interval) ? unitPriceOf(product, subscription.interval) : subscription.unitMinor;
  const totalMinor = timesMinor(unitMinor, subscription.quantity, subscription.currency);
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
        idempotencyKey: renewalKey(subscription),
        provider: app.payments.name,
        subscriptionId: subscription.id,
      },
      [
        {
          productId: product.id,
          kind: subscription.kind,
          nameEn: product.nameEn,
          nameEs: product.nameEs,
          interval: subscription.interval,
          quantity: subscription.quantity,
          unitMinor,
          totalMinor,
        },
      ],
    );
  } catch (error) {
    // Placed meanwhile by another run: the key's index let that one through.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') return null;
    throw error;
  }
}

/**
 * The daily round of subscriptions, as of the app's time: those set to end at their period's end
 * and past it end (the add-ons of a plan that ended are set to end at theirs); trials that are over become active; and
 * every other running subscription whose period is over gets a renewal order, charged through the
 * provider. The test provider pays it through the same signed webhook as any order; Stripe keeps
 * no card from Checkout, so the order fails (`no_payment_method`), the subscription is past due,
 * and the owner pays the order from the billing page. Paid, the period moves on (fulfil.ts).
 */
export async function renewSubscriptions(app: FastifyInstance): Promise<RenewalRun> {
  const { db } = app;
  const now = app.clock();
  const run: RenewalRun = { ended: 0, trialsOver: 0, charged: 0, failed: 0 };

  const endDue = async () =>
    (
      await db
        .update(subscriptions)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(
          and(ne(subscriptions.status, 'cancelled'), eq(subscriptions.cancelAtPeriodEnd, true), lte(subscriptions.currentPeriodEnd, now)),
        )
        .returning({ id: subscriptions.id })
    ).length;
  run.ended = await endDue();
  // Add-ons need a plan: those of a plan that ended run to the end of the period paid for, and stop there.
  const plan = alias(subscriptions, 'plan');
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, updatedAt: now })
    .where(
      and(
        eq(subscriptions.kind, 'add_on'),
        ne(subscriptions.status, 'cancelled'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        notExists(
          db
            .select({ id: plan.id })
            .from(plan)
            .where(and(eq(plan.organisationId, subscriptions.organisationId), eq(plan.kind, 'plan'), ne(plan.status, 'cancelled'))),
        ),
      ),
    );
  run.ended += await endDue();

  const trials = await db
    .update(subscriptions)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(subscriptions.status, 'trialing'), lte(subscriptions.trialEndsAt, now)))
    .returning({ id: subscriptions.id });
  run.trialsOver = trials.length;

  const due = await db
    .select()
    .from(subscriptions)
    .where(and(ne(subscriptions.status, 'cancelled'), eq(subscriptions.cancelAtPeriodEnd, false), lte(subscriptions.currentPeriodEnd, now)))
    .orderBy(subscriptions.id);
  for (const subscription of due) {
    try {
      const order = await placeRenewal(app, subscription);
      if (!order) continue;
      if (order.totalMinor === 0) {
        await db.transaction((tx) => fulfilOrder(tx, order, { paymentId: null, now, log: app.log }));
        continue;
      }
      const attempt = await app.payments.chargeRenewal({ orderId: order.id, currency: order.currency, totalMinor: order.totalMinor });
      if (attempt.kind === 'submitted') {
        if (attempt.sessionId)
          await db.update(orders).set({ providerSessionId: attempt.sessionId, updatedAt: now }).where(eq(orders.id, order.id));
        run.charged += 1;
      } else {
        await db.transaction((tx) => failOrder(tx, order, attempt.failureCode, now));
        run.failed += 1;
      }
    } catch (error) {
      // One subscription's trouble does not hold up the others; an order placed stays payable from the billing page.
      app.log.error({ err: safeError(error), subscriptionId: subscription.id }, 'a subscription could not be renewed');
    }
  }
  return run;
}

/** The round once a day across all processes (02:20 UTC, a quiet hour). */
export function renewalJob(app: FastifyInstance): ScheduledJob {
  return {
    name: 'renew-subscriptions',
    cron: '20 2 * * *',
    async run() {
      const run = await renewSubscriptions(app);
      if (run.ended + run.trialsOver + run.charged + run.failed > 0) app.log.info(run, 'subscriptions renewed');
    },
  };
}
