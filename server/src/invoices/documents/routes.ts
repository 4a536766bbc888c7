import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints } from '@/api/contract/invoices';
import { handlersFor } from '@server/src/http/endpoints';

const notYet = (): never => {
  throw new Error('not built yet');
};

/** Sending: the PDF stored once, the e-mails with it, reminders, and the PDFs to download. */
export function documentHandlers(_app: FastifyInstance) {
  return handlersFor(invoiceEndpoints, {
    sendInvoice: notYet,
    sendInvoices: notYet,
    remindInvoice: notYet,
    invoicePdf: notYet,
    invoicePdfs: notYet,
  });
}
