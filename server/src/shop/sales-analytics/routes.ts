import { salesAnalyticsEndpoints } from '@/api/contract/sales-analytics';
import { handlersFor } from '@server/src/http/endpoints';
import { salesConversion } from './conversion';
import { salesCurrencies } from './currencies';
import { salesCustomers } from './customers';
import { salesProducts } from './products';
import { salesRecent } from './recent';
import { salesSeries } from './series';
import { salesStatuses } from './statuses';
import { salesSummary } from './summary';

/** The sales dashboards' widgets over the shop's orders, one endpoint each. */
export function salesAnalyticsHandlers() {
  return handlersFor(salesAnalyticsEndpoints, {
    currencies: ({ db }) => salesCurrencies(db),
    summary: ({ db, query }) => salesSummary(db, query),
    series: ({ db, query }) => salesSeries(db, query),
    statuses: ({ db, query }) => salesStatuses(db, query),
    products: async ({ db, query }) => ({ rows: await salesProducts(db, query) }),
    customers: async ({ db, query }) => ({ rows: await salesCustomers(db, query) }),
    recent: async ({ db, query }) => ({ rows: await salesRecent(db, query) }),
    conversion: ({ db, query }) => salesConversion(db, query),
  });
}
