import { sql, type SQL } from 'drizzle-orm';
import { periodDays, seriesUnitOf, type SeriesUnit } from '@/api/contract/dashboards';

/**
 * A series' points over a period: `points(start, rank)`, every day, week (from Monday) or month
 * holding a day of it, the first the one holding `from`; and where a row falls among them. A row of
 * the period before is moved on by the period's length first, so it lands on the point of the same
 * days of the period and none falls off the end.
 */
export function seriesPoints(period: { from: string; to: string }) {
  const unit: SeriesUnit = seriesUnitOf(period.from, period.to);
  // A fixed word of SERIES_UNITS, written into the statement (date_trunc and the step read it as such).
  const unitSql = sql.raw(`'${unit}'`);
  const step = sql.raw(`interval '1 ${unit}'`);
  const shift = sql.raw(`interval '${periodDays(period.from, period.to)} days'`);
  return {
    unit,
    /** `points as (…)`'s body. */
    points: sql`select point.start::date as start, point.rank
      from generate_series(date_trunc(${unitSql}, ${period.from}::date::timestamp), ${period.to}::date::timestamp, ${step})
        with ordinality as point(start, rank)`,
    /** The point a moment (timestamp without time zone) falls on; `before`: it is of the period before. */
    pointOf: (moment: SQL, before: SQL): SQL =>
      sql`date_trunc(${unitSql}, case when ${before} then ${moment} + ${shift} else ${moment} end)::date`,
  };
}
