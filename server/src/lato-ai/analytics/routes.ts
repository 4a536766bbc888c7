import { callAnalyticsEndpoints } from '@/api/contract/call-analytics';
import { handlersFor } from '@server/src/http/endpoints';
import { callHours } from './hours';
import { callScope } from './scope';
import { callSeries } from './series';
import { callSummary } from './summary';
import { unansweredQuestions } from './unanswered';

/** The assistant's call figures, one endpoint per widget, each over the numbers the reader may see (404 for another's). */
export function callAnalyticsHandlers() {
  return handlersFor(callAnalyticsEndpoints, {
    summary: async ({ db, user, query }) => callSummary(db, query, await callScope(db, user, query)),
    series: async ({ db, user, query }) => callSeries(db, query, await callScope(db, user, query)),
    hours: async ({ db, user, query }) => callHours(db, query, await callScope(db, user, query)),
    unanswered: async ({ db, user, query }) => ({ rows: await unansweredQuestions(db, query, await callScope(db, user, query)) }),
  });
}
