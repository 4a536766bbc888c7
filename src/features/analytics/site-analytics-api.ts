import { callApi } from '@/api/client';
import { periodQuery, type DashboardPeriod } from '@/api/contract/dashboards';
import { siteAnalyticsEndpoints, type SiteBreakdown } from '@/api/contract/site-analytics';

const E = siteAnalyticsEndpoints;

/** The public site's traffic, one call per widget. */
export const siteAnalyticsApi = {
  summary: (period: DashboardPeriod) => callApi(E.summary, { query: periodQuery(period) }),
  live: () => callApi(E.live, {}),
  traffic: (period: DashboardPeriod) => callApi(E.traffic, { query: periodQuery(period) }),
  breakdown: (dimension: SiteBreakdown, period: DashboardPeriod, limit: number) =>
    callApi(E.breakdown, { params: { dimension }, query: { ...periodQuery(period), limit } }),
  pages: (period: DashboardPeriod, limit: number) => callApi(E.pages, { query: { ...periodQuery(period), limit } }),
};
