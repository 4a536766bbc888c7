import { sql } from 'drizzle-orm';
import type { CareersWeekdays } from '@/api/contract/careers-analytics';
import type { Db } from '@server/db/client';
import { jobApplications } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { inCurrent, inEither, inPrevious, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';

/**
 * The applications received in the period on each weekday of the reader's time zone, Monday (1)
 * to Sunday (7), every weekday listed (0 when none), with the period before's when compared.
 */
export async function careersWeekdays(db: Db, period: PeriodAsked): Promise<CareersWeekdays> {
  const created = jobApplications.createdAt;
  const rows = await rowsOf<CareersWeekdays['rows'][number]>(
    db,
    sql`${withBounds(period)},
    counted as (
      select extract(isodow from ${created} at time zone ${period.time_zone})::int as weekday,
        count(*) filter (where ${inCurrent(created)})::int as applications,
        count(*) filter (where ${inPrevious(created)})::int as previous
      from bounds
      join ${jobApplications} on ${inEither(created)}
      group by 1
    )
    select day.weekday, coalesce(counted.applications, 0) as applications, coalesce(counted.previous, 0) as previous
    from bounds
    cross join generate_series(1, 7) as day(weekday)
    left join counted using (weekday)
    order by day.weekday`,
  );
  return { rows: period.compare ? rows : rows.map((row) => ({ ...row, previous: null })) };
}
