import { sql } from 'drizzle-orm';
import type { ClientList, ClientRow } from '@/api/contract/client-accounts-analytics';
import type { Db } from '@server/db/client';
import { contacts, invoices, organisations, projects, tasks } from '@server/db/schema';
import { open } from '@server/src/invoices/analytics/money';
import { inCurrent, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { projectsInProgress, projectTasks, type Viewer } from './work';

type Moment = Date | string;
type ClientQueryRow = Omit<ClientRow, 'organisation' | 'joined_at'> & { id: number; name: string; joined_at: Moment };

/**
 * The client businesses with any of: a project in progress the reader sees, a task of such a
 * project (any status of the project) completed in the period, an invoice open today, a contact
 * first seen in the period (its callers, texters; the reader's days). The most tasks done first,
 * then the most new leads, then by name (byte order, the same on every server) and id; at most
 * `limit`. Invoices and contacts are every business's; projects and tasks follow visibility.
 */
export async function clientList(db: Db, viewer: Viewer, period: PeriodAsked & { limit: number }): Promise<ClientList> {
  const rows = await rowsOf<ClientQueryRow>(
    db,
    sql`${withBounds({ ...period, compare: false })},
    running as (
      select ${projects.clientId} as organisation_id, count(*)::int as projects_in_progress
      from ${projects} where ${projectsInProgress(db, viewer)} and ${projects.clientId} is not null
      group by 1
    ),
    done as (
      select ${projects.clientId} as organisation_id, count(*)::int as tasks_done
      from bounds, ${tasks} join ${projects} on ${projects.id} = ${tasks.projectId}
      where ${projectTasks(db, viewer)} and ${inCurrent(tasks.completedAt)} and ${projects.clientId} is not null
      group by 1
    ),
    owing as (
      select ${invoices.organisationId} as organisation_id, count(*)::int as open_invoices
      from ${invoices} where ${open}
      group by 1
    ),
    leads as (
      select ${contacts.organisationId} as organisation_id, count(*)::int as new_leads
      from ${contacts}, bounds where ${contacts.organisationId} is not null and ${inCurrent(contacts.firstSeenAt)}
      group by 1
    )
    select ${organisations.id} as id, ${organisations.name} as name, ${organisations.createdAt} as joined_at,
      coalesce(running.projects_in_progress, 0) as projects_in_progress, coalesce(done.tasks_done, 0) as tasks_done,
      coalesce(owing.open_invoices, 0) as open_invoices, coalesce(leads.new_leads, 0) as new_leads
    from ${organisations}
    left join running on running.organisation_id = ${organisations.id}
    left join done on done.organisation_id = ${organisations.id}
    left join owing on owing.organisation_id = ${organisations.id}
    left join leads on leads.organisation_id = ${organisations.id}
    where coalesce(running.organisation_id, done.organisation_id, owing.organisation_id, leads.organisation_id) is not null
    order by tasks_done desc, new_leads desc, ${organisations.name} collate "C", ${organisations.id}
    limit ${period.limit}`,
  );
  return {
    rows: rows.map(({ id, name, joined_at, ...figures }) => ({
      organisation: { id, name },
      joined_at: new Date(joined_at).toISOString(),
      ...figures,
    })),
  };
}
