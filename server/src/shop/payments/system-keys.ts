import type { subscriptions } from '@server/db/schema';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/*
 * The idempotency keys of the orders the server places on its own (renewals) or on a person's
 * behalf (changes of plan). They begin with `system:`, which the contract refuses in a client's
 * key: a checkout sent with a renewal's key could otherwise take it first and block the renewal.
 */

const RENEWAL = 'system:renewal:';

/**
 * A renewal's key: the subscription, the end of the period it renews from (the start of the one
 * it pays for), and the attempt (the job tries again when its own attempt got no answer).
 */
export const renewalKey = (subscription: Pick<SubscriptionRow, 'id' | 'currentPeriodEnd'>, attempt: number) =>
  `${renewalKeyPrefix(subscription)}${attempt}`;

/** What every attempt at renewing this subscription from this period's end has its key begin with. */
export const renewalKeyPrefix = (subscription: Pick<SubscriptionRow, 'id' | 'currentPeriodEnd'>) =>
  `${RENEWAL}${subscription.id}:${subscription.currentPeriodEnd.toISOString()}:`;

/**
 * The period end a renewal order renews from, read back from its key; null for a key not made by
 * renewalKey (orders placed before these keys, the demo's), whose period is not known.
 */
export function renewedFrom(idempotencyKey: string): Date | null {
  const match = /^system:renewal:\d+:(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z):\d+$/.exec(idempotencyKey);
  return match ? new Date(match[1]!) : null;
}

/** A change of plan's key: the client's own, kept apart from checkouts' and scoped to the subscription. */
export const planChangeKey = (subscriptionId: number, clientKey: string) => `system:plan-change:${subscriptionId}:${clientKey}`;
