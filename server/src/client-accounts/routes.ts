import { clientAccountsAnalyticsEndpoints } from '@/api/contract/client-accounts-analytics';
import { handlersFor } from '@server/src/http/endpoints';
import { clientList } from './clients';
import { clientInvoices } from './invoices';
import { clientProjects } from './projects';
import { clientAccountsSummary } from './summary';
import { clientTasks } from './tasks';

/** The client accounts dashboard's widgets, one endpoint each; projects and tasks follow the reader's project visibility. */
export function clientAccountsAnalyticsHandlers() {
  return handlersFor(clientAccountsAnalyticsEndpoints, {
    summary: ({ db, user, query }) => clientAccountsSummary(db, user, query),
    invoices: ({ db, query }) => clientInvoices(db, query),
    projects: ({ db, user, query }) => clientProjects(db, user, query),
    tasks: ({ db, user, query }) => clientTasks(db, user, query),
    clients: ({ db, user, query }) => clientList(db, user, query),
  });
}
