import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints } from '@/api/contract/invoices';
import { handlersFor } from '@server/src/http/endpoints';
import { invoiceView } from '@server/src/invoices/records/invoice-view';
import { payInvoice } from './pay-invoice';
import { recordPayment } from './record-payment';

/** Payments against an invoice: recorded by staff, or paid by an owner through the payment provider. */
export function invoicePaymentHandlers(app: FastifyInstance) {
  return handlersFor(invoiceEndpoints, {
    recordPayment: async ({ db, user, params, body, request }) => {
      await recordPayment(db, request, user, params.id, body, app.clock());
      return invoiceView(db, params.id, user, 'en');
    },
    payInvoice: ({ user, params, body, request }) =>
      payInvoice(app, request, user, { invoiceId: params.id, idempotencyKey: body.idempotency_key, lang: body.lang }),
  });
}
