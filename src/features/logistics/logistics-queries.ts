import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import { periodQuery, type DashboardPeriod } from '@/api/contract/dashboards';
import { logisticsAnalyticsEndpoints as E } from '@/api/contract/logistics-analytics';

const key = (...parts: unknown[]) => ['logistics-analytics', ...parts] as const;

/** How many rows a ranked card shows. */
const ROWS = 10;

// A new period keeps the old figures on screen until its own arrive.
export const onboardingQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('onboarding', period),
    queryFn: () => callApi(E.onboarding, { query: { ...periodQuery(period), limit: ROWS } }),
    placeholderData: keepPreviousData,
  });

export const tasksQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('tasks', period),
    queryFn: () => callApi(E.tasks, { query: { ...periodQuery(period), limit: ROWS } }),
    placeholderData: keepPreviousData,
  });

export const countriesQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('countries', period),
    queryFn: () => callApi(E.countries, { query: { ...periodQuery(period), limit: ROWS } }),
    placeholderData: keepPreviousData,
  });

export const channelsQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('channels', period),
    queryFn: () => callApi(E.channels, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });
