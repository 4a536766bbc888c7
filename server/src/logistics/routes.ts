import { logisticsAnalyticsEndpoints } from '@/api/contract/logistics-analytics';
import { handlersFor } from '@server/src/http/endpoints';
import { logisticsChannels } from './channels';
import { logisticsCountries } from './countries';
import { logisticsOnboarding } from './onboarding';
import { logisticsTasks } from './tasks';

/** The logistics dashboard's widgets, one endpoint each, over every client business (the agency's managers read them). */
export function logisticsAnalyticsHandlers() {
  return handlersFor(logisticsAnalyticsEndpoints, {
    onboarding: ({ db, query }) => logisticsOnboarding(db, query),
    tasks: ({ db, user, query }) => logisticsTasks(db, user, query),
    countries: ({ db, query }) => logisticsCountries(db, query),
    channels: ({ db, query }) => logisticsChannels(db, query),
  });
}
