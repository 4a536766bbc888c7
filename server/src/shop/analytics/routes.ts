import { revenueAnalyticsEndpoints } from '@/api/contract/revenue-analytics';
import { handlersFor } from '@server/src/http/endpoints';
import { revenueMoneyEvents } from './money-events';
import { revenuePlans } from './plans';
import { revenueRecurring } from './recurring';
import { revenueSummary } from './summary';

/** The second finance dashboard's widgets (recurring revenue, money events), one endpoint each. */
export function revenueAnalyticsHandlers() {
  return handlersFor(revenueAnalyticsEndpoints, {
    summary: ({ db, query }) => revenueSummary(db, query),
    recurring: ({ db, query }) => revenueRecurring(db, query),
    plans: async ({ db, query }) => ({ rows: await revenuePlans(db, query) }),
    moneyEvents: async ({ db, query }) => ({ rows: await revenueMoneyEvents(db, query) }),
  });
}
