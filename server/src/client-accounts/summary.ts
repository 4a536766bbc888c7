import { sql } from 'drizzle-orm';
import type { ClientAccountsSummary } from '@/api/contract/client-accounts-analytics';
import type { Db } from '@server/db/client';
import { invoices, organisations, projects, subscriptions, tasks } from '@server/db/schema';
import { open } from '@server/src/invoices/analytics/money';
import { runningSubscription } from '@server/src/shop/allowance';
import { inCurrent, inEither, inPrevious, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { projectsInProgress, projectTasks, type Viewer } from './work';

interface SummaryRow {
  active_clients: number;
  new_clients: number;
  previous_new_clients: number;
  projects_in_progress: number;
  tasks_done: number;
  previous_tasks_done: number;
  open_invoices: number;
}

/**
 * The accounts at a glance, in one statement:
 * - active clients: businesses with a project in progress (any, whoever sees it: it is the
 *   agency's client either way) or a subscription running today (not cancelled: one set to end at
 *   its period's end still runs until then, as the shop counts it);
 * - new clients: businesses created in the period (the reader's days), and the period before;
 * - projects in progress and project tasks completed in the period (and before), of those the
 *   reader sees (work.ts);
 * - open invoices: sent and not yet paid in full today, every business's.
 */
export async function clientAccountsSummary(db: Db, viewer: Viewer, period: PeriodAsked): Promise<ClientAccountsSummary> {
  const [row] = await rowsOf<SummaryRow>(
    db,
    sql`${withBounds(period)},
    active as (
      select count(*)::int as active_clients from ${organisations}
      where ${organisations.id} in (
        select ${projects.clientId} from ${projects} where ${projects.status} = 'in_progress'
        union
        select ${subscriptions.organisationId} from ${subscriptions} where ${runningSubscription}
      )
    ),
    joined as (
      select count(*) filter (where ${inCurrent(organisations.createdAt)})::int as new_clients,
        count(*) filter (where ${inPrevious(organisations.createdAt)})::int as previous_new_clients
      from ${organisations}, bounds where ${inEither(organisations.createdAt)}
    ),
    running as (select count(*)::int as projects_in_progress from ${projects} where ${projectsInProgress(db, viewer)}),
    done as (
      select count(*) filter (where ${inCurrent(tasks.completedAt)})::int as tasks_done,
        count(*) filter (where ${inPrevious(tasks.completedAt)})::int as previous_tasks_done
      from ${tasks}, bounds where ${projectTasks(db, viewer)} and ${inEither(tasks.completedAt)}
    ),
    owing as (select count(*)::int as open_invoices from ${invoices} where ${open})
    select * from active, joined, running, done, owing`,
  );
  const figures = row!;
  const compared = (value: number, previous: number) => ({ value, previous: period.compare ? previous : null });
  return {
    active_clients: figures.active_clients,
    new_clients: compared(figures.new_clients, figures.previous_new_clients),
    projects_in_progress: figures.projects_in_progress,
    tasks_done: compared(figures.tasks_done, figures.previous_tasks_done),
    open_invoices: figures.open_invoices,
  };
}
