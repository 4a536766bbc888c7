import { eq } from 'drizzle-orm';
import { OPEN_INVOICE_STATUSES, type InvoicePaymentMethod, type InvoiceStatus } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import { invoicePayments, invoices } from '@server/db/schema';
import { recordInvoiceEvent } from '@server/src/invoices/issue';
import type { InvoiceRow } from '@server/src/invoices/reach';
import { invoiceRefusal } from '@server/src/invoices/refusals';

export interface InvoicePaymentInput {
  amountMinor: number;
  method: InvoicePaymentMethod;
  reference: string;
  paidOn: string;
  /** The provider's order that paid it. */
  orderId: number | null;
  recordedBy: number | null;
}

export const isOpen = (status: InvoiceStatus) => (OPEN_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(status);

/** What is left to pay on an invoice (never below zero). */
export const balanceOf = (invoice: Pick<InvoiceRow, 'totalMinor' | 'paidMinor'>) => Math.max(0, invoice.totalMinor - invoice.paidMinor);

/**
 * Where an invoice stands after a payment: paid once nothing is left, else partially paid, except
 * that an overdue one stays overdue until it is paid in full (its reminders still apply). A
 * provider's payment on an invoice no longer open (voided, paid meanwhile) leaves its status alone.
 */
function statusAfter(invoice: InvoiceRow, paidMinor: number): InvoiceStatus {
  if (!isOpen(invoice.status)) return invoice.status;
  if (paidMinor >= invoice.totalMinor) return 'paid';
  return invoice.status === 'overdue' ? 'overdue' : 'partially_paid';
}

/**
 * Refuses a payment a person records that the invoice cannot take: 409 `invoice_not_open` for a
 * draft, a paid or a void invoice, 409 `payment_above_balance` for more than is left to pay. The
 * provider's payments are never refused (the money is taken): the caller flags a refund instead.
 */
export function checkPayment(invoice: InvoiceRow, amountMinor: number): void {
  if (!isOpen(invoice.status))
    throw invoiceRefusal(409, 'invoice_not_open', 'Only a sent, partially paid or overdue invoice takes payments.');
  if (amountMinor > balanceOf(invoice))
    throw invoiceRefusal(409, 'payment_above_balance', 'This payment is more than is left to pay on the invoice.', 'amount_minor');
}

/**
 * A payment against an open invoice, in the caller's transaction (the invoice locked by it): the
 * payment kept, what is paid moved on, the status partially paid or paid, and the timeline told.
 * A person's payment is checked first (checkPayment); a provider's (method `provider`) is kept
 * whatever the invoice's state, since the money is already taken: the caller flags the refund.
 */
export async function applyPayment(tx: Db, invoice: InvoiceRow, payment: InvoicePaymentInput, now: Date): Promise<void> {
  if (payment.method !== 'provider') checkPayment(invoice, payment.amountMinor);
  await tx.insert(invoicePayments).values({
    invoiceId: invoice.id,
    amountMinor: payment.amountMinor,
    method: payment.method,
    reference: payment.reference,
    paidOn: payment.paidOn,
    orderId: payment.orderId,
    recordedBy: payment.recordedBy,
    createdAt: now,
  });
  const paidMinor = invoice.paidMinor + payment.amountMinor;
  const status = statusAfter(invoice, paidMinor);
  const paidInFull = status === 'paid' && invoice.status !== 'paid';
  await tx
    .update(invoices)
    .set({ paidMinor, status, ...(paidInFull ? { paidAt: now } : {}), updatedAt: now })
    .where(eq(invoices.id, invoice.id));
  await recordInvoiceEvent(tx, invoice.id, 'payment', now, { actorId: payment.recordedBy, amountMinor: payment.amountMinor });
  if (paidInFull) await recordInvoiceEvent(tx, invoice.id, 'paid', now, { actorId: payment.recordedBy });
}
