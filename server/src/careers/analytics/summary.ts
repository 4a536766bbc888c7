import { sql } from 'drizzle-orm';
import type { CareersSummary } from '@/api/contract/careers-analytics';
import type { Db } from '@server/db/client';
import { jobApplications, jobPositions } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { inCurrent, inEither, inPrevious, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';

interface SummaryRow {
  received: number;
  previous_received: number;
  hired: number;
  previous_hired: number;
  median_days_to_hire: number | null;
  previous_median_days_to_hire: number | null;
  open_positions: number;
}

/**
 * The applications received and hired in the period, the median days from receipt to hiring of
 * those hired in it (null when none), with the period before's when compared, and the positions
 * open now. One pass over the applications received or hired in either period.
 */
export async function careersSummary(db: Db, period: PeriodAsked): Promise<CareersSummary> {
  const created = jobApplications.createdAt;
  const hiredAt = jobApplications.hiredAt;
  const days = sql`(extract(epoch from ${hiredAt} - ${created}) / 86400)::float8`;
  const [row] = await rowsOf<SummaryRow>(
    db,
    sql`${withBounds(period)}
    select count(${jobApplications.id}) filter (where ${inCurrent(created)})::int as received,
      count(${jobApplications.id}) filter (where ${inPrevious(created)})::int as previous_received,
      count(${jobApplications.id}) filter (where ${inCurrent(hiredAt)})::int as hired,
      count(${jobApplications.id}) filter (where ${inPrevious(hiredAt)})::int as previous_hired,
      percentile_cont(0.5) within group (order by ${days}) filter (where ${inCurrent(hiredAt)}) as median_days_to_hire,
      percentile_cont(0.5) within group (order by ${days}) filter (where ${inPrevious(hiredAt)}) as previous_median_days_to_hire,
      (select count(*) from ${jobPositions} where ${jobPositions.status} = 'open')::int as open_positions
    from bounds
    left join ${jobApplications} on ${inEither(created)} or ${inEither(hiredAt)}`,
  );
  const figures = row!;
  const compared = (value: number | null, previous: number | null) => ({ value, previous: period.compare ? previous : null });
  return {
    received: compared(figures.received, figures.previous_received),
    hired: compared(figures.hired, figures.previous_hired),
    median_days_to_hire: compared(figures.median_days_to_hire, figures.previous_median_days_to_hire),
    open_positions: figures.open_positions,
  };
}
