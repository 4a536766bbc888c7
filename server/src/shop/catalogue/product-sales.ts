import { and, count, desc, eq } from 'drizzle-orm';
import type { ProductSales } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { orderLines, orders, organisations, subscriptions } from '@server/db/schema';
import { pageOf } from '@server/src/sql/paging';
import { readTogether } from '@server/src/sql/read-together';
import { revenueOf } from './product-revenue';
import { runningSubscription } from './sales-counts';

const paidLinesOf = (productId: number) => and(eq(orderLines.productId, productId), eq(orders.status, 'paid'));

/**
 * A product's sales: units sold and revenue per currency (its paid lines' shares of their orders'
 * totals, after coupons and credits: product-revenue.ts), its running subscriptions, and one page
 * of its paid lines, newest first, with the organisation that bought each (at their list totals).
 */
export async function productSales(db: Db, productId: number, paging: { page: number; page_size: number }): Promise<ProductSales> {
  const where = paidLinesOf(productId);
  const [revenue, [running], page] = await readTogether(db, [
    () => revenueOf(db, productId),
    () =>
      db
        .select({ n: count() })
        .from(subscriptions)
        .where(and(eq(subscriptions.productId, productId), runningSubscription)),
    () =>
      pageOf(
        db,
        async () =>
          (await db.select({ n: count() }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(where))[0]!.n,
        paging,
        ({ limit, offset }) =>
          db
            .select({
              orderId: orders.id,
              organisationId: organisations.id,
              organisationName: organisations.name,
              interval: orderLines.interval,
              quantity: orderLines.quantity,
              totalMinor: orderLines.totalMinor,
              currency: orders.currency,
              paidAt: orders.paidAt,
              createdAt: orders.createdAt,
            })
            .from(orderLines)
            .innerJoin(orders, eq(orders.id, orderLines.orderId))
            .innerJoin(organisations, eq(organisations.id, orders.organisationId))
            .where(where)
            .orderBy(desc(orders.paidAt), desc(orderLines.id))
            .limit(limit)
            .offset(offset),
      ),
  ]);
  return {
    ...page,
    results: page.results.map((line) => ({
      order_id: line.orderId,
      organisation: { id: line.organisationId, name: line.organisationName },
      interval: line.interval,
      quantity: line.quantity,
      total_minor: line.totalMinor,
      currency: line.currency,
      // A paid order has its date; the order's own is the fallback for a row written by hand.
      paid_at: (line.paidAt ?? line.createdAt).toISOString(),
    })),
    units_sold: revenue.reduce((sum, row) => sum + row.units, 0),
    revenue: revenue.map((row) => ({ amount_minor: row.amountMinor, currency: row.currency })),
    active_subscriptions: running!.n,
  };
}
