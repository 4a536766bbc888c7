import { sql } from 'drizzle-orm';
import { periodDays } from '@/api/contract/dashboards';
import type { RevenueRecurring } from '@/api/contract/revenue-analytics';
import type { Db } from '@server/db/client';
import { subscriptions } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { seriesPoints } from '@server/src/sql/series-points';
import type { RevenuePeriodAsked } from './period';
import { monthlyRecurring, runsOn } from './running';

/**
 * The monthly recurring revenue per day, week (from Monday) or month of the period (seriesUnitOf),
 * each read on the point's last day, or the period's last day when that comes sooner. Compared, each
 * point also reads the day as far before it as the period is long: the same offset in the period
 * before. One statement: the points are joined to the subscriptions running on either of their days.
 */
export async function revenueRecurring(db: Db, period: RevenuePeriodAsked): Promise<RevenueRecurring> {
  const { unit, points } = seriesPoints(period);
  // A fixed word of SERIES_UNITS, as seriesPoints writes it.
  const step = sql.raw(`interval '1 ${unit}'`);
  const day = sql`read.day`;
  const previousDay = sql`read.previous_day`;
  const rows = await rowsOf<RevenueRecurring['points'][number]>(
    db,
    sql`
    with points as (${points}),
    days as (
      select start, rank, least((start + ${step} - interval '1 day')::date, ${period.to}::date) as day from points
    ),
    read as (select start, rank, day, day - ${periodDays(period.from, period.to)}::int as previous_day from days)
    select read.start::text as start, ${monthlyRecurring(runsOn(day))} as monthly_recurring_minor,
      ${period.compare ? monthlyRecurring(runsOn(previousDay)) : sql`null::float8`} as previous_monthly_recurring_minor
    from read
    left join ${subscriptions} on ${subscriptions.currency} = ${period.currency}
      and (${runsOn(day)}${period.compare ? sql` or ${runsOn(previousDay)}` : sql``})
    group by read.start, read.rank
    order by read.rank`,
  );
  return { unit, points: rows };
}
