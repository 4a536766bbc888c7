import { careersAnalyticsEndpoints } from '@/api/contract/careers-analytics';
import { handlersFor } from '@server/src/http/endpoints';
import { careersPositions } from './positions';
import { careersStages } from './stages';
import { careersSummary } from './summary';
import { careersWeekdays } from './weekdays';

/** The job-management dashboard's widgets over positions and applications, one endpoint each. */
export function careersAnalyticsHandlers() {
  return handlersFor(careersAnalyticsEndpoints, {
    summary: ({ db, query }) => careersSummary(db, query),
    stages: ({ db, query }) => careersStages(db, query),
    weekdays: ({ db, query }) => careersWeekdays(db, query),
    positions: async ({ db, query }) => ({ rows: await careersPositions(db, query) }),
  });
}
