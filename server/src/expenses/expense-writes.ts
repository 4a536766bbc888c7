import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Expense, expenseFields } from '@/api/contract/expenses';
import type { Db } from '@server/db/client';
import { expenses, type ExpenseRow, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import { notFound } from '@server/src/http/http-errors';
import { moneyLabel } from '@server/src/shop/amount-text';
import { toExpense } from './expense-rows';
import type { CheckedReceipt } from './receipt-file';

/*
 * An expense and its audit event are written in one transaction: the money log never tells of an
 * expense that was not kept, nor misses one that was.
 */

/** What the audit log keeps of an expense: its amount in its currency and its category. */
export const expenseAuditDetails = (row: ExpenseRow) => ({ amount: moneyLabel(row.amountMinor, row.currency), category: row.category });

/** A new expense with its checked receipt, recorded by `staff`. */
export async function recordExpense(
  db: Db,
  request: FastifyRequest,
  staff: Pick<UserRow, 'id' | 'fullName'>,
  fields: z.output<typeof expenseFields>,
  receipt: CheckedReceipt,
): Promise<Expense> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(expenses)
      .values({
        spentOn: fields.spent_on,
        category: fields.category,
        vendor: fields.vendor,
        description: fields.description,
        amountMinor: fields.amount_minor,
        currency: fields.currency,
        recordedById: staff.id,
        receiptKey: receipt.key,
        receiptName: receipt.name,
        receiptContentType: receipt.contentType,
        receiptSize: receipt.size,
      })
      .returning();
    await recordAudit(tx, request, {
      action: 'expense_recorded',
      target: { type: 'expense', id: inserted!.id, label: inserted!.vendor },
      details: expenseAuditDetails(inserted!),
    });
    return inserted!;
  });
  return toExpense({ expense: row, recordedBy: staff.fullName });
}

/**
 * Deletes an expense (404 when there is none) and audits it; answers the deleted row, whose receipt
 * the caller removes once this is kept. Deleting first means a storage failure can only leave a
 * stray file behind, never an expense whose receipt is gone.
 */
export function deleteExpense(db: Db, request: FastifyRequest, id: number): Promise<ExpenseRow> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(expenses).where(eq(expenses.id, id)).returning();
    if (!deleted) throw notFound();
    await recordAudit(tx, request, {
      action: 'expense_deleted',
      target: { type: 'expense', id: deleted.id, label: deleted.vendor },
      details: expenseAuditDetails(deleted),
    });
    return deleted;
  });
}
