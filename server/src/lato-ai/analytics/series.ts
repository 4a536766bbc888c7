import { sql, type SQL } from 'drizzle-orm';
import type { CallSeries } from '@/api/contract/call-analytics';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/src/sql/rows-of';
import { seriesPoints } from '@server/src/sql/series-points';
import { CURRENT, PREVIOUS, withPeriodCalls, type CallPeriodAsked } from './period-calls';

/**
 * The calls per day, week (from Monday) or month of the period (seriesUnitOf) by how they ended,
 * every point drawn even when empty, a call on the day it started where its number is. The first
 * point is the one holding `from`, so a week's or a month's first point may start before the
 * period (it counts the period's calls only). Compared, the period before's calls are moved on by
 * the period's length onto the same points: each point carries the calls of the same days of the
 * period before, whatever weekday or month day either period starts on.
 */
export async function callSeries(db: Db, period: CallPeriodAsked, scope: SQL): Promise<CallSeries> {
  const { unit, points, pointOf } = seriesPoints(period);
  const rows = await rowsOf<CallSeries['points'][number]>(
    db,
    sql`${withPeriodCalls(period, scope)},
    points as (${points}),
    call_counts as (
      select period,
        ${pointOf(sql`local_start`, sql`period = ${PREVIOUS}`)} as start,
        count(*)::int as calls,
        count(*) filter (where outcome = 'handled')::int as handled,
        count(*) filter (where outcome = 'message_taken')::int as message_taken,
        count(*) filter (where outcome = 'transferred')::int as transferred,
        count(*) filter (where outcome = 'missed')::int as missed,
        count(*) filter (where outcome is null)::int as other
      from period_calls group by 1, 2
    )
    select points.start::text as start, coalesce(asked.handled, 0) as handled, coalesce(asked.message_taken, 0) as message_taken,
      coalesce(asked.transferred, 0) as transferred, coalesce(asked.missed, 0) as missed, coalesce(asked.other, 0) as other,
      ${period.compare ? sql`coalesce(earlier.calls, 0)` : sql`null::int`} as previous_calls
    from points
    left join call_counts asked on asked.period = ${CURRENT} and asked.start = points.start
    left join call_counts earlier on earlier.period = ${PREVIOUS} and earlier.start = points.start
    order by points.rank`,
  );
  return { unit, points: rows };
}
