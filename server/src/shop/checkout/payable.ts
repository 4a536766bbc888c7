import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderLines, products, subscriptions } from '@server/db/schema';
import { allowanceOf } from '@server/src/shop/allowance';
import { quotePlanChange } from '@server/src/shop/payments/plan-change';
import { isRecurring, periodEnd } from '@server/src/shop/payments/periods';
import { linesOfOrders, type OrderRow } from './order-rows';
import { planRefusal, type RuleLine } from './plan-rules';
import { shopRefusal } from './refusals';

/*
 * Whether an order placed earlier may still be paid, checked before every payment session is
 * opened for it: its price was fixed when it was placed, against the organisation's plan and
 * subscription as they were then.
 */

/** A change of plan is priced on the unused time of the current period: a day later, the client asks again. */
export const PLAN_CHANGE_PAYABLE_MS = 24 * 3600 * 1000;

type OrderLine = typeof orderLines.$inferSelect;

const notPayable = (detail: string) => shopRefusal(409, 'order_not_payable', detail);

/** The plan rules again for a checkout's order: the organisation may have bought a plan meanwhile. */
async function checkoutRefusal(db: Db, order: OrderRow, lines: readonly OrderLine[]) {
  const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const limits = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: products.id, numbers: products.numbers, maxNumbers: products.maxNumbers })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((row) => [row.id, row] as const),
  );
  const ruleLines = lines.map((line): RuleLine => {
    const product = line.productId === null ? undefined : limits.get(line.productId);
    return { kind: line.kind, quantity: line.quantity, numbers: product?.numbers ?? 0, maxNumbers: product?.maxNumbers ?? null };
  });
  const refusal = planRefusal(ruleLines, await allowanceOf(db, order.organisationId));
  if (refusal) throw shopRefusal(409, refusal, 'The organisation’s plan does not allow this order any more.');
}

/**
 * A change of plan was priced on its subscription as it was when placed (the credit for the unused
 * time): anything that touched the subscription since (a renewal, another change, a trial's end, a
 * cancellation) moves its updated_at past the order's placing, and so does a new period; and a day
 * later the credit is stale anyway. The plan rules of the change (the numbers held) are checked again.
 */
async function planChangeRefusal(db: Db, order: OrderRow, line: OrderLine, now: Date) {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, order.subscriptionId!));
  if (!subscription || subscription.status === 'cancelled') throw notPayable('The plan this change was for has ended.');
  const placed = order.createdAt.getTime();
  if (now.getTime() - placed > PLAN_CHANGE_PAYABLE_MS) throw notPayable('This change of plan was priced over a day ago: ask for it again.');
  const changedSince =
    subscription.updatedAt.getTime() > placed ||
    subscription.currentPeriodStart.getTime() > placed ||
    (subscription.productId === line.productId && subscription.interval === line.interval);
  if (changedSince) throw notPayable('The plan changed since this change was priced: ask for it again.');
  if (line.productId === null) throw notPayable('The plan this change was for is no longer sold.');
  await quotePlanChange(db, subscription, { product: line.productId, interval: line.interval }, now);
}

/**
 * A renewal pays the period that follows its subscription's current one, as it stood when the
 * renewal was placed (the job places it once that period is over): refused once the period moved
 * on (renewed by another order, or a change of plan), once the product or interval changed, once the
 * subscription ended or is set to end, and once the period it would pay for is itself over.
 */
async function renewalRefusal(db: Db, order: OrderRow, line: OrderLine, now: Date) {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, order.subscriptionId!));
  if (!subscription || subscription.status === 'cancelled' || subscription.cancelAtPeriodEnd || !isRecurring(subscription.interval))
    throw notPayable('The subscription this renewal was for has ended.');
  if (subscription.productId !== line.productId || subscription.interval !== line.interval)
    throw notPayable('The subscription changed since this renewal was placed.');
  if (subscription.currentPeriodEnd.getTime() > order.createdAt.getTime())
    throw notPayable('The period this renewal was for is already paid or replaced.');
  if (periodEnd(subscription.currentPeriodEnd, subscription.interval).getTime() <= now.getTime())
    throw notPayable('The period this renewal was for is over.');
  if (subscription.kind === 'add_on' && !(await allowanceOf(db, order.organisationId)))
    throw shopRefusal(409, 'plan_required', 'An add-on needs a running plan.');
}

/**
 * Refuses (409 with the shop's code) an order that may not be paid now, before a payment session
 * is opened for it: a checkout's against the plan rules as they stand, a renewal's or a change of
 * plan's against its subscription as it stands.
 */
export async function checkPayable(db: Db, order: OrderRow, now: Date): Promise<void> {
  const lines = (await linesOfOrders(db, [order.id])).get(order.id) ?? [];
  if (order.reason === 'checkout') return checkoutRefusal(db, order, lines);
  const [line] = lines;
  if (!line || order.subscriptionId === null) throw notPayable('This order has nothing to renew or change.');
  return order.reason === 'renewal' ? renewalRefusal(db, order, line, now) : planChangeRefusal(db, order, line, now);
}
