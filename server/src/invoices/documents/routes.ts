import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invoiceEndpoints, type BulkSendResult } from '@/api/contract/invoices';
import type { SiteLanguage } from '@/api/contract/site-values';
import { handlersFor } from '@server/src/http/endpoints';
import { HttpError } from '@server/src/http/http-errors';
import { reachInvoice } from '@server/src/invoices/reach';
import { invoiceView } from '@server/src/invoices/records/invoice-view';
import { sendInvoicePdf, sendInvoicesZip } from './downloads';
import { remindInvoice } from './remind';
import { sendInvoice } from './send';

/** The language of the invoice's names in the answer: `?lang=es` as the invoice endpoint takes it, else English. */
const answerLanguage = (request: FastifyRequest): SiteLanguage =>
  (request.query as { lang?: unknown } | undefined)?.lang === 'es' ? 'es' : 'en';

/** Sending: the PDF stored once, the e-mails with it, reminders, and the PDFs to download. */
export function documentHandlers(app: FastifyInstance) {
  return handlersFor(invoiceEndpoints, {
    sendInvoice: async ({ db, user, params, request }) => {
      await sendInvoice(app, user, params.id, request);
      return invoiceView(db, params.id, user, answerLanguage(request));
    },
    sendInvoices: async ({ user, body, request }) => {
      const result: BulkSendResult = { sent: [], skipped: [] };
      for (const id of new Set(body.ids)) {
        try {
          await sendInvoice(app, user, id, request);
          result.sent.push(id);
        } catch (error) {
          if (!(error instanceof HttpError) || ![404, 409].includes(error.statusCode)) throw error;
          result.skipped.push({ id, code: error.code });
        }
      }
      return result;
    },
    remindInvoice: async ({ db, user, params, request }) => {
      await remindInvoice(app, user, params.id, request);
      return invoiceView(db, params.id, user, answerLanguage(request));
    },
    invoicePdf: async ({ db, user, params, reply }) => sendInvoicePdf(app, reply, await reachInvoice(db, user, params.id)),
    invoicePdfs: async ({ query, reply }) => sendInvoicesZip(app, reply, query.ids),
  });
}
