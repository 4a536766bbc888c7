import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints } from '@/api/contract/invoices';
import { handlersFor } from '@server/src/http/endpoints';

const notYet = (): never => {
  throw new Error('not built yet');
};

/** The invoices' rows: lists, one invoice, the editor's writes and what it offers to bill, voiding. */
export function recordHandlers(_app: FastifyInstance) {
  return handlersFor(invoiceEndpoints, {
    invoices: notYet,
    exportInvoices: notYet,
    organisationInvoices: notYet,
    billable: notYet,
    usage: notYet,
    invoice: notYet,
    createInvoice: notYet,
    updateInvoice: notYet,
    voidInvoice: notYet,
  });
}
