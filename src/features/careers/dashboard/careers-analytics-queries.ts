import { i18n } from '@lingui/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import { careersAnalyticsEndpoints as E } from '@/api/contract/careers-analytics';
import { periodQuery, type DashboardPeriod } from '@/api/contract/dashboards';

const key = (...parts: unknown[]) => ['careers-analytics', ...parts] as const;
const language = () => (i18n.locale === 'es' ? 'es' : 'en');

// A new period keeps the old figures on screen until its own arrive.
export const careersSummaryQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('summary', period),
    queryFn: () => callApi(E.summary, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const careersStagesQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('stages', period),
    queryFn: () => callApi(E.stages, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const careersWeekdaysQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('weekdays', period),
    queryFn: () => callApi(E.weekdays, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const careersPositionsQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('positions', period, language()),
    queryFn: () => callApi(E.positions, { query: { ...periodQuery(period), lang: language() } }),
    placeholderData: keepPreviousData,
  });
