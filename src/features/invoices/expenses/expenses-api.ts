import { callApi, downloadApi } from '@/api/client';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { expensesEndpoints as E, type ExpenseFields } from '@/api/contract/expenses';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { moneyPeriodQuery } from '@/features/invoices/dashboard/finance-analytics-queries';

/** The expenses' calls, one per endpoint. */
export const expensesApi = {
  list: (period: DashboardPeriod, currency: InvoiceCurrency) =>
    callApi(E.expenses, { query: { ...moneyPeriodQuery(period, currency), limit: 50 } }),
  record: (fields: ExpenseFields, receipt: File) => callApi(E.recordExpense, { body: { ...fields, receipt } }),
  remove: (id: number) => callApi(E.deleteExpense, { params: { id } }),
  receipt: (id: number) => downloadApi(E.expenseReceipt, { params: { id } }),
};
