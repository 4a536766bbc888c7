import { sql } from 'drizzle-orm';
import type { ProductKind } from '@/api/contract/shop-values';
import type { ProductSales } from '@/api/contract/sales-analytics';
import type { Db } from '@server/db/client';
import { orderLines, orders, products } from '@server/db/schema';
import { inCurrent, withBounds } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import type { SalesRankedAsked } from './period';
import { paidIn } from './sold';

interface ProductRow {
  id: number | null;
  name_en: string;
  name_es: string;
  kind: ProductKind;
  quantity: number;
  orders: number;
  revenue_minor: number;
}

/**
 * The products on the orders of the currency paid in the period (the reader's days): the units,
 * the paid orders with them and their lines' totals (before the order's discount or credit).
 *
 * A product still in the catalogue is one row under its current names and kind, whatever it was
 * called when ordered. A deleted one has lost its id (the lines' `product_id` is set null): its
 * lines are told apart by the English name and kind they were ordered under, and read the Spanish
 * name of the latest of them. The most revenue first, then by English name (byte order, the same on
 * every server), then by id; at most `limit`.
 */
export async function salesProducts(db: Db, period: SalesRankedAsked): Promise<ProductSales[]> {
  const rows = await rowsOf<ProductRow>(
    db,
    sql`${withBounds({ ...period, compare: false })},
    lines as (
      select ${orderLines.orderId} as order_id, ${orderLines.productId} as product_id, ${orderLines.kind} as kind,
        ${orderLines.nameEn} as name_en, ${orderLines.nameEs} as name_es, ${orderLines.quantity} as quantity,
        ${orderLines.totalMinor} as total_minor, ${orderLines.id} as line_id
      from ${orders}
      join ${orderLines} on ${orderLines.orderId} = ${orders.id}, bounds
      where ${paidIn(period.currency)} and ${inCurrent(orders.paidAt)}
    ),
    sold as (
      select product_id, case when product_id is null then name_en end as deleted_name_en,
        case when product_id is null then kind end as deleted_kind,
        (array_agg(name_es order by line_id desc))[1] as line_name_es,
        sum(quantity)::int as quantity, count(distinct order_id)::int as orders, sum(total_minor)::float8 as revenue_minor
      from lines
      group by 1, 2, 3
    )
    select ${products.id} as id, coalesce(${products.nameEn}, sold.deleted_name_en) as name_en,
      coalesce(${products.nameEs}, sold.line_name_es) as name_es, coalesce(${products.kind}, sold.deleted_kind) as kind,
      sold.quantity, sold.orders, sold.revenue_minor
    from sold
    left join ${products} on ${products.id} = sold.product_id
    -- Named in full: an expression of ORDER BY reads the tables' columns, not the answer's.
    order by sold.revenue_minor desc, coalesce(${products.nameEn}, sold.deleted_name_en) collate "C", ${products.id} nulls last,
      sold.deleted_kind
    limit ${period.limit}`,
  );
  return rows.map(({ id, name_en, name_es, kind, quantity, orders: withIt, revenue_minor }) => ({
    product: { id, name_en, name_es, kind },
    quantity,
    orders: withIt,
    revenue_minor,
  }));
}
