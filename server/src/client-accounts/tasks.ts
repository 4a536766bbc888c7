import { sql } from 'drizzle-orm';
import type { ClientTasks } from '@/api/contract/client-accounts-analytics';
import type { Db } from '@server/db/client';
import { tasks } from '@server/db/schema';
import { inCurrent, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { seriesPoints } from '@server/src/sql/series-points';
import { projectTasks, type Viewer } from './work';

/**
 * The project tasks the reader counts (work.ts) created and completed per day, week (from Monday)
 * or month of the period (seriesUnitOf) in the reader's time zone, every point drawn even when
 * empty. Completed is `completed_at`, which a trigger keeps (migration 0027): a task done twice
 * counts once, at its last completion.
 */
export async function clientTasks(db: Db, viewer: Viewer, period: PeriodAsked): Promise<ClientTasks> {
  const { unit, points, pointOf } = seriesPoints(period);
  const counted = projectTasks(db, viewer);
  const rows = await rowsOf<ClientTasks['points'][number]>(
    db,
    sql`${withBounds({ ...period, compare: false })},
    points as (${points}),
    work as (
      select 'created' as kind, ${tasks.createdAt} as at from ${tasks}, bounds where ${counted} and ${inCurrent(tasks.createdAt)}
      union all
      select 'done', ${tasks.completedAt} from ${tasks}, bounds where ${counted} and ${inCurrent(tasks.completedAt)}
    ),
    placed as (select kind, ${pointOf(sql`(at at time zone ${period.time_zone})`, sql`false`)} as start from work),
    tallied as (
      select start, count(*) filter (where kind = 'created')::int as created, count(*) filter (where kind = 'done')::int as done
      from placed group by start
    )
    select points.start::text as start, coalesce(created, 0) as created, coalesce(done, 0) as done
    from points
    left join tallied using (start)
    order by points.rank`,
  );
  return { unit, points: rows };
}
