import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints } from '@/api/contract/invoices';
import { handlersFor } from '@server/src/http/endpoints';

const notYet = (): never => {
  throw new Error('not built yet');
};

/** Payments against an invoice: recorded by staff, or paid by an owner through the payment provider. */
export function invoicePaymentHandlers(_app: FastifyInstance) {
  return handlersFor(invoiceEndpoints, {
    recordPayment: notYet,
    payInvoice: notYet,
  });
}
