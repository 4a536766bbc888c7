import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderLines, orders } from '@server/db/schema';

/** What a product sold in one currency: paid units, and what was received for them. */
export interface CurrencyRevenue {
  currency: string;
  units: number;
  amountMinor: number;
}

/**
 * A product's paid units and revenue per currency. Revenue is what the orders brought in, not the
 * lines' list totals: an order's total (after its coupon, or a change of plan's credit) is shared
 * among its lines in proportion to their totals, in exact integer arithmetic, each line's share
 * rounded down and the minor units left over going one each to the lines with the largest
 * remainders (the first line first on a tie), so an order's shares add up to its total exactly.
 */
export async function revenueOf(db: Db, productId: number): Promise<CurrencyRevenue[]> {
  // Both drivers (node-postgres, PGlite) answer `rows`; a sum of bigints is numeric (hence the casts
  // back, for integer division), and comes back as text.
  const result = (await db.execute(sql`
    with sold as (
      select distinct ${orderLines.orderId} as order_id
      from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
      where ${orderLines.productId} = ${productId} and ${orders.status} = 'paid'
    ),
    weighed as (
      select ${orderLines.id} as id, ${orderLines.orderId} as order_id, ${orderLines.productId} as product_id,
        ${orderLines.quantity} as quantity, ${orders.currency} as currency, ${orders.totalMinor}::bigint as order_total,
        ${orderLines.totalMinor}::bigint * ${orders.totalMinor} as weight,
        (sum(${orderLines.totalMinor}::bigint) over (partition by ${orderLines.orderId}))::bigint as lines_total
      from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
      where ${orderLines.orderId} in (select order_id from sold)
    ),
    floored as (
      select *,
        case when lines_total > 0 then weight / lines_total else 0 end as base,
        case when lines_total > 0 then weight % lines_total else 0 end as remainder
      from weighed
    ),
    shared as (
      select *,
        case when lines_total > 0 then order_total - (sum(base) over (partition by order_id))::bigint else 0 end as left_over,
        row_number() over (partition by order_id order by remainder desc, id) as place
      from floored
    )
    select currency,
      coalesce(sum(quantity), 0)::bigint as units,
      coalesce(sum(base + case when place <= left_over then 1 else 0 end), 0)::bigint as amount
    from shared
    where product_id = ${productId}
    group by currency
    order by currency
  `)) as unknown as { rows: { currency: string; units: string | number; amount: string | number }[] };
  return result.rows.map((row) => ({ currency: row.currency, units: Number(row.units), amountMinor: Number(row.amount) }));
}
