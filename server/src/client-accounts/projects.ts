import { sql } from 'drizzle-orm';
import type { ClientProjects, ProjectInProgress } from '@/api/contract/client-accounts-analytics';
import type { Db } from '@server/db/client';
import { organisations, projects, tasks } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { projectsInProgress, readerToday, type Viewer } from './work';

interface ProjectRow {
  id: number | null;
  name: string;
  client_id: number | null;
  client_name: string | null;
  tasks: number;
  done: number;
  end_date: string | null;
  late: boolean;
  total: number;
}

/**
 * The projects in progress the reader sees, each with its client, its tasks (not archived) and
 * those done, its end date and whether that is before the reader's today (ending today is not late
 * yet). The soonest end date first, those without one last, then by name (byte order, the same on
 * every server) and id; at most `limit`, the total counting them all.
 */
export async function clientProjects(db: Db, viewer: Viewer, query: { time_zone: string; limit: number }): Promise<ClientProjects> {
  const rows = await rowsOf<ProjectRow>(
    db,
    // `reader` is read in every case, so a time zone PostgreSQL does not know is refused even without projects.
    sql`
    with reader as (select ${readerToday(query.time_zone)} as today),
    shown as (
      select ${projects.id} as id, ${projects.name} as name, ${projects.clientId} as client_id, ${projects.endDate} as end_date
      from ${projects} where ${projectsInProgress(db, viewer)}
    ),
    counted as (
      select ${tasks.projectId} as project_id, count(*)::int as tasks, count(*) filter (where ${tasks.status} = 'DONE')::int as done
      from ${tasks} join shown on shown.id = ${tasks.projectId}
      where not ${tasks.archived}
      group by 1
    )
    select shown.id, shown.name, ${organisations.id} as client_id, ${organisations.name} as client_name,
      coalesce(counted.tasks, 0) as tasks, coalesce(counted.done, 0) as done, shown.end_date::text as end_date,
      coalesce(shown.end_date < reader.today, false) as late, (count(shown.id) over ())::int as total
    from reader
    left join shown on true
    left join ${organisations} on ${organisations.id} = shown.client_id
    left join counted on counted.project_id = shown.id
    order by shown.end_date nulls last, shown.name collate "C", shown.id
    limit ${query.limit}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    // Without a project in progress, the one row is the reader's alone: no project.
    rows: rows.flatMap((row): ProjectInProgress[] =>
      row.id === null
        ? []
        : [
            {
              project: { id: row.id, name: row.name },
              client: row.client_id === null ? null : { id: row.client_id, name: row.client_name! },
              tasks: row.tasks,
              done: row.done,
              end_date: row.end_date,
              late: row.late,
            },
          ],
    ),
  };
}
