import type { FastifyInstance } from 'fastify';
import type { API } from '@/api/contract/api';
import { expensesEndpoints } from '@/api/contract/expenses';
import { handlersFor, type AreaHandlers } from '@server/src/http/endpoints';
import { notFound } from '@server/src/http/http-errors';

/** The agency's expenses with their receipts, for the people who run invoices (ACCESS.invoices). */
export function expensesHandlers(_app: FastifyInstance): AreaHandlers<typeof API.expenses> {
  return handlersFor(expensesEndpoints, {
    expenses: () => {
      throw notFound();
    },
    recordExpense: () => {
      throw notFound();
    },
    deleteExpense: () => {
      throw notFound();
    },
    expenseReceipt: () => {
      throw notFound();
    },
  });
}
