import { sql, type SQL } from 'drizzle-orm';
import { periodDays } from '@/api/contract/dashboards';
import type { RevenueRecurring } from '@/api/contract/revenue-analytics';
import type { Db } from '@server/db/client';
import { subscriptions } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { seriesPoints } from '@server/src/sql/series-points';
import type { RevenuePeriodAsked } from './period';
import { endedAt } from './running';

/**
 * The monthly recurring revenue per day, week (from Monday) or month of the period (seriesUnitOf),
 * each read on the point's last day, or the period's last day when that comes sooner. Compared, each
 * point also reads the day as far before it as the period is long: the same offset in the period
 * before.
 *
 * One statement, in time linear in the subscriptions: each adds its worth on the UTC day it was
 * created and takes it away on the day it ended (runsOn's rule: it runs from the one, not on the
 * other), so the running total of those changes, day by day, is the revenue of each day; a point
 * reads the total of the last day with a change up to its own. (Joining every point to every
 * subscription cost points × subscriptions: over a second for a quarter of 10,000.)
 */
export async function revenueRecurring(db: Db, period: RevenuePeriodAsked): Promise<RevenueRecurring> {
  const { unit, points } = seriesPoints(period);
  // A fixed word of SERIES_UNITS, as seriesPoints writes it.
  const step = sql.raw(`interval '1 ${unit}'`);
  const lineTotal = sql`${subscriptions.unitMinor}::numeric * ${subscriptions.quantity}`;
  const utcDay = (moment: SQL) => sql`(${moment} at time zone 'UTC')::date`;
  /** The revenue of a day: the running total of its last change, in twelfths, made whole minor units once. */
  const revenueOn = (day: SQL) =>
    sql`round(coalesce((select twelfths from running where running.day <= ${day} order by running.day desc limit 1), 0) / 12)::float8`;
  const rows = await rowsOf<RevenueRecurring['points'][number]>(
    db,
    sql`
    with points as (${points}),
    days as (
      select start, rank, least((start + ${step} - interval '1 day')::date, ${period.to}::date) as day from points
    ),
    read as (select start, rank, day, day - ${periodDays(period.from, period.to)}::int as previous_day from days),
    worth as (
      select ${utcDay(sql`${subscriptions.createdAt}`)} as starts, ${utcDay(endedAt)} as ends,
        case ${subscriptions.interval} when 'month' then 12 * ${lineTotal} when 'year' then ${lineTotal} else 0 end as twelfths
      from ${subscriptions}
      where ${subscriptions.currency} = ${period.currency}
    ),
    changes as (
      select starts as day, twelfths from worth
      union all
      -- One that ended the day it started (or, written by hand, before) never ran: its change cancels out that day.
      select greatest(ends, starts), -twelfths from worth where ends is not null
    ),
    running as (
      select day, sum(sum(twelfths)) over (order by day) as twelfths from changes group by day
    )
    select read.start::text as start, ${revenueOn(sql`read.day`)} as monthly_recurring_minor,
      ${period.compare ? revenueOn(sql`read.previous_day`) : sql`null::float8`} as previous_monthly_recurring_minor
    from read
    order by read.rank`,
  );
  return { unit, points: rows };
}
