import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { SiteBreakdown } from '@/api/contract/site-analytics';
import { siteAnalyticsApi } from './site-analytics-api';

/** How often the live visitors are asked for again while the page is open. */
const LIVE_REFRESH_MS = 30_000;

export const siteAnalyticsKeys = {
  all: ['site-analytics'] as const,
};
const key = (...parts: unknown[]) => [...siteAnalyticsKeys.all, ...parts] as const;

// A new period keeps the old figures on screen until its own arrive (no card empties and refills).
export const siteSummaryQuery = (period: DashboardPeriod) =>
  queryOptions({ queryKey: key('summary', period), queryFn: () => siteAnalyticsApi.summary(period), placeholderData: keepPreviousData });

export const siteLiveQuery = () =>
  queryOptions({ queryKey: key('live'), queryFn: siteAnalyticsApi.live, refetchInterval: LIVE_REFRESH_MS });

export const siteTrafficQuery = (period: DashboardPeriod) =>
  queryOptions({ queryKey: key('traffic', period), queryFn: () => siteAnalyticsApi.traffic(period), placeholderData: keepPreviousData });

export const siteBreakdownQuery = (dimension: SiteBreakdown, period: DashboardPeriod, limit = 10) =>
  queryOptions({
    queryKey: key('breakdown', dimension, period, limit),
    queryFn: () => siteAnalyticsApi.breakdown(dimension, period, limit),
    placeholderData: keepPreviousData,
  });

export const sitePagesQuery = (period: DashboardPeriod, limit = 10) =>
  queryOptions({
    queryKey: key('pages', period, limit),
    queryFn: () => siteAnalyticsApi.pages(period, limit),
    placeholderData: keepPreviousData,
  });
