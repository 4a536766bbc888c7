import { INVOICE_SORTS, INVOICE_STATUSES, type InvoiceSort, type InvoiceStatus } from '@/api/contract/invoices-values';
import type { InvoiceListQuery } from '@/api/contract/invoices';
import { positiveInt, searchText } from '@/ui/search-params';

/** Newest issued first, when the address names no order. */
export const DEFAULT_INVOICE_SORT: InvoiceSort = '-issue_date';
export const INVOICES_PAGE_SIZE = 25;

/** The list's state in the address: the status tab, the search, the filters, the order and the page; only what differs from the defaults. */
export interface InvoiceSearch {
  status?: InvoiceStatus;
  q?: string;
  organisation?: number;
  /** Issued from and to, calendar days `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  sort?: InvoiceSort;
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the address leniently: a value the page does not offer is left out, never an error page. */
export function parseInvoiceSearch(query: Record<string, unknown>): InvoiceSearch {
  const status = INVOICE_STATUSES.find((known) => known === query.status);
  const q = searchText(query.q);
  const organisation = positiveInt(query.organisation);
  const from = searchText(query.from);
  const to = searchText(query.to);
  const sort = INVOICE_SORTS.find((known) => known === query.sort);
  const page = positiveInt(query.page);
  return {
    ...(status && { status }),
    ...(q && { q }),
    ...(organisation && { organisation }),
    ...(DAY.test(from) && { from }),
    ...(DAY.test(to) && { to }),
    ...(sort && sort !== DEFAULT_INVOICE_SORT && { sort }),
    ...(page && page > 1 && { page }),
  };
}

/** The filters the export takes too: the list's, without its page. */
export const invoiceFilterOf = (search: InvoiceSearch) => ({
  status: search.status,
  q: search.q,
  organisation: search.organisation,
  from: search.from,
  to: search.to,
  sort: search.sort ?? DEFAULT_INVOICE_SORT,
});

/** The list call's query for the address. */
export const invoiceListQueryOf = (search: InvoiceSearch): InvoiceListQuery => ({
  ...invoiceFilterOf(search),
  page: search.page ?? 1,
  page_size: INVOICES_PAGE_SIZE,
});

/** Whether the address narrows the list beyond its tab (an empty answer then means "nothing matches"). */
export const isFiltered = (search: InvoiceSearch) =>
  search.q !== undefined || search.organisation !== undefined || search.from !== undefined || search.to !== undefined;
