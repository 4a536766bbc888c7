import { sql } from 'drizzle-orm';
import { previousPeriod, seriesUnitOf } from '@/api/contract/dashboards';
import type { SiteTraffic } from '@/api/contract/site-analytics';
import type { Db } from '@server/db/client';
import { CURRENT, periodSql, PREVIOUS, withSessions, type PeriodAsked } from './sessions';
import { rowsOf } from '@server/src/sql/rows-of';

interface PointRow {
  start: string;
  page_views: number;
  sessions: number;
  previous_page_views: number | null;
  previous_sessions: number | null;
}

/**
 * Page views and sessions per day, week or month of the period (seriesUnitOf), every point drawn
 * even when empty: the first is the one holding `from`, so a week's or a month's first point may
 * start before the period (it counts the period's views only). A session counts at its start.
 * Compared, each point carries the previous period's point of the same rank; a point the previous
 * period has not (it may have one week or month fewer) carries null.
 */
export async function siteTraffic(db: Db, period: PeriodAsked): Promise<SiteTraffic> {
  const unit = seriesUnitOf(period.from, period.to);
  // A fixed word of SERIES_UNITS, written into the statement (date_trunc and the step read it as such).
  const unitSql = sql.raw(`'${unit}'`);
  const step = sql.raw(`interval '1 ${unit}'`);
  /** The first day of the point holding a moment, in the reader's time zone. */
  const pointOf = (moment: string) => sql`date_trunc(${unitSql}, ${sql.raw(moment)} at time zone ${period.time_zone})::date`;
  const pointsOf = (which: typeof CURRENT | typeof PREVIOUS, from: string, to: string) => sql`
    select ${periodSql(which)} as period, point.start::date as start, point.rank
    from generate_series(date_trunc(${unitSql}, ${from}::date::timestamp), ${to}::date::timestamp, ${step}) with ordinality as point(start, rank)`;
  const previous = period.compare ? previousPeriod(period.from, period.to) : null;
  const rows = await rowsOf<PointRow>(
    db,
    sql`${withSessions(period)},
    points as (
      ${pointsOf(CURRENT, period.from, period.to)}
      ${previous ? sql`union all ${pointsOf(PREVIOUS, previous.from, previous.to)}` : sql``}
    ),
    view_counts as (
      select period, ${pointOf('viewed_at')} as start, count(*)::int as page_views
      from period_views group by 1, 2
    ),
    session_counts as (
      select period, ${pointOf('started_at')} as start, count(*)::int as sessions
      from sessions group by 1, 2
    ),
    counted as (
      select points.period, points.rank, points.start,
        coalesce(view_counts.page_views, 0) as page_views, coalesce(session_counts.sessions, 0) as sessions
      from points
      left join view_counts using (period, start)
      left join session_counts using (period, start)
    )
    select asked.start::text as start, asked.page_views, asked.sessions,
      earlier.page_views as previous_page_views, earlier.sessions as previous_sessions
    from counted asked
    left join counted earlier on earlier.period = ${periodSql(PREVIOUS)} and earlier.rank = asked.rank
    where asked.period = ${periodSql(CURRENT)}
    order by asked.rank`,
  );
  return { unit, points: rows };
}
