import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints } from '@/api/contract/invoices';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { UserRow } from '@server/db/schema';
import { handlersFor } from '@server/src/http/endpoints';
import { manageOrganisation, reachOrganisation } from '@server/src/organisations/membership';
import { sendInvoice } from '@server/src/invoices/documents/send';
import { reachInvoice } from '@server/src/invoices/reach';
import { invoiceRefusal } from '@server/src/invoices/refusals';
import { billableFor } from './billable';
import { invoiceList, organisationInvoiceList } from './invoice-list';
import { invoiceView } from './invoice-view';
import { isMonthOver } from './invoice-input';
import { createInvoice, updateInvoice, voidInvoice } from './invoice-writes';
import { invoicesCsv } from './invoices-csv';
import { usageOfMonth } from './usage-lines';

/** The language a write's answer is read in: the writer's own (nothing in an invoice's answer depends on it yet). */
const languageOf = (user: Pick<UserRow, 'preferredLanguage'>): SiteLanguage => (user.preferredLanguage === 'es' ? 'es' : 'en');

/** The invoices' rows: lists, one invoice, the editor's writes and what it offers to bill, voiding. */
export function recordHandlers(app: FastifyInstance) {
  return handlersFor(invoiceEndpoints, {
    invoices: ({ db, query }) => invoiceList(db, query),

    exportInvoices: async ({ db, query, reply }) => {
      const csv = await invoicesCsv(db, query);
      const day = app.clock().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },

    organisationInvoices: async ({ db, user, params, query }) => {
      await manageOrganisation(db, user, params.org);
      return organisationInvoiceList(db, params.org, query);
    },

    billable: async ({ db, user, query }) => {
      const { organisation } = await reachOrganisation(db, user, query.organisation);
      return billableFor(db, organisation, query.project, query.lang);
    },

    usage: async ({ db, user, query }) => {
      await reachOrganisation(db, user, query.organisation);
      if (!isMonthOver(query.month, app.clock()))
        throw invoiceRefusal(400, 'usage_month_open', 'This month is not over yet: its usage can be billed once it ends.', 'month');
      return usageOfMonth(db, query.organisation, query.month, query.lang);
    },

    invoice: async ({ db, user, params, query }) => {
      await reachInvoice(db, user, params.id);
      return invoiceView(db, params.id, user, query.lang);
    },

    createInvoice: async ({ db, user, body, request }) => {
      const id = await createInvoice(db, user, body, app.clock());
      // Sent once the draft is kept: a failed send leaves a draft to send again, not nothing.
      if (body.send) await sendInvoice(app, user, id, request);
      return invoiceView(db, id, user, languageOf(user));
    },

    updateInvoice: async ({ db, user, params, body, request }) => {
      await updateInvoice(db, user, params.id, body, app.clock());
      if (body.send) await sendInvoice(app, user, params.id, request);
      return invoiceView(db, params.id, user, languageOf(user));
    },

    voidInvoice: async ({ db, user, params, body, request }) => {
      await voidInvoice(db, request, user, params.id, body.reason, app.clock());
      return invoiceView(db, params.id, user, languageOf(user));
    },
  });
}
