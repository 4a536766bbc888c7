import { sql } from 'drizzle-orm';
import type { FinanceCurrencies } from '@/api/contract/finance-analytics';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { Db } from '@server/db/client';
import { expenses, invoices } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { billing } from './money';

/**
 * The currencies the agency has money in: those it billed in, with how many invoices each, and
 * those it only spent in (an expense in euros with no invoice in euros is still found). The most
 * invoiced first, then the most spent in, then by code.
 */
export async function financeCurrencies(db: Db): Promise<FinanceCurrencies> {
  const rows = await rowsOf<{ currency: InvoiceCurrency; invoices: number; expenses: number }>(
    db,
    sql`
    select currency, sum(invoices)::int as invoices, sum(expenses)::int as expenses
    from (
      select ${invoices.currency} as currency, count(*) as invoices, 0 as expenses from ${invoices} where ${billing} group by 1
      union all
      select ${expenses.currency}, 0, count(*) from ${expenses} group by 1
    ) as money
    group by currency
    order by invoices desc, expenses desc, currency`,
  );
  return { rows };
}
