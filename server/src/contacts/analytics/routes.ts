import { crmAnalyticsEndpoints } from '@/api/contract/crm-analytics';
import { handlersFor } from '@server/src/http/endpoints';
import { crmChannels } from './channels';
import { crmRecent } from './recent';
import { crmStatuses } from './statuses';
import { crmSummary } from './summary';

/**
 * The CRM dashboard's widgets, one endpoint each, over every business's contacts and the agency's
 * own (the agency's managers read them).
 */
export function crmAnalyticsHandlers() {
  return handlersFor(crmAnalyticsEndpoints, {
    summary: ({ db, query }) => crmSummary(db, query),
    channels: ({ db, query }) => crmChannels(db, query),
    statuses: ({ db, query }) => crmStatuses(db, query),
    recent: ({ db, query }) => crmRecent(db, query),
  });
}
