import type { FastifyInstance } from 'fastify';
import type { API } from '@/api/contract/api';
import { expensesEndpoints } from '@/api/contract/expenses';
import { handlersFor, upload, type AreaHandlers } from '@server/src/http/endpoints';
import { checkNewExpense } from './expense-input';
import { readExpenses } from './expense-reads';
import { expenseRow } from './expense-rows';
import { deleteExpense, recordExpense } from './expense-writes';
import { receiptPlace, removeReceipt, sendReceipt } from './receipt-file';

/** The agency's expenses with their receipts, for the people who run invoices (ACCESS.invoices). */
export function expensesHandlers(app: FastifyInstance): AreaHandlers<typeof API.expenses> {
  return handlersFor(expensesEndpoints, {
    expenses: ({ db, query }) => readExpenses(db, query),
    // The receipt is stored as it streams in, then checked; a refusal removes it (upload's clean-up).
    recordExpense: upload<typeof expensesEndpoints.recordExpense>({
      place: () => receiptPlace(),
      handler: async ({ db, body, files, user, request }) => {
        const receipt = await checkNewExpense(body.spent_on, files.receipt, app.clock());
        return recordExpense(db, request, user, body, receipt);
      },
    }),
    deleteExpense: async ({ db, params, request }) => {
      const deleted = await deleteExpense(db, request, params.id);
      await removeReceipt(app, deleted.receiptKey);
      return { detail: 'Expense deleted.' };
    },
    expenseReceipt: async ({ db, params, reply }) => sendReceipt(app, reply, await expenseRow(db, params.id)),
  });
}
