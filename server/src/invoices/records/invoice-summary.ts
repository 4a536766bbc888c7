import { eq } from 'drizzle-orm';
import type { InvoiceSummary } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import { invoices, organisations, projects } from '@server/db/schema';
import type { InvoiceRow } from '@server/src/invoices/reach';

/*
 * An invoice as lists show it: the row with its organisation's and project's names. The same
 * columns serve the staff's list, a business's list, the CSV and one invoice's page.
 */

/** The select shape: the invoice, its organisation, its project (null when it bills none). */
export const summaryColumns = {
  invoice: invoices,
  organisation: { id: organisations.id, name: organisations.name },
  project: { id: projects.id, name: projects.name },
};

export interface SummaryRow {
  invoice: InvoiceRow;
  organisation: { id: number; name: string };
  project: { id: number; name: string } | null;
}

/** What is left to pay: nothing on a void invoice, which bills nothing. */
export const balanceOf = (invoice: Pick<InvoiceRow, 'status' | 'totalMinor' | 'paidMinor'>) =>
  invoice.status === 'void' ? 0 : Math.max(0, invoice.totalMinor - invoice.paidMinor);

export function invoiceSummaryDto({ invoice, organisation, project }: SummaryRow): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    organisation,
    project,
    status: invoice.status,
    origin: invoice.origin,
    currency: invoice.currency,
    issue_date: invoice.issueDate,
    due_date: invoice.dueDate,
    total_minor: invoice.totalMinor,
    balance_minor: balanceOf(invoice),
  };
}

/** Invoices with their organisation and project, for the caller's filter, order and window. */
export const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(organisations, eq(organisations.id, invoices.organisationId))
    .leftJoin(projects, eq(projects.id, invoices.projectId));
