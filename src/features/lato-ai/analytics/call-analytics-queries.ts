import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import { callAnalyticsEndpoints as E } from '@/api/contract/call-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';

/** Which numbers the figures are of: one number (a client's Calls page), one business, or every one the reader sees. */
export interface CallScope {
  number?: number;
  organisation?: number;
}

const key = (...parts: unknown[]) => ['call-analytics', ...parts] as const;
/** Every call figure, for a change that moves them (an answer added to the FAQ). */
export const callAnalyticsKey = key();

// Each number's calls fall on its own days (its time zone), so the reader's time zone is not sent.
const asked = ({ from, to, compare }: DashboardPeriod, scope: CallScope) => ({ from, to, compare: compare ? 'true' : 'false', ...scope });

// A new period keeps the old figures on screen until its own arrive.
export const callSummaryQuery = (period: DashboardPeriod, scope: CallScope) =>
  queryOptions({
    queryKey: key('summary', period, scope),
    queryFn: () => callApi(E.summary, { query: asked(period, scope) }),
    placeholderData: keepPreviousData,
  });

export const callSeriesQuery = (period: DashboardPeriod, scope: CallScope) =>
  queryOptions({
    queryKey: key('series', period, scope),
    queryFn: () => callApi(E.series, { query: asked(period, scope) }),
    placeholderData: keepPreviousData,
  });

export const callHoursQuery = (period: DashboardPeriod, scope: CallScope) =>
  queryOptions({
    queryKey: key('hours', period, scope),
    queryFn: () => callApi(E.hours, { query: asked(period, scope) }),
    placeholderData: keepPreviousData,
  });

export const unansweredQuestionsQuery = (period: DashboardPeriod, scope: CallScope) =>
  queryOptions({
    queryKey: key('unanswered', period, scope),
    queryFn: () => callApi(E.unanswered, { query: { ...asked(period, scope), limit: 10 } }),
    placeholderData: keepPreviousData,
  });
