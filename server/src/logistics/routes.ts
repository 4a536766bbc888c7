import { logisticsAnalyticsEndpoints } from '@/api/contract/logistics-analytics';
import { handlersFor } from '@server/src/http/endpoints';

/** The logistics dashboard's widgets, one endpoint each. */
export function logisticsAnalyticsHandlers() {
  return handlersFor(logisticsAnalyticsEndpoints, {
    onboarding: () => {
      throw new Error('not built yet');
    },
    tasks: () => {
      throw new Error('not built yet');
    },
    countries: () => {
      throw new Error('not built yet');
    },
    channels: () => {
      throw new Error('not built yet');
    },
  });
}
