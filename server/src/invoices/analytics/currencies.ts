import { count, desc, sql } from 'drizzle-orm';
import type { FinanceCurrencies } from '@/api/contract/finance-analytics';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { Db } from '@server/db/client';
import { invoices } from '@server/db/schema';
import { billing } from './money';

/** The currencies the agency has billed in, with how many invoices each: the most invoiced first, then by code. */
export async function financeCurrencies(db: Db): Promise<FinanceCurrencies> {
  const invoiced = count(invoices.id);
  const rows = await db
    .select({ currency: sql<InvoiceCurrency>`${invoices.currency}`, invoices: invoiced })
    .from(invoices)
    .where(billing)
    .groupBy(invoices.currency)
    .orderBy(desc(invoiced), invoices.currency);
  return { rows };
}
