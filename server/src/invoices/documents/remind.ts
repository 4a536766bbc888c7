import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPEN_INVOICE_STATUSES, type InvoiceStatus } from '@/api/contract/invoices';
import type { UserRow } from '@server/db/schema';
import { recordInvoiceEvent } from '@server/src/invoices/issue';
import { reachInvoice } from '@server/src/invoices/reach';
import { invoiceRefusal } from '@server/src/invoices/refusals';
import { invoiceRecipients, recipientsDetail } from './recipients';
import { mailInvoice } from './send';
import { storedPdfKey } from './stored-pdf';

export const isOpen = (status: InvoiceStatus) => (OPEN_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(status);

const notOpen = () => invoiceRefusal(409, 'invoice_not_open', 'Only an invoice that is sent and not paid in full is reminded.');

/**
 * Reminds the business's owners of an open invoice: an e-mail with its stored PDF (stored now if
 * it was issued without one) and what is left to pay, and a `reminded` event on its timeline.
 * 409 `invoice_not_open` for a draft, a paid or a void invoice.
 */
export async function remindInvoice(app: FastifyInstance, actor: Pick<UserRow, 'id' | 'role'>, id: number, request: FastifyRequest | null) {
  if (!isOpen((await reachInvoice(app.db, actor, id)).status)) throw notOpen();
  const pdfKey = await storedPdfKey(app, id);
  const reminded = await app.db.transaction(async (tx) => {
    const invoice = await reachInvoice(tx, actor, id, { lock: true });
    if (!isOpen(invoice.status)) throw notOpen();
    const recipients = await invoiceRecipients(tx, invoice.organisationId);
    await recordInvoiceEvent(tx, id, 'reminded', app.clock(), { actorId: actor.id, detail: recipientsDetail(recipients) });
    return { invoice: { ...invoice, pdfKey }, recipients };
  });
  await mailInvoice(app, 'reminder', reminded.invoice, reminded.recipients, request);
}
