import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import { periodQuery, type DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { salesAnalyticsEndpoints as E } from '@/api/contract/sales-analytics';

const key = (...parts: unknown[]) => ['sales-analytics', ...parts] as const;

/** How many rows a ranked card shows. */
const ROWS = 10;

const asked = (period: DashboardPeriod, currency: InvoiceCurrency) => ({ ...periodQuery(period), currency });

/** The currencies sold in, the most first: the pages' first is the default. */
export const salesCurrenciesQuery = queryOptions({ queryKey: key('currencies'), queryFn: () => callApi(E.currencies, {}) });

// A new period keeps the old figures on screen until its own arrive.
export const salesSummaryQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('summary', period, currency),
    queryFn: () => callApi(E.summary, { query: asked(period, currency) }),
    placeholderData: keepPreviousData,
  });

export const salesSeriesQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('series', period, currency),
    queryFn: () => callApi(E.series, { query: asked(period, currency) }),
    placeholderData: keepPreviousData,
  });

export const salesStatusesQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('statuses', period, currency),
    queryFn: () => callApi(E.statuses, { query: asked(period, currency) }),
    placeholderData: keepPreviousData,
  });

export const salesProductsQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('products', period, currency),
    queryFn: () => callApi(E.products, { query: { ...asked(period, currency), limit: ROWS } }),
    placeholderData: keepPreviousData,
  });

export const salesCustomersQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('customers', period, currency),
    queryFn: () => callApi(E.customers, { query: { ...asked(period, currency), limit: ROWS } }),
    placeholderData: keepPreviousData,
  });

export const salesRecentQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: key('recent', period, currency),
    queryFn: () => callApi(E.recent, { query: { ...asked(period, currency), limit: ROWS } }),
    placeholderData: keepPreviousData,
  });

// Sessions and checkouts are counts: no currency.
export const salesConversionQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: key('conversion', period),
    queryFn: () => callApi(E.conversion, { query: periodQuery(period) }),
    placeholderData: keepPreviousData,
  });
