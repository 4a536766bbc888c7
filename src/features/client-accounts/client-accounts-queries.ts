import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import { clientAccountsAnalyticsEndpoints as E } from '@/api/contract/client-accounts-analytics';
import { periodQuery, type DashboardPeriod } from '@/api/contract/dashboards';

const key = (...parts: unknown[]) => ['client-accounts-analytics', ...parts] as const;

/** How many rows a ranked card shows. */
const ROWS = 10;

// A new period keeps the old figures on screen until its own arrive.
export const clientSummaryQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('summary', period),
    queryFn: () => callApi(E.summary, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const clientInvoicesQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('invoices', period),
    queryFn: () => callApi(E.invoices, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const clientProjectsQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('projects', period),
    queryFn: () => callApi(E.projects, { query: { ...periodQuery(period), limit: ROWS } }),
    placeholderData: keepPreviousData,
  });

export const clientTasksQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('tasks', period),
    queryFn: () => callApi(E.tasks, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const clientListQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('clients', period),
    queryFn: () => callApi(E.clients, { query: { ...periodQuery(period), limit: ROWS } }),
    placeholderData: keepPreviousData,
  });
