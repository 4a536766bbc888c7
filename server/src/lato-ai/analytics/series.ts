import { sql, type SQL } from 'drizzle-orm';
import type { CallSeries } from '@/api/contract/call-analytics';
import { previousPeriod, seriesUnitOf } from '@/api/contract/dashboards';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/src/sql/rows-of';
import { CURRENT, PREVIOUS, withPeriodCalls, type CallPeriodAsked } from './period-calls';

/**
 * The calls per day, week (from Monday) or month of the period (seriesUnitOf) by how they ended,
 * every point drawn even when empty, a call on the day it started where its number is. The first
 * point is the one holding `from`, so a week's or a month's first point may start before the
 * period (it counts the period's calls only). Compared, each point carries the calls of the
 * previous period's point of the same rank; a point the previous period has not carries null.
 */
export async function callSeries(db: Db, period: CallPeriodAsked, scope: SQL): Promise<CallSeries> {
  const unit = seriesUnitOf(period.from, period.to);
  // A fixed word of SERIES_UNITS, written into the statement (date_trunc and the step read it as such).
  const unitSql = sql.raw(`'${unit}'`);
  const step = sql.raw(`interval '1 ${unit}'`);
  const pointsOf = (which: SQL, from: string, to: string) => sql`
    select ${which} as period, point.start::date as start, point.rank
    from generate_series(date_trunc(${unitSql}, ${from}::date::timestamp), ${to}::date::timestamp, ${step}) with ordinality as point(start, rank)`;
  const previous = period.compare ? previousPeriod(period.from, period.to) : null;
  const rows = await rowsOf<CallSeries['points'][number]>(
    db,
    sql`${withPeriodCalls(period, scope)},
    points as (
      ${pointsOf(CURRENT, period.from, period.to)}
      ${previous ? sql`union all ${pointsOf(PREVIOUS, previous.from, previous.to)}` : sql``}
    ),
    call_counts as (
      select period, date_trunc(${unitSql}, local_start)::date as start,
        count(*)::int as calls,
        count(*) filter (where outcome = 'handled')::int as handled,
        count(*) filter (where outcome = 'message_taken')::int as message_taken,
        count(*) filter (where outcome = 'transferred')::int as transferred,
        count(*) filter (where outcome = 'missed')::int as missed,
        count(*) filter (where outcome is null)::int as other
      from period_calls group by 1, 2
    ),
    counted as (
      select points.period, points.rank, points.start, coalesce(call_counts.calls, 0) as calls,
        coalesce(call_counts.handled, 0) as handled, coalesce(call_counts.message_taken, 0) as message_taken,
        coalesce(call_counts.transferred, 0) as transferred, coalesce(call_counts.missed, 0) as missed,
        coalesce(call_counts.other, 0) as other
      from points
      left join call_counts using (period, start)
    )
    select asked.start::text as start, asked.handled, asked.message_taken, asked.transferred, asked.missed, asked.other,
      earlier.calls as previous_calls
    from counted asked
    left join counted earlier on earlier.period = ${PREVIOUS} and earlier.rank = asked.rank
    where asked.period = ${CURRENT}
    order by asked.rank`,
  );
  return { unit, points: rows };
}
