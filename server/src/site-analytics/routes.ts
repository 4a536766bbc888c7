import type { FastifyInstance } from 'fastify';
import { siteAnalyticsEndpoints } from '@/api/contract/site-analytics';
import { handlersFor } from '@server/src/http/endpoints';
import { siteBreakdown } from './breakdown';
import { siteLive } from './live';
import { sitePages } from './pages';
import { siteSummary } from './summary';
import { siteTraffic } from './traffic';

/** The analytics dashboards' widgets over the public site's page views, one endpoint each; live reads the app's clock. */
export function siteAnalyticsHandlers(app: FastifyInstance) {
  return handlersFor(siteAnalyticsEndpoints, {
    summary: ({ db, query }) => siteSummary(db, query),
    live: ({ db }) => siteLive(db, app.clock()),
    traffic: ({ db, query }) => siteTraffic(db, query),
    breakdown: ({ db, params, query }) => siteBreakdown(db, params.dimension, query),
    pages: ({ db, query }) => sitePages(db, query),
  });
}
