import type { Db } from '@server/db/client';
import { expenses, type ExpenseRow } from '@server/db/schema';
import { onePagePdf } from '@server/src/careers/demo-pdf';
import { filesStoredIn, multipartForm, TINY_PNG, type FormFile } from '@server/test/harness';

/*
 * What the expenses tests share: expenses straight into the database, the receipts people send
 * (made in code: a real PDF, a PNG, and things that only pretend to be one), and the form as a
 * browser sends it.
 */

export const RECEIPT_PDF = onePagePdf(['Twilio', 'Invoice TW-1', 'Total: 123.45 USD']);
/** A 1×1 PNG. */
export const RECEIPT_PNG = TINY_PNG;
/** Plain text under a PDF's name and type: its content gives it away. */
export const TEXT_AS_PDF = Buffer.from('Total: 123.45 USD\nThank you for your business.\n');

/** The record-expense form as a browser sends it: its fields, then the receipt (if any). */
export const expenseForm = (fields: Record<string, string>, receipt?: FormFile) => multipartForm(fields, { receipt });

/** The receipts in the storage (a folder in tests). */
export const storedReceipts = (filesDir: string) => filesStoredIn(filesDir, 'expenses');

let sequence = 0;

/** An expense straight into the database, in dollars with a receipt key that holds no file unless told otherwise. */
export async function insertExpense(
  db: Db,
  fields: Pick<typeof expenses.$inferInsert, 'spentOn' | 'amountMinor'> & Partial<typeof expenses.$inferInsert>,
): Promise<ExpenseRow> {
  sequence += 1;
  const [row] = await db
    .insert(expenses)
    .values({
      category: 'other',
      vendor: `Vendor ${sequence}`,
      currency: 'USD',
      receiptKey: `expenses/receipt-${sequence}`,
      receiptName: `receipt-${sequence}.pdf`,
      receiptContentType: 'application/pdf',
      receiptSize: 100,
      ...fields,
    })
    .returning();
  return row!;
}
export type { FormFile } from '@server/test/harness';
