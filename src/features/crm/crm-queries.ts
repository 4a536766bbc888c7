import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import { crmAnalyticsEndpoints as E } from '@/api/contract/crm-analytics';
import { periodQuery, type DashboardPeriod } from '@/api/contract/dashboards';

const key = (...parts: unknown[]) => ['crm-analytics', ...parts] as const;

/** How many leads the recent card shows. */
const ROWS = 10;

// A new period keeps the old figures on screen until its own arrive.
export const crmSummaryQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('summary', period),
    queryFn: () => callApi(E.summary, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const crmChannelsQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('channels', period),
    queryFn: () => callApi(E.channels, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const crmStatusesQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('statuses', period),
    queryFn: () => callApi(E.statuses, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const crmRecentQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('recent', period),
    queryFn: () => callApi(E.recent, { query: { ...periodQuery(period), limit: ROWS } }),
    placeholderData: keepPreviousData,
  });
