import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@/api/contract/shop-values';
import type { SalesStatuses } from '@/api/contract/sales-analytics';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';
import { inCurrent, withBounds } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import type { SalesPeriodAsked } from './period';

/**
 * The orders of the currency placed in the period (by `created_at`, the reader's days), per the
 * status each is in now, with their totals: every status in ORDER_STATUSES' order, none left out.
 */
export async function salesStatuses(db: Db, period: SalesPeriodAsked): Promise<SalesStatuses> {
  const counted = await rowsOf<{ status: OrderStatus; orders: number; total_minor: number }>(
    db,
    sql`${withBounds({ ...period, compare: false })}
    select ${orders.status} as status, count(*)::int as orders, sum(${orders.totalMinor})::float8 as total_minor
    from ${orders}, bounds
    where ${orders.currency} = ${period.currency} and ${inCurrent(orders.createdAt)}
    group by ${orders.status}`,
  );
  return {
    rows: ORDER_STATUSES.map((status) => {
      const row = counted.find((one) => one.status === status);
      return { status, orders: row?.orders ?? 0, total_minor: row?.total_minor ?? 0 };
    }),
  };
}
