import { and, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { INVOICE_STATUSES, type InvoiceList, type invoiceListQuery, type InvoiceTab } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import { invoices } from '@server/db/schema';
import { pageOf } from '@server/src/sql/paging';
import { filterWithoutStatus, INVOICE_ORDER, invoiceFilter, type InvoiceFilter } from './invoice-filter';
import { invoiceSummaryDto, selectSummaries } from './invoice-summary';

type InvoiceListQuery = z.output<typeof invoiceListQuery>;

/**
 * The status tabs over the filter without its status: one grouped query (by status and currency,
 * through the filter's indexes) gives every tab's count and its sums per currency. The `all` tab
 * sums every status but void: a void invoice bills nothing.
 */
export async function invoiceTabs(db: Db, query: InvoiceFilter): Promise<InvoiceTab[]> {
  const groups = await db
    .select({
      status: invoices.status,
      currency: invoices.currency,
      n: count(),
      total: sql<number>`coalesce(sum(${invoices.totalMinor}), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(filterWithoutStatus(db, query))
    .groupBy(invoices.status, invoices.currency);
  const tab = (status: InvoiceTab['status'], rows: typeof groups): InvoiceTab => {
    const sums = new Map<string, number>();
    for (const row of rows) sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.total);
    return {
      status,
      count: rows.reduce((total, row) => total + row.n, 0),
      sums: [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ amount_minor: amount, currency })),
    };
  };
  const all = tab('all', groups);
  return [
    {
      ...all,
      sums: tab(
        'all',
        groups.filter((row) => row.status !== 'void'),
      ).sums,
    },
    ...INVOICE_STATUSES.map((status) =>
      tab(
        status,
        groups.filter((row) => row.status === status),
      ),
    ),
  ];
}

/**
 * A page of every organisation's invoices with the status tabs. The page's count is its tab's
 * (the tabs' query counts it), so the list reads the tabs and the page: two queries, indexed on
 * the filter and the order.
 */
export async function invoiceList(db: Db, query: InvoiceListQuery): Promise<InvoiceList> {
  const tabs = invoiceTabs(db, query);
  const countOf = () => tabs.then((all) => all.find((entry) => entry.status === (query.status ?? 'all'))?.count ?? 0);
  const page = await pageOf(db, countOf, query, ({ limit, offset }) =>
    selectSummaries(db)
      .where(invoiceFilter(db, query))
      .orderBy(...INVOICE_ORDER[query.sort])
      .limit(limit)
      .offset(offset),
  );
  return { ...page, results: page.results.map(invoiceSummaryDto), tabs: await tabs };
}

/** A business's invoices, newest first: never its drafts, which are the agency's work in progress. */
export function organisationInvoiceList(db: Db, organisationId: number, paging: { page: number; page_size: number }) {
  // Never a draft, nor a draft voided before it was sent: both were the agency's own work.
  const filter = and(eq(invoices.organisationId, organisationId), ne(invoices.status, 'draft'), isNotNull(invoices.sentAt));
  return pageOf(
    db,
    () =>
      db
        .select({ n: count() })
        .from(invoices)
        .where(filter)
        .then(([row]) => row?.n ?? 0),
    paging,
    ({ limit, offset }) =>
      selectSummaries(db).where(filter).orderBy(desc(invoices.issueDate), desc(invoices.id)).limit(limit).offset(offset),
  ).then((page) => ({ ...page, results: page.results.map(invoiceSummaryDto) }));
}
