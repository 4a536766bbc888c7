import { csvText } from '@/api/contract/csv';
import type { Db } from '@server/db/client';
import { INVOICE_ORDER, invoiceFilter, type InvoiceFilter } from './invoice-filter';
import { amountText } from '@server/src/shop/amount-text';
import { balanceOf, selectSummaries, type SummaryRow } from './invoice-summary';

/** The most rows one export holds, as the audit log's export (a wider one is narrowed by its filter). */
export const INVOICE_EXPORT_MAX_ROWS = 10_000;

const HEADER = [
  'number',
  'organisation',
  'project',
  'status',
  'origin',
  'issue_date',
  'due_date',
  'currency',
  'subtotal',
  'discount',
  'tax',
  'total',
  'paid',
  'balance',
];

/** A row of the CSV: amounts as decimal text in the currency's own exponent, so a spreadsheet sums them. */
function csvRow({ invoice, organisation, project }: SummaryRow): unknown[] {
  const amount = (minor: number) => amountText(minor, invoice.currency);
  return [
    invoice.number,
    organisation.name,
    project?.name ?? '',
    invoice.status,
    invoice.origin,
    invoice.issueDate,
    invoice.dueDate,
    invoice.currency,
    amount(invoice.subtotalMinor),
    amount(invoice.discountMinor),
    amount(invoice.taxMinor),
    amount(invoice.totalMinor),
    amount(invoice.paidMinor),
    amount(balanceOf(invoice)),
  ];
}

/** The list's filter and order as CSV, at most INVOICE_EXPORT_MAX_ROWS rows; every cell defused of formulas. */
export async function invoicesCsv(db: Db, query: InvoiceFilter): Promise<string> {
  const rows = await selectSummaries(db)
    .where(invoiceFilter(db, query))
    .orderBy(...INVOICE_ORDER[query.sort])
    .limit(INVOICE_EXPORT_MAX_ROWS);
  return csvText(HEADER, rows.map(csvRow));
}
