import { sql } from 'drizzle-orm';
import type { SalesSummary } from '@/api/contract/sales-analytics';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';
import { inCurrent, inPrevious, withBounds } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import type { SalesPeriodAsked } from './period';
import { paidIn } from './sold';

interface SummaryRow {
  revenue: number;
  previous_revenue: number;
  paid_orders: number;
  previous_paid_orders: number;
  average_order_value: number | null;
  previous_average_order_value: number | null;
  new_customers: number;
  previous_new_customers: number;
  repeat_customers: number;
  previous_repeat_customers: number;
}

/**
 * The revenue, paid orders and average order value of the period (by the moment each was paid, in
 * the reader's days) and the businesses new or back in it; the same of the period before when
 * compared. One statement over every paid order of the currency up to the period's end, since a
 * business's first order may be older than either period.
 *
 * - The average is the revenue over the paid orders, rounded once to a whole minor unit (half away
 *   from zero, numeric `round`); null without a paid order.
 * - New: the business's first paid order ever (in this currency) was paid in the period.
 * - Repeat: the business paid an order in the period and had paid another before it, earlier in
 *   the period or before: it has paid two orders or more by the period's end, one of them in it.
 *   (Two paid at the very same moment count as one after the other.) A business whose first and
 *   second orders are both in the period is new and repeat.
 */
export async function salesSummary(db: Db, period: SalesPeriodAsked): Promise<SalesSummary> {
  const paidAt = sql`paid_at`;
  const figures = (prefix: '' | 'previous_', within: typeof inCurrent) => {
    const name = (figure: string) => sql.raw(`${prefix}${figure}`);
    return sql`coalesce(sum(total_minor) filter (where ${within(paidAt)}), 0)::float8 as ${name('revenue')},
      count(*) filter (where ${within(paidAt)})::int as ${name('paid_orders')},
      round(sum(total_minor) filter (where ${within(paidAt)})::numeric
        / nullif(count(*) filter (where ${within(paidAt)}), 0))::float8 as ${name('average_order_value')}`;
  };
  const [row] = await rowsOf<SummaryRow>(
    db,
    sql`${withBounds(period)},
    paid as (
      select ${orders.organisationId} as organisation_id, ${orders.paidAt} as paid_at, ${orders.totalMinor} as total_minor
      from ${orders}, bounds
      where ${paidIn(period.currency)} and ${orders.paidAt} < bounds.current_end
    ),
    totals as (select ${figures('', inCurrent)}, ${figures('previous_', inPrevious)} from paid, bounds),
    businesses as (
      select min(paid_at) as first_paid_at,
        count(*) filter (where ${inCurrent(paidAt)}) as current_orders,
        count(*) filter (where ${inPrevious(paidAt)}) as previous_orders,
        count(*) as orders_by_end,
        count(*) filter (where paid_at < bounds.current_start) as orders_by_start
      from paid, bounds
      group by organisation_id
    ),
    customers as (
      select count(*) filter (where ${inCurrent(sql`first_paid_at`)})::int as new_customers,
        count(*) filter (where ${inPrevious(sql`first_paid_at`)})::int as previous_new_customers,
        count(*) filter (where current_orders > 0 and orders_by_end >= 2)::int as repeat_customers,
        count(*) filter (where previous_orders > 0 and orders_by_start >= 2)::int as previous_repeat_customers
      from businesses, bounds
    )
    select * from totals, customers`,
  );
  const read = row!;
  const compared = (figure: Exclude<keyof SummaryRow, `previous_${string}`>) => ({
    value: read[figure],
    previous: period.compare ? read[`previous_${figure}`] : null,
  });
  return {
    revenue: compared('revenue'),
    paid_orders: compared('paid_orders'),
    average_order_value: compared('average_order_value'),
    new_customers: compared('new_customers'),
    repeat_customers: compared('repeat_customers'),
  };
}
