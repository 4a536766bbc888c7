import { sql } from 'drizzle-orm';
import type { OrderReason, OrderStatus } from '@/api/contract/shop-values';
import type { RecentOrder } from '@/api/contract/sales-analytics';
import type { Db } from '@server/db/client';
import { orders, organisations } from '@server/db/schema';
import { inCurrent, withBounds } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import type { SalesRankedAsked } from './period';
import { isoMoment } from './sold';

interface RecentRow {
  id: number;
  organisation_id: number;
  organisation_name: string;
  status: OrderStatus;
  reason: OrderReason;
  total_minor: number;
  created_at: Date | string;
}

/**
 * The orders of the currency placed in the period (by `created_at`, the reader's days), whatever
 * their status: the newest first, then the latest made, at most `limit`.
 */
export async function salesRecent(db: Db, period: SalesRankedAsked): Promise<RecentOrder[]> {
  const rows = await rowsOf<RecentRow>(
    db,
    sql`${withBounds({ ...period, compare: false })}
    select ${orders.id} as id, ${organisations.id} as organisation_id, ${organisations.name} as organisation_name,
      ${orders.status} as status, ${orders.reason} as reason, ${orders.totalMinor} as total_minor, ${orders.createdAt} as created_at
    from ${orders}
    join ${organisations} on ${organisations.id} = ${orders.organisationId}, bounds
    where ${orders.currency} = ${period.currency} and ${inCurrent(orders.createdAt)}
    order by ${orders.createdAt} desc, ${orders.id} desc
    limit ${period.limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    organisation: { id: row.organisation_id, name: row.organisation_name },
    status: row.status,
    reason: row.reason,
    total_minor: row.total_minor,
    created_at: isoMoment(row.created_at),
  }));
}
