import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { cartItems, carts, coupons, orderLines, orders, organisations, products, subscriptions } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import { allowanceOf } from '@server/src/shop/allowance';
import { releaseCoupon } from '@server/src/shop/checkout/coupons';
import { issueOrderInvoice } from '@server/src/invoices/payments/order-invoice';
import { payInvoiceOfOrder } from '@server/src/invoices/payments/order-payment';
import type { OrderRow } from '@server/src/shop/checkout/order-rows';
import { moneyText, paidUnitPrices } from './amounts';
import { addDays, isRecurring, periodEnd } from './periods';
import { recordRefundDue } from './refund-due';
import { renewedFrom } from './system-keys';

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
 * it): the order paid, the subscriptions its reason makes, what it bought taken out of the buyer's
 * cart, its paid invoice (or, for an order that pays an invoice, that invoice's payment), and a
 * money event in the audit log. All of it or none of it. Its coupon's redemption was
 * taken when it was placed (checkout/coupons.ts); a failed order gave it back, so one paid after
 * all takes it again (the money is taken: no limit refuses it).
 */
export async function fulfilOrder(tx: Db, order: OrderRow, payment: Payment): Promise<void> {
  const { now } = payment;
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, failureCode: null, providerPaymentId: payment.paymentId, updatedAt: now })
    .where(eq(orders.id, order.id));
  if (order.couponCode && order.status === 'failed') {
    await tx
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} + 1` })
      .where(eq(coupons.code, order.couponCode));
  }
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  if (order.reason === 'invoice') {
    // It pays an invoice: the invoice takes the payment (and is that order's paper already).
    await payInvoiceOfOrder(tx, order, payment);
  } else {
    if (order.reason === 'checkout') {
      await startSubscriptions(tx, order, lines, payment);
      // The cart was kept while the buyer paid (a declined card sends them back to it); what was bought leaves it now.
      if (order.userId !== null) await takeOutOfCart(tx, order.userId, lines);
    } else if (order.reason === 'renewal') {
      await renewSubscription(tx, order, lines, payment);
    } else if (order.reason === 'plan_change') {
      await switchPlan(tx, order, lines[0], payment);
    } else {
      payment.log.error({ orderId: order.id, reason: order.reason }, 'a paid order has a reason nothing fulfils');
    }
    // Every paid order of the shop issues its paid invoice, at what was paid.
    await issueOrderInvoice(tx, { ...order, providerPaymentId: payment.paymentId }, lines, now, payment.log);
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

/**
 * Takes the order's lines (product and interval) out of the buyer's cart: what they put in it
 * meanwhile, in this tab or another, stays. A cart left empty goes, with its coupon.
 */
async function takeOutOfCart(tx: Db, userId: number, lines: OrderLineRow[]) {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) return;
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, line.productId), eq(cartItems.interval, line.interval)));
  }
  const left = await tx.$count(cartItems, eq(cartItems.cartId, cart.id));
  if (left === 0) await tx.delete(carts).where(eq(carts.id, cart.id));
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
 * A checkout's monthly and yearly lines become subscriptions starting now, each at the price
 * actually paid for it (its share of the order's discount taken off: a change of plan credits back
 * what was paid, not the list price). A trial (the product's trial days) is given once per
 * organisation and product: its days come before the first paid period, which the order pays for now.
 * Checkout refuses a second plan and numbers beyond the plan's cap, but orders placed before
 * another was paid can still be paid: what the organisation runs then stays as it is, the
 * subscriptions the rules allow are made, and the payment is flagged for a refund.
 */
async function startSubscriptions(tx: Db, order: OrderRow, lines: OrderLineRow[], payment: Payment) {
  const { now, log } = payment;
  const unitPrices = paidUnitPrices(lines, order.discountMinor, order.currency);
  let addedNumbers = false;
  for (const [index, line] of lines.entries()) {
    if (line.productId === null || !isRecurring(line.interval) || line.kind === 'service') continue;
    const [product] = await tx
      .select({ trialDays: products.trialDays, numbers: products.numbers })
      .from(products)
      .where(eq(products.id, line.productId));
    if (line.kind === 'plan') {
      const running = await runningPlanOf(tx, order.organisationId);
      if (running) {
        // One running plan per organisation (the unique index says so too): the one it had stays.
        await recordRefundDue(tx, log, order, 'second_plan', { product: line.nameEn, running: running.id });
        continue;
      }
    }
    const [before] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.organisationId, order.organisationId), eq(subscriptions.productId, line.productId)))
      .limit(1);
    const trialDays = !before && product ? product.trialDays : 0;
    const trialEndsAt = trialDays > 0 ? addDays(now, trialDays) : null;
    await tx.insert(subscriptions).values({
      organisationId: order.organisationId,
      productId: line.productId,
      kind: line.kind,
      interval: line.interval,
      quantity: line.quantity,
      unitMinor: unitPrices[index]!,
      currency: order.currency,
      status: trialEndsAt ? 'trialing' : 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd(trialEndsAt ?? now, line.interval),
      trialEndsAt,
      orderId: order.id,
    });
    if (line.kind === 'add_on' && (product?.numbers ?? 0) > 0) addedNumbers = true;
  }
  if (!addedNumbers) return;
  const allowance = await allowanceOf(tx, order.organisationId);
  if (allowance && allowance.maxNumbers !== null && allowance.numbers > allowance.maxNumbers) {
    await recordRefundDue(tx, log, order, 'numbers_beyond_plan', { numbers: allowance.numbers, max_numbers: allowance.maxNumbers });
  }
}

/**
 * Why a paid renewal cannot move its subscription on, or null when it can: the subscription has
 * ended, runs another plan or interval now (a change of plan since the order was placed), or is no
 * longer at the period the order renewed (another attempt paid for it, a change of plan started a
 * new one), or that whole period is over.
 */
function renewalMisfit(order: OrderRow, subscription: SubscriptionRow | undefined, line: OrderLineRow | undefined, now: Date) {
  if (!subscription || subscription.status === 'cancelled' || !isRecurring(subscription.interval)) return 'subscription ended';
  if (line && (line.productId !== subscription.productId || line.interval !== subscription.interval)) return 'plan changed';
  const from = renewedFrom(order.idempotencyKey);
  if (from && from.getTime() !== subscription.currentPeriodEnd.getTime()) return 'period already renewed';
  if (now >= periodEnd(from ?? subscription.currentPeriodEnd, subscription.interval)) return 'period over';
  return null;
}

/**
 * A paid renewal: the next period follows the last one, whenever the payment came (within that
 * next period). A renewal that no longer fits its subscription (renewalMisfit) changes nothing and
 * is flagged for a refund. (Usage beyond the plan is billed by the monthly usage invoice, not here.)
 */
async function renewSubscription(tx: Db, order: OrderRow, lines: OrderLineRow[], { now, log }: Payment) {
  const [subscription] = order.subscriptionId
    ? await tx.select().from(subscriptions).where(eq(subscriptions.id, order.subscriptionId)).for('update')
    : [];
  const line = lines.find((candidate) => candidate.productId !== null && isRecurring(candidate.interval));
  const misfit = renewalMisfit(order, subscription, line, now);
  if (misfit || !subscription) {
    await recordRefundDue(tx, log, order, 'renewal_not_applicable', { subscription: order.subscriptionId, why: misfit });
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
 * An order the provider says was not paid (or the renewal job gave up waiting on): failed, with
 * why; a pending order gives its coupon's redemption back (checkout took it when placing the
 * order); a renewal's subscription is past due (it keeps its plan until it is paid, or its grace
 * period ends: renewals.ts).
 */
export async function failOrder(tx: Db, order: OrderRow, failureCode: string, now: Date): Promise<void> {
  await tx.update(orders).set({ status: 'failed', failureCode, updatedAt: now }).where(eq(orders.id, order.id));
  // A failed order failing again (a newer event) has given its redemption back already.
  if (order.status === 'pending') await releaseCoupon(tx, order);
  if (order.reason === 'renewal' && order.subscriptionId !== null) {
    await tx
      .update(subscriptions)
      .set({ status: 'past_due', updatedAt: now })
      .where(and(eq(subscriptions.id, order.subscriptionId), inArray(subscriptions.status, ['active', 'trialing'])));
  }
}
