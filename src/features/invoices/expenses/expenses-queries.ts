import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { expensesApi } from './expenses-api';

export const expenseKeys = { all: ['expenses'] as const };

/** The period's expenses in one currency with their totals: the list and the breakdown share this one read. */
export const expensesQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: [...expenseKeys.all, period, currency],
    queryFn: () => expensesApi.list(period, currency),
    placeholderData: keepPreviousData,
  });
