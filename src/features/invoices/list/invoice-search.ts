import type { InvoiceListQuery } from '@/api/contract/invoices';

/** The list's state in the address: tab, filters, sort and page. */
export interface InvoiceSearch {
  page?: number;
}

export const parseInvoiceSearch = (search: Record<string, unknown>): InvoiceSearch => {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
};

export const invoiceListQueryOf = (search: InvoiceSearch): InvoiceListQuery => ({ page: search.page ?? 1 });
