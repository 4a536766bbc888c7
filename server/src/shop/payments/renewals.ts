import { and, eq, lt, lte, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { orders, subscriptions } from '@server/db/schema';
import type { ScheduledJob } from '@server/src/jobs/definitions';
import { safeError } from '@server/src/http/log-redaction';
import { failOrder, fulfilOrder } from './fulfil';
import { addDays } from './periods';
import { placeRenewal, RENEWAL_TIMED_OUT } from './renewal-order';

/** How long a past-due subscription keeps its plan after the period it did not pay for began: then it ends. */
export const PAST_DUE_GRACE_DAYS = 14;

/** How long the job waits on the provider's word about its own renewal order before trying again. */
const RENEWAL_ANSWER_DAYS = 1;

export interface RenewalRun {
  /** Subscriptions that reached the end their owners asked for (or their plan's end left them without one). */
  ended: number;
  /** Past-due subscriptions whose grace period is over: ended. */
  lapsed: number;
  /** Trials over: their subscriptions are active (the period they paid for goes on). */
  trialsOver: number;
  /** Renewal orders that waited more than a day for the provider's word: failed, to be placed again. */
  timedOut: number;
  /** Renewal orders placed and sent to the provider. */
  charged: number;
  /** Renewal orders the provider could not charge (the subscription is past due). */
  failed: number;
}

/**
 * The daily round of subscriptions, as of the app's time:
 * - renewal orders still pending a day after the job last touched them fail (`renewal_timed_out`),
 *   so a new attempt is placed below;
 * - past-due subscriptions PAST_DUE_GRACE_DAYS after their unpaid period began end;
 * - those set to end at their period's end and past it end (the add-ons of a plan that ended are
 *   set to end at theirs); trials that are over become active;
 * - every other running subscription whose period is over gets a renewal order (renewal-order.ts;
 *   usage beyond the plan is billed by the monthly usage invoice), charged through the provider. The test provider pays it through
 *   the same signed webhook as any order; Stripe keeps no card from Checkout, so the order fails
 *   (`no_payment_method`), the subscription is past due, and the owner pays the order from the
 *   billing page. Paid, the period moves on (fulfil.ts).
 */
export async function renewSubscriptions(app: FastifyInstance): Promise<RenewalRun> {
  const { db } = app;
  const now = app.clock();
  const run: RenewalRun = { ended: 0, lapsed: 0, trialsOver: 0, timedOut: 0, charged: 0, failed: 0 };

  const stuck = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reason, 'renewal'), eq(orders.status, 'pending'), lt(orders.updatedAt, addDays(now, -RENEWAL_ANSWER_DAYS))));
  for (const order of stuck) {
    // Failed only if still pending: the provider's word may have come meanwhile.
    const failed = await db.transaction(async (tx) => {
      const [still] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .for('update');
      if (still) await failOrder(tx, still, RENEWAL_TIMED_OUT, now);
      return Boolean(still);
    });
    if (failed) run.timedOut += 1;
  }

  const lapsed = await db
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(subscriptions.status, 'past_due'), lte(subscriptions.currentPeriodEnd, addDays(now, -PAST_DUE_GRACE_DAYS))))
    .returning({ id: subscriptions.id });
  run.lapsed = lapsed.length;
  if (lapsed.length > 0)
    app.log.info({ subscriptions: lapsed.map((row) => row.id) }, 'past-due subscriptions ended after their grace period');

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
      const order = await placeRenewal(app, subscription, now);
      if (!order) continue;
      if (order.totalMinor === 0) {
        await db.transaction((tx) => fulfilOrder(tx, order, { paymentId: null, now, log: app.log }));
        continue;
      }
      const attempt = await app.payments.chargeRenewal({
        orderId: order.id,
        currency: order.currency,
        totalMinor: order.totalMinor,
        keepSession: async (sessionId) => {
          await db.update(orders).set({ providerSessionId: sessionId, updatedAt: now }).where(eq(orders.id, order.id));
        },
      });
      if (attempt.kind === 'submitted') {
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
      if (Object.values(run).some((count) => count > 0)) app.log.info(run, 'subscriptions renewed');
    },
  };
}
