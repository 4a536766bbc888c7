import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { financeCurrenciesQuery } from '@/features/invoices/dashboard/finance-analytics-queries';
import { moneyEventsKey } from '@/features/invoices/revenue/revenue-analytics-queries';
import { expensesApi } from './expenses-api';

export const expenseKeys = { all: ['expenses'] as const };

/** The period's expenses in one currency with their totals: the list and the breakdown share this one read. */
export const expensesQuery = (period: DashboardPeriod, currency: InvoiceCurrency) =>
  queryOptions({
    queryKey: [...expenseKeys.all, period, currency],
    queryFn: () => expensesApi.list(period, currency),
    placeholderData: keepPreviousData,
  });

/**
 * What an expense recorded or deleted changes: the expenses, the money events (it is one), and the
 * currencies the dashboards offer (its currency may be new, or gone with it).
 */
export const afterExpenseChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
    queryClient.invalidateQueries({ queryKey: moneyEventsKey }),
    queryClient.invalidateQueries({ queryKey: financeCurrenciesQuery.queryKey }),
  ]);
