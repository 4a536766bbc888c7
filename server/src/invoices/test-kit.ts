import { eq } from 'drizzle-orm';
import type { InvoiceCurrency, InvoiceStatus } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import { invoices } from '@server/db/schema';
import { insertInvoice, type NewInvoice, type NewInvoiceLine } from './issue';

/*
 * What the invoices tests share: an invoice straight into the database, through the same writing
 * code the API uses, then moved to the status a test needs (the way there is each endpoint's own
 * test's business).
 */

export const testLine = (fields: Partial<NewInvoiceLine> = {}): NewInvoiceLine => ({
  source: 'manual',
  description: 'Consulting',
  quantity: 2,
  unitMinor: 10_000,
  discountBp: 0,
  taxBp: 2_100,
  ...fields,
});

export interface TestInvoice extends Partial<Omit<NewInvoice, 'status' | 'organisationId'>> {
  organisationId: number;
  status?: InvoiceStatus;
  currency?: InvoiceCurrency;
}

/** An invoice of the organisation: a draft of two hours' consulting at 21 % unless told otherwise. */
export async function insertTestInvoice(db: Db, fields: TestInvoice, now = new Date()): Promise<typeof invoices.$inferSelect> {
  const { status = 'draft', ...rest } = fields;
  return db.transaction(async (tx) => {
    const id = await insertInvoice(
      tx,
      {
        projectId: null,
        currency: 'USD',
        language: 'en',
        issueDate: now.toISOString().slice(0, 10),
        dueDate: new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
        notes: '',
        terms: '',
        origin: 'manual',
        createdBy: null,
        lines: [testLine()],
        ...rest,
        status: status === 'paid' ? 'paid' : 'draft',
      },
      now,
    );
    if (status !== 'draft' && status !== 'paid') {
      await tx
        .update(invoices)
        .set({ status, sentAt: now, voidedAt: status === 'void' ? now : null })
        .where(eq(invoices.id, id));
    }
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
    return row!;
  });
}
