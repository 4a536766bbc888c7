import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { revenueAnalyticsEndpoints as E } from '@/api/contract/revenue-analytics';

const key = (...parts: unknown[]) => ['revenue-analytics', ...parts] as const;

// Subscriptions run on UTC calendar days, like the finance dashboard's: the reader's time zone is not sent.
const asked = ({ from, to, compare }: DashboardPeriod, currency: InvoiceCurrency) => ({
  from,
  to,
  compare: compare ? 'true' : 'false',
  currency,
});

// A new period keeps the old figures on screen until its own arrive.
export const revenueSummaryQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('summary', period, currency),
    queryFn: () => callApi(E.summary, { query: asked(period, currency) }),
    placeholderData: keepPreviousData,
  });

export const revenueRecurringQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('recurring', period, currency),
    queryFn: () => callApi(E.recurring, { query: asked(period, currency) }),
    placeholderData: keepPreviousData,
  });

export const revenuePlansQuery = (currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('plans', currency),
    queryFn: () => callApi(E.plans, { query: { currency, limit: 10 } }),
    placeholderData: keepPreviousData,
  });

// Money events are moments: the days of the period are the reader's.
export const moneyEventsQuery = ({ from, to, time_zone }: DashboardPeriod) =>
  queryOptions({
    queryKey: key('money-events', from, to, time_zone),
    queryFn: () => callApi(E.moneyEvents, { query: { from, to, time_zone, limit: 10 } }),
    placeholderData: keepPreviousData,
  });
