import { sql } from 'drizzle-orm';
import type { CustomerSales } from '@/api/contract/sales-analytics';
import type { Db } from '@server/db/client';
import { orders, organisations } from '@server/db/schema';
import { inCurrent, withBounds } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import type { SalesRankedAsked } from './period';
import { isoMoment, paidIn } from './sold';

interface CustomerRow {
  id: number;
  name: string;
  paid_orders: number;
  revenue_minor: number;
  first_paid_at: Date | string;
  new: boolean;
}

/**
 * The businesses that paid orders of the currency in the period (the reader's days): how many and
 * their totals, when they paid their first order ever in this currency, and whether that was in
 * the period (new). The most revenue first, then by name (byte order) and id; at most `limit`.
 */
export async function salesCustomers(db: Db, period: SalesRankedAsked): Promise<CustomerSales[]> {
  const rows = await rowsOf<CustomerRow>(
    db,
    sql`${withBounds({ ...period, compare: false })},
    paying as (
      select distinct ${orders.organisationId} as organisation_id
      from ${orders}, bounds
      where ${paidIn(period.currency)} and ${inCurrent(orders.paidAt)}
    ),
    businesses as (
      select ${orders.organisationId} as organisation_id, count(*) filter (where ${inCurrent(orders.paidAt)})::int as paid_orders,
        coalesce(sum(${orders.totalMinor}) filter (where ${inCurrent(orders.paidAt)}), 0)::float8 as revenue_minor,
        min(${orders.paidAt}) as first_paid_at
      from ${orders}
      join paying on paying.organisation_id = ${orders.organisationId}, bounds
      where ${paidIn(period.currency)} and ${orders.paidAt} < bounds.current_end
      group by ${orders.organisationId}
    )
    select ${organisations.id} as id, ${organisations.name} as name, paid_orders, revenue_minor, first_paid_at,
      ${inCurrent(sql`first_paid_at`)} as new
    from businesses
    join ${organisations} on ${organisations.id} = businesses.organisation_id, bounds
    order by revenue_minor desc, ${organisations.name} collate "C", ${organisations.id}
    limit ${period.limit}`,
  );
  return rows.map((row) => ({
    organisation: { id: row.id, name: row.name },
    paid_orders: row.paid_orders,
    revenue_minor: row.revenue_minor,
    first_paid_at: isoMoment(row.first_paid_at),
    new: row.new,
  }));
}
