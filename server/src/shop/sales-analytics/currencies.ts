import { count, desc, eq, sql } from 'drizzle-orm';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type { SalesCurrencies } from '@/api/contract/sales-analytics';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';

/** The currencies of the shop's paid orders, with how many each: the most first, then by code. */
export async function salesCurrencies(db: Db): Promise<SalesCurrencies> {
  const sold = count(orders.id);
  const rows = await db
    .select({ currency: sql<InvoiceCurrency>`${orders.currency}`, orders: sold })
    .from(orders)
    .where(eq(orders.status, 'paid'))
    .groupBy(orders.currency)
    .orderBy(desc(sold), orders.currency);
  return { rows };
}
