import { eq } from 'drizzle-orm';
import type { Expense } from '@/api/contract/expenses';
import type { Db } from '@server/db/client';
import { expenses, users, type ExpenseRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';

/** An expense with the name of who recorded it (null once that person is deleted). */
export interface ExpenseWithRecorder {
  expense: ExpenseRow;
  recordedBy: string | null;
}

/** What a read selects for an expense as answered: its row and its recorder's name, in one join. */
export const expenseWithRecorder = { expense: expenses, recordedBy: users.fullName };
export const recorderJoin = eq(users.id, expenses.recordedById);

/** An expense as the contract answers it; its receipt's key stays on the server. */
export function toExpense({ expense, recordedBy }: ExpenseWithRecorder): Expense {
  return {
    id: expense.id,
    spent_on: expense.spentOn,
    category: expense.category,
    vendor: expense.vendor,
    description: expense.description,
    amount_minor: expense.amountMinor,
    currency: expense.currency,
    recorded_by: recordedBy,
    receipt: { name: expense.receiptName, content_type: expense.receiptContentType, size: expense.receiptSize },
  };
}

/** One expense's row, or 404. */
export async function expenseRow(db: Db, id: number): Promise<ExpenseRow> {
  const [row] = await db.select().from(expenses).where(eq(expenses.id, id));
  if (!row) throw notFound();
  return row;
}
