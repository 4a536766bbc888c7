import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { coupons, orderLines, orders, organisations, products, subscriptions } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import { emptyCart } from '@server/src/shop/checkout/cart-store';
import type { OrderRow } from '@server/src/shop/checkout/order-rows';
import { moneyText } from './amounts';
import { addDays, isRecurring, periodEnd } from './periods';

type OrderLineRow = typeof orderLines.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface Payment {
  /** The provider's payment (Stripe's PaymentIntent), when it names one. */
  paymentId: string | null;
  now: Date;
  log: FastifyBaseLogger;
}

/**
 * What a paid order becomes, in the caller's transaction (the webhook's, with the event that paid
 * it): the order paid, its coupon counted, the subscriptions its reason makes, the buyer's cart
 * emptied, and a money event in the audit log. All of it or none of it.
 */
export async function fulfilOrder(tx: Db, order: OrderRow, payment: Payment): Promise<void> {
  const { now } = payment;
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, failureCode: null, providerPaymentId: payment.paymentId, updatedAt: now })
    .where(eq(orders.id, order.id));
  if (order.couponCode) {
    await tx
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} + 1` })
      .where(eq(coupons.code, order.couponCode));
  }
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  if (order.reason === 'checkout') {
    await startSubscriptions(tx, order, lines, payment);
    // The cart was kept while the buyer paid (a declined card sends them back to it); now it is bought.
    if (order.userId !== null) await emptyCart(tx, order.userId);
  } else if (order.reason === 'renewal') {
    await renewSubscription(tx, order, lines[0], payment);
  } else {
    await switchPlan(tx, order, lines[0], payment);
  }
  const [organisation] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, order.organisationId));
  await recordAudit(tx, null, {
    action: 'order_paid',
    // The provider's word paid it, not a person; the buyer is on the order.
    actor: null,
    target: { type: 'organisation', id: order.organisationId, label: organisation?.name ?? null },
    details: { order: order.id, reason: order.reason, total: moneyText(order.totalMinor, order.currency), provider: order.provider },
  });
}

/** The organisation's running plan, locked for the change. */
async function runningPlanOf(tx: Db, organisationId: number): Promise<SubscriptionRow | undefined> {
  const [plan] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.organisationId, organisationId), eq(subscriptions.kind, 'plan'), ne(subscriptions.status, 'cancelled')))
    .for('update');
  return plan;
}

/**
 * A checkout's monthly and yearly lines become subscriptions starting now. A trial (the product's
 * trial days) is given once per organisation and product: its days come before the first paid
 * period, which the order pays for now.
 */
async function startSubscriptions(tx: Db, order: OrderRow, lines: OrderLineRow[], { now, log }: Payment) {
  for (const line of lines) {
    if (line.productId === null || !isRecurring(line.interval) || line.kind === 'service') continue;
    const [product] = await tx.select({ trialDays: products.trialDays }).from(products).where(eq(products.id, line.productId));
    const [before] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.organisationId, order.organisationId), eq(subscriptions.productId, line.productId)))
      .limit(1);
    const trialDays = !before && product ? product.trialDays : 0;
    const trialEndsAt = trialDays > 0 ? addDays(now, trialDays) : null;
    if (line.kind === 'plan') {
      // Checkout refuses a second plan, but two orders started before either was paid can both be
      // paid: the later payment's plan replaces the earlier one (and the log says so, for a refund).
      const running = await runningPlanOf(tx, order.organisationId);
      if (running) {
        log.warn({ orderId: order.id, replaced: running.id }, 'a paid plan replaced the plan the organisation was already running');
        await tx
          .update(subscriptions)
          .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
          .where(eq(subscriptions.id, running.id));
      }
    }
    await tx.insert(subscriptions).values({
      organisationId: order.organisationId,
      productId: line.productId,
      kind: line.kind,
      interval: line.interval,
      quantity: line.quantity,
      unitMinor: line.unitMinor,
      currency: order.currency,
      status: trialEndsAt ? 'trialing' : 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd(trialEndsAt ?? now, line.interval),
      trialEndsAt,
      orderId: order.id,
    });
  }
}

/** A paid renewal: the next period follows the last one, whenever the payment came. */
async function renewSubscription(tx: Db, order: OrderRow, line: OrderLineRow | undefined, { now, log }: Payment) {
  const [subscription] = order.subscriptionId
    ? await tx.select().from(subscriptions).where(eq(subscriptions.id, order.subscriptionId)).for('update')
    : [];
  if (!subscription || subscription.status === 'cancelled' || !isRecurring(subscription.interval)) {
    log.warn({ orderId: order.id, subscriptionId: order.subscriptionId }, 'a renewal was paid for a subscription that has ended');
    return;
  }
  const start = subscription.currentPeriodEnd;
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: periodEnd(start, subscription.interval),
      ...(line ? { unitMinor: line.unitMinor } : {}),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscription.id));
}

/**
 * A paid change of plan: the running plan becomes the new one (product, interval, price) and a new
 * period starts now, the unused time of the old one having been taken off this order as credit.
 */
async function switchPlan(tx: Db, order: OrderRow, line: OrderLineRow | undefined, { now, log }: Payment) {
  if (!line || line.productId === null || !isRecurring(line.interval)) {
    log.error({ orderId: order.id }, 'a paid change of plan has no plan to change to');
    return;
  }
  const change = {
    productId: line.productId,
    interval: line.interval,
    quantity: 1,
    unitMinor: line.unitMinor,
    currency: order.currency,
    status: 'active' as const,
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd(now, line.interval),
    trialEndsAt: null,
    cancelAtPeriodEnd: false,
    cancelledAt: null,
    updatedAt: now,
  };
  const running = await runningPlanOf(tx, order.organisationId);
  if (running) {
    await tx.update(subscriptions).set(change).where(eq(subscriptions.id, running.id));
    return;
  }
  // The plan ended between the order and its payment: the payment starts the new plan afresh.
  await tx.insert(subscriptions).values({ ...change, organisationId: order.organisationId, kind: 'plan', orderId: order.id });
}

/**
 * An order the provider says was not paid: failed, with the provider's reason, and a renewal's
 * subscription past due (it keeps its plan until it is paid or ends).
 */
export async function failOrder(tx: Db, order: OrderRow, failureCode: string, now: Date): Promise<void> {
  await tx.update(orders).set({ status: 'failed', failureCode, updatedAt: now }).where(eq(orders.id, order.id));
  if (order.reason === 'renewal' && order.subscriptionId !== null) {
    await tx
      .update(subscriptions)
      .set({ status: 'past_due', updatedAt: now })
      .where(and(eq(subscriptions.id, order.subscriptionId), inArray(subscriptions.status, ['active', 'trialing'])));
  }
}
