import type { InvoicePaymentMethod } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import type { InvoiceRow } from '@server/src/invoices/reach';

export interface InvoicePaymentInput {
  amountMinor: number;
  method: InvoicePaymentMethod;
  reference: string;
  paidOn: string;
  /** The provider's order that paid it. */
  orderId: number | null;
  recordedBy: number | null;
}

/**
 * A payment against an open invoice, in the caller's transaction (the invoice locked by it): the
 * payment kept, what is paid moved on, the status partially paid or paid, and the timeline told.
 */
export async function applyPayment(_tx: Db, _invoice: InvoiceRow, _payment: InvoicePaymentInput, _now: Date): Promise<void> {
  throw new Error('not built yet');
}
