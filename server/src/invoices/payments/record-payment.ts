import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { paymentFields } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import { organisations, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import { reachInvoice } from '@server/src/invoices/reach';
import { moneyLabel } from '@server/src/shop/amount-text';
import { applyPayment } from './apply-payment';

/**
 * A payment the billing staff record (a bank transfer, a cheque…), in one transaction with the
 * invoice locked: refused (409) on an invoice that is not open or above what is left to pay
 * (apply-payment.ts), and kept in the audit log as a money event.
 */
export async function recordPayment(
  db: Db,
  request: FastifyRequest,
  staff: UserRow,
  invoiceId: number,
  fields: z.output<typeof paymentFields>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await reachInvoice(tx, staff, invoiceId, { lock: true });
    await applyPayment(
      tx,
      invoice,
      {
        amountMinor: fields.amount_minor,
        method: fields.method,
        reference: fields.reference,
        paidOn: fields.paid_on,
        orderId: null,
        recordedBy: staff.id,
      },
      now,
    );
    const [organisation] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, invoice.organisationId));
    await recordAudit(tx, request, {
      action: 'invoice_payment_recorded',
      target: { type: 'organisation', id: invoice.organisationId, label: organisation?.name ?? null },
      details: { invoice: invoice.number, amount: moneyLabel(fields.amount_minor, invoice.currency), method: fields.method },
    });
  });
}
