import { revenueAnalyticsEndpoints } from '@/api/contract/revenue-analytics';
import { handlersFor } from '@server/src/http/endpoints';

/** The second finance dashboard's widgets (recurring revenue, money events), one endpoint each. */
export function revenueAnalyticsHandlers() {
  return handlersFor(revenueAnalyticsEndpoints, {
    summary: () => {
      throw new Error('not built yet');
    },
    recurring: () => {
      throw new Error('not built yet');
    },
    plans: () => {
      throw new Error('not built yet');
    },
    moneyEvents: () => {
      throw new Error('not built yet');
    },
  });
}
