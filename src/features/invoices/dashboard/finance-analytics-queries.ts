import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { financeAnalyticsEndpoints as E } from '@/api/contract/finance-analytics';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';

const key = (...parts: unknown[]) => ['finance-analytics', ...parts] as const;

// Payments, invoices and subscriptions fall on their own (UTC) calendar days: the reader's time zone is not sent.
export const moneyPeriodQuery = ({ from, to, compare }: DashboardPeriod, currency: InvoiceCurrency) => ({
  from,
  to,
  compare: compare ? 'true' : 'false',
  currency,
});

/** The currencies the agency invoices in, the most used first: the page's first is the default. */
export const financeCurrenciesQuery = queryOptions({ queryKey: key('currencies'), queryFn: () => callApi(E.currencies, {}) });

// A new period keeps the old figures on screen until its own arrive.
export const financeSummaryQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('summary', period, currency),
    queryFn: () => callApi(E.summary, { query: moneyPeriodQuery(period, currency) }),
    placeholderData: keepPreviousData,
  });

export const financeCashQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('cash', period, currency),
    queryFn: () => callApi(E.cash, { query: moneyPeriodQuery(period, currency) }),
    placeholderData: keepPreviousData,
  });

export const financeAgeingQuery = (currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('ageing', currency),
    queryFn: () => callApi(E.ageing, { query: { currency } }),
    placeholderData: keepPreviousData,
  });

export const financeOverdueQuery = (currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('overdue', currency),
    queryFn: () => callApi(E.overdue, { query: { currency, limit: 10 } }),
    placeholderData: keepPreviousData,
  });
