import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { invoiceFilterQuery, InvoiceSort } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import { invoices, organisations } from '@server/db/schema';
import { amongIds } from '@server/src/sql/among-ids';
import { containsFolded } from '@server/src/sql/search';

/*
 * The invoice list's filter and order, shared by the list, its tabs and the CSV export, so the
 * three always agree on what a filter finds.
 */

export type InvoiceFilter = z.output<typeof invoiceFilterQuery>;

/** `INV-2026-0007`, `inv-2026-7` or `2026-0007`: one invoice by its year and sequence. */
const NUMBER = /^(?:inv-?)?(\d{4})-(\d{1,9})$/i;

/** Businesses whose name holds every word of the search (case and accents aside). */
const organisationsNamed = (db: Db, words: string[]) =>
  db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(...words.map((word) => containsFolded([organisations.name], word))));

/**
 * `q`: an invoice's number, found through the unique year-and-sequence index (no business is named
 * like one, and an `or` with the name search would cost that index); else words of its
 * organisation's name (the few matching businesses first, then their invoices by index).
 */
function searchFilter(db: Db, q: string): SQL | undefined {
  const number = NUMBER.exec(q);
  if (number) return and(eq(invoices.year, Number(number[1])), eq(invoices.sequence, Number(number[2])));
  const words = q.split(/\s+/).filter(Boolean);
  return words.length === 0 ? undefined : amongIds(invoices.organisationId, organisationsNamed(db, words));
}

/** Every filter but the status tab: what the tabs count. */
export function filterWithoutStatus(db: Db, query: InvoiceFilter): SQL | undefined {
  return and(
    query.organisation !== undefined ? eq(invoices.organisationId, query.organisation) : undefined,
    query.from ? gte(invoices.issueDate, query.from) : undefined,
    query.to ? lte(invoices.issueDate, query.to) : undefined,
    query.q ? searchFilter(db, query.q) : undefined,
  );
}

/** The whole filter, the status tab included: what the list and the CSV show. */
export const invoiceFilter = (db: Db, query: InvoiceFilter): SQL | undefined =>
  and(filterWithoutStatus(db, query), query.status ? eq(invoices.status, query.status) : undefined);

/** Each order ends on the id, so pages never share or skip a row among equal values. */
export const INVOICE_ORDER = {
  '-issue_date': [desc(invoices.issueDate), desc(invoices.id)],
  issue_date: [asc(invoices.issueDate), asc(invoices.id)],
  '-due_date': [desc(invoices.dueDate), desc(invoices.id)],
  due_date: [asc(invoices.dueDate), asc(invoices.id)],
  '-total': [desc(invoices.totalMinor), desc(invoices.id)],
  total: [asc(invoices.totalMinor), asc(invoices.id)],
  // By year then sequence: the text would misorder past 9999 invoices a year.
  '-number': [desc(invoices.year), desc(invoices.sequence), desc(invoices.id)],
  number: [asc(invoices.year), asc(invoices.sequence), asc(invoices.id)],
} satisfies Record<InvoiceSort, SQL[]>;
