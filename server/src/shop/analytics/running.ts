import { sql, type SQL } from 'drizzle-orm';
import { subscriptions } from '@server/db/schema';

/*
 * When a subscription runs, and what it is worth a month, on a UTC calendar day.
 *
 * A subscription runs from the day it was created until the day it ended (not that day). Only a
 * cancelled one has ended: the renewal job sets `status = 'cancelled'` and `cancelled_at` together
 * (a lapsed renewal, or the end of a period the customer chose not to renew). One marked
 * `cancel_at_period_end` still runs, and bills, until then, as the finance dashboard counts it. A
 * trial runs too. A cancelled row written without `cancelled_at` (by hand, an old import) ended at
 * its last change. A change of plan rewrites the running subscription in place (fulfil.ts), so a
 * past day reads today's product and price for it: the table keeps no history of either.
 */

/** The moment it ended, null while it runs. */
export const endedAt = sql`(case when ${subscriptions.status} = 'cancelled' then coalesce(${subscriptions.cancelledAt}, ${subscriptions.updatedAt}) end)`;

/** The moment the UTC day after `day` (a date expression) starts. */
export const utcDayAfter = (day: SQL) => sql`((${day})::date + 1)::timestamp at time zone 'UTC'`;

/** The moment a UTC day (a date expression) starts. */
export const utcDayStart = (day: SQL) => sql`((${day})::date)::timestamp at time zone 'UTC'`;

/** Today, the UTC calendar day. */
export const utcToday = sql`(now() at time zone 'UTC')::date`;

/** Whether the subscription runs on a day: created by its end, and not ended by then. */
export const runsOn = (day: SQL) =>
  sql`(${subscriptions.createdAt} < ${utcDayAfter(day)} and (${endedAt} is null or ${endedAt} >= ${utcDayAfter(day)}))`;

/**
 * Twelve times the monthly recurring revenue of the subscriptions (of the group) where `counted`
 * holds: a monthly one counts its price times its quantity twelve times, a yearly one once. In
 * twelfths the sum stays an exact integer; the finance dashboard's rule (invoices/analytics/summary.ts)
 * divides it by 12 once and rounds half away from zero.
 */
export const recurringTwelfths = (counted: SQL = sql`true`) => {
  const lineTotal = sql`${subscriptions.unitMinor}::numeric * ${subscriptions.quantity}`;
  return sql`(12 * coalesce(sum(${lineTotal}) filter (where ${subscriptions.interval} = 'month' and ${counted}), 0)
    + coalesce(sum(${lineTotal}) filter (where ${subscriptions.interval} = 'year' and ${counted}), 0))`;
};

/** The monthly recurring revenue of the subscriptions where `counted` holds, in whole minor units. */
export const monthlyRecurring = (counted?: SQL) => sql`round(${recurringTwelfths(counted)} / 12)::float8`;
