import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { previousPeriod, type DashboardPeriod } from '@/api/contract/dashboards';

/*
 * The period a dashboard's figure is read over, as moments in the reader's time zone: from the
 * midnight its first day starts to the one after its last day (excluded). The period before (when
 * compared) ends where the period starts; not compared, it is empty, so its figures count nothing.
 */

/** The period's days and time zone, with `compare` saying whether the period before is read too. */
export type PeriodAsked = Pick<DashboardPeriod, 'from' | 'to' | 'time_zone' | 'compare'>;

/** The moment a calendar day starts in a time zone. */
export const dayStart = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;
/** The moment the day after `day` starts in a time zone: a period's end, excluded. */
export const dayAfterStart = (day: string, timeZone: string) => sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

/**
 * `with bounds as (…)`: one row of `current_start`, `current_end` and `previous_start`. A query
 * reads `bounds` in every case (even over no application), so a time zone PostgreSQL does not know
 * is always refused, and goes on with `, more as (…)` or `select …`.
 */
export function withBounds(period: PeriodAsked): SQL {
  const currentStart = dayStart(period.from, period.time_zone);
  const previousStart = period.compare ? dayStart(previousPeriod(period.from, period.to).from, period.time_zone) : currentStart;
  return sql`
    with bounds as (
      select ${currentStart} as current_start, ${dayAfterStart(period.to, period.time_zone)} as current_end,
        ${previousStart} as previous_start
    )`;
}

/** A column or an expression of a moment (timestamptz). */
type Moment = AnyColumn | SQL;

/** Whether a moment is in the period asked for. */
export const inCurrent = (moment: Moment) => sql`(${moment} >= bounds.current_start and ${moment} < bounds.current_end)`;
/** Whether a moment is in the period before (never, when not compared). */
export const inPrevious = (moment: Moment) => sql`(${moment} >= bounds.previous_start and ${moment} < bounds.current_start)`;
/** Whether a moment is in either. */
export const inEither = (moment: Moment) => sql`(${moment} >= bounds.previous_start and ${moment} < bounds.current_end)`;
