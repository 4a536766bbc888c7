import { i18n } from '@lingui/core';
import { callApi, downloadApi } from '@/api/client';
import { invoiceEndpoints, type InvoiceFields, type InvoiceListQuery, type PaymentFields } from '@/api/contract/invoices';
import type { SiteLanguage } from '@/api/contract/site-values';

const E = invoiceEndpoints;

/** The language the server writes an invoice's labels in for this reader (the PDF keeps the organisation's). */
export const invoiceLanguage = (): SiteLanguage => (i18n.locale === 'es' ? 'es' : 'en');
const lang = () => ({ lang: invoiceLanguage() });

/** The invoices' calls, one per endpoint. */
export const invoicesApi = {
  list: (query: InvoiceListQuery) => callApi(E.invoices, { query: { ...query, ...lang() } }),
  exportCsv: (query: Omit<InvoiceListQuery, 'page' | 'page_size'>) => downloadApi(E.exportInvoices, { query: { ...query, ...lang() } }),
  ofOrganisation: (org: number, page: number, pageSize: number) =>
    callApi(E.organisationInvoices, { params: { org }, query: { page, page_size: pageSize, ...lang() } }),
  billable: (organisation: number, project?: number) =>
    callApi(E.billable, { query: { organisation, ...(project ? { project } : {}), ...lang() } }),
  usage: (organisation: number, month: string) => callApi(E.usage, { query: { organisation, month, ...lang() } }),
  invoice: (id: number) => callApi(E.invoice, { params: { id }, query: lang() }),
  create: (body: InvoiceFields) => callApi(E.createInvoice, { body }),
  update: (id: number, body: InvoiceFields) => callApi(E.updateInvoice, { params: { id }, body }),
  send: (id: number) => callApi(E.sendInvoice, { params: { id } }),
  sendMany: (ids: number[]) => callApi(E.sendInvoices, { body: { ids } }),
  remind: (id: number) => callApi(E.remindInvoice, { params: { id } }),
  void: (id: number, reason: string) => callApi(E.voidInvoice, { params: { id }, body: { reason } }),
  recordPayment: (id: number, body: PaymentFields) => callApi(E.recordPayment, { params: { id }, body }),
  downloadPdf: (id: number) => downloadApi(E.invoicePdf, { params: { id } }),
  downloadPdfs: (ids: number[]) => downloadApi(E.invoicePdfs, { query: { ids: ids.join(',') } }),
  pay: (id: number, idempotencyKey: string) =>
    callApi(E.payInvoice, { params: { id }, body: { idempotency_key: idempotencyKey, ...lang() } }),
};
