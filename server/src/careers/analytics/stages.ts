import { sql } from 'drizzle-orm';
import type { CareersStages } from '@/api/contract/careers-analytics';
import { APPLICATION_STAGES } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { jobApplications } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { inCurrent, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';

/** Every stage, in the pipeline's order (the rank written into the statement, a number). */
const STAGES = sql.join(
  APPLICATION_STAGES.map((stage, rank) => sql`(${stage}::text, ${sql.raw(String(rank))})`),
  sql`, `,
);

/** The applications received in the period by the stage they stand in now, every stage listed (0 when none). */
export async function careersStages(db: Db, period: PeriodAsked): Promise<CareersStages> {
  const rows = await rowsOf<CareersStages['rows'][number]>(
    db,
    sql`${withBounds(period)}
    select stage.name as stage, count(${jobApplications.id})::int as applications
    from bounds
    cross join (values ${STAGES}) as stage(name, rank)
    left join ${jobApplications} on ${jobApplications.stage} = stage.name and ${inCurrent(jobApplications.createdAt)}
    group by stage.name, stage.rank
    order by stage.rank`,
  );
  return { rows };
}
