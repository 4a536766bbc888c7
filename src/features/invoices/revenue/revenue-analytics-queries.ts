import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { revenueAnalyticsEndpoints as E } from '@/api/contract/revenue-analytics';
import { moneyPeriodQuery } from '@/features/invoices/dashboard/finance-analytics-queries';

const key = (...parts: unknown[]) => ['revenue-analytics', ...parts] as const;

// A new period keeps the old figures on screen until its own arrive.
export const revenueSummaryQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('summary', period, currency),
    queryFn: () => callApi(E.summary, { query: moneyPeriodQuery(period, currency) }),
    placeholderData: keepPreviousData,
  });

export const revenueRecurringQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('recurring', period, currency),
    queryFn: () => callApi(E.recurring, { query: moneyPeriodQuery(period, currency) }),
    placeholderData: keepPreviousData,
  });

export const revenuePlansQuery = (currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('plans', currency),
    queryFn: () => callApi(E.plans, { query: { currency, limit: 10 } }),
    placeholderData: keepPreviousData,
  });

/** Every period's money events: what a change that is one (an expense recorded) makes stale. */
export const moneyEventsKey = key('money-events');

// Money events are moments: the days of the period are the reader's.
export const moneyEventsQuery = ({ from, to, time_zone }: DashboardPeriod) =>
  queryOptions({
    queryKey: [...moneyEventsKey, from, to, time_zone],
    queryFn: () => callApi(E.moneyEvents, { query: { from, to, time_zone, limit: 10 } }),
    placeholderData: keepPreviousData,
  });
