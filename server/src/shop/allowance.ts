import { and, eq, gte, ne, or } from 'drizzle-orm';
import type { BillingInterval } from '@/api/contract/shop-values';
import type { Db } from '@server/db/client';
import { products, subscriptions } from '@server/db/schema';

/** A subscription still running: trialing, active, or past due (a failed renewal still holds its plan). */
export const runningSubscription = ne(subscriptions.status, 'cancelled');

/**
 * What an organisation's running plan and add-ons allow per period. The numbers, minutes and SMS
 * add up the plan's and every running add-on's (times its quantity); the cap and the overage prices
 * are the plan's own.
 */
export interface Allowance {
  /** The plan's subscription. */
  plan: {
    subscriptionId: number;
    productId: number;
    interval: BillingInterval;
    currentPeriodStart: Date;
    currentPeriodEnd: Date;
  };
  currency: string;
  numbers: number;
  /** Null when the plan sets no cap. */
  maxNumbers: number | null;
  callMinutes: number;
  sms: number;
  overageMinuteMinor: number;
  overageSmsMinor: number;
}

/**
 * The organisation's allowance, or null when it runs no plan (the agency's managed accounts are not
 * limited). With `runningAt`, as it stood at that moment (a period's end, whose usage a renewal
 * charges): subscriptions ended since then count too, like the add-on that ended with that very
 * period a moment before its plan was renewed.
 */
export async function allowanceOf(db: Db, organisationId: number, { runningAt }: { runningAt?: Date } = {}): Promise<Allowance | null> {
  const rows = await db
    .select({
      subscriptionId: subscriptions.id,
      kind: subscriptions.kind,
      status: subscriptions.status,
      interval: subscriptions.interval,
      quantity: subscriptions.quantity,
      currency: subscriptions.currency,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      productId: products.id,
      numbers: products.numbers,
      maxNumbers: products.maxNumbers,
      callMinutes: products.callMinutes,
      sms: products.sms,
      overageMinuteMinor: products.overageMinuteMinor,
      overageSmsMinor: products.overageSmsMinor,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(
        eq(subscriptions.organisationId, organisationId),
        runningAt ? or(runningSubscription, gte(subscriptions.cancelledAt, runningAt)) : runningSubscription,
      ),
    );
  // The running plan, else (at a past moment) the one that ran then.
  const plan = rows.find((row) => row.kind === 'plan' && row.status !== 'cancelled') ?? rows.find((row) => row.kind === 'plan');
  if (!plan) return null;
  const addOns = rows.filter((row) => row.kind === 'add_on');
  const added = (pick: (row: (typeof rows)[number]) => number) => addOns.reduce((total, row) => total + pick(row) * row.quantity, 0);
  return {
    plan: {
      subscriptionId: plan.subscriptionId,
      productId: plan.productId,
      interval: plan.interval,
      currentPeriodStart: plan.currentPeriodStart,
      currentPeriodEnd: plan.currentPeriodEnd,
    },
    currency: plan.currency,
    numbers: plan.numbers + added((row) => row.numbers),
    maxNumbers: plan.maxNumbers,
    callMinutes: plan.callMinutes + added((row) => row.callMinutes),
    sms: plan.sms + added((row) => row.sms),
    overageMinuteMinor: plan.overageMinuteMinor,
    overageSmsMinor: plan.overageSmsMinor,
  };
}
