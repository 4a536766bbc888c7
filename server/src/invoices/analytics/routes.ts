import { financeAnalyticsEndpoints } from '@/api/contract/finance-analytics';
import { handlersFor } from '@server/src/http/endpoints';
import { financeAgeing } from './ageing';
import { financeCash } from './cash';
import { financeCurrencies } from './currencies';
import { financeOverdue } from './overdue';
import { financeSummary } from './summary';

/** The finance dashboard's widgets over invoices, payments and subscriptions, one endpoint each. */
export function financeAnalyticsHandlers() {
  return handlersFor(financeAnalyticsEndpoints, {
    currencies: ({ db }) => financeCurrencies(db),
    summary: ({ db, query }) => financeSummary(db, query),
    cash: ({ db, query }) => financeCash(db, query),
    ageing: ({ db, query }) => financeAgeing(db, query),
    overdue: ({ db, query }) => financeOverdue(db, query),
  });
}
