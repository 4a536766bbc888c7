import { sql } from 'drizzle-orm';
import type { LogisticsTasks, ProjectTasksRow } from '@/api/contract/logistics-analytics';
import type { Db } from '@server/db/client';
import type { UserRow } from '@server/db/schema';
import { visibleProjects } from '@server/src/projects/visibility';
import { projects, tasks } from '@server/db/schema';
import type { PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';

interface ProjectRow {
  id: number | null;
  name: string;
  due: number;
  done: number;
  late: number;
  total_due: number | null;
  total_done: number | null;
  total_late: number | null;
}

/**
 * Per project, its tasks (not archived) whose end date is a day of the period: how many, how many
 * are done, and how many are not and ended before the reader's today (the database's now in their
 * time zone; a task ending today is not late yet). End dates are calendar days, read as written.
 * The totals are over every project the viewer sees, those beyond `limit` too. The most late first, then the most
 * due, then by name (byte order, the same on every server) and id.
 */
export async function logisticsTasks(
  db: Db,
  viewer: Pick<UserRow, 'id' | 'role'>,
  period: PeriodAsked & { limit: number },
): Promise<LogisticsTasks> {
  // A manager who does not see every project reads only those they are a member of (visibility.ts).
  const visible = visibleProjects(db, viewer, tasks.projectId) ?? sql`true`;
  const rows = await rowsOf<ProjectRow>(
    db,
    // `reader` is read in every case, so a time zone PostgreSQL does not know is refused even without tasks.
    sql`
    with reader as (select (current_timestamp at time zone ${period.time_zone})::date as today),
    counted as (
      select ${tasks.projectId} as project_id, count(*)::int as due,
        count(*) filter (where ${tasks.status} = 'DONE')::int as done,
        count(*) filter (where ${tasks.status} <> 'DONE' and ${tasks.endDate} < reader.today)::int as late
      from ${tasks}, reader
      where not ${tasks.archived} and ${tasks.projectId} is not null and ${visible}
        and ${tasks.endDate} between ${period.from}::date and ${period.to}::date
      group by 1
    )
    select ${projects.id} as id, ${projects.name} as name, due, done, late,
      (sum(due) over ())::int as total_due, (sum(done) over ())::int as total_done, (sum(late) over ())::int as total_late
    from reader
    left join (counted join ${projects} on ${projects.id} = counted.project_id) on true
    order by late desc, due desc, ${projects.name} collate "C", ${projects.id}
    limit ${period.limit}`,
  );
  const first = rows[0];
  return {
    totals: { due: first?.total_due ?? 0, done: first?.total_done ?? 0, late: first?.total_late ?? 0 },
    // Without a task due, the one row is the reader's alone: no project.
    rows: rows.flatMap(({ id, name, due, done, late }): ProjectTasksRow[] =>
      id === null ? [] : [{ project: { id, name }, due, done, late }],
    ),
  };
}
