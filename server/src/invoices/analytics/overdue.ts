import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { FinanceOverdue } from '@/api/contract/finance-analytics';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { Db } from '@server/db/client';
import { invoices, organisations } from '@server/db/schema';
import { daysPastDue, open, owed } from './money';

/**
 * The open invoices in the currency past their due date today (whether or not the daily job has
 * marked them overdue yet), the longest overdue first, then the largest owed, then by id.
 */
export async function financeOverdue(db: Db, query: { currency: InvoiceCurrency; limit: number }): Promise<FinanceOverdue> {
  const days = sql<number>`${daysPastDue}::int`;
  const owedMinor = sql<number>`${owed}::float8`;
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      organisation: { id: organisations.id, name: organisations.name },
      due_date: invoices.dueDate,
      days_overdue: days,
      owed_minor: owedMinor,
    })
    .from(invoices)
    .innerJoin(organisations, eq(organisations.id, invoices.organisationId))
    .where(and(eq(invoices.currency, query.currency), open, lt(invoices.dueDate, sql`current_date`)))
    .orderBy(desc(days), desc(owedMinor), asc(invoices.id))
    .limit(query.limit);
  return { rows };
}
