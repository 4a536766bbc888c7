import { crmAnalyticsEndpoints } from '@/api/contract/crm-analytics';
import { handlersFor } from '@server/src/http/endpoints';

const notYet = () => {
  throw new Error('not built yet');
};

/** The CRM dashboard's widgets, one endpoint each, over every business's contacts and the agency's own. */
export function crmAnalyticsHandlers() {
  return handlersFor(crmAnalyticsEndpoints, {
    summary: notYet,
    channels: notYet,
    statuses: notYet,
    recent: notYet,
  });
}
