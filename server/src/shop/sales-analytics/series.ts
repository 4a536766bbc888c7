import { sql } from 'drizzle-orm';
import type { SalesPoint, SalesSeries } from '@/api/contract/sales-analytics';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';
import { inCurrent, inEither, withBounds } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { seriesPoints } from '@server/src/sql/series-points';
import type { SalesPeriodAsked } from './period';
import { paidIn } from './sold';

/**
 * The revenue and the paid orders per day, week (from Monday) or month of the period
 * (seriesUnitOf), by the moment each order was paid in the reader's time zone, every point drawn
 * even when empty. Compared, the period before's orders are moved on by the period's length onto the
 * same points (none falls off), so the points' previous revenues add up to the period before's.
 */
export async function salesSeries(db: Db, period: SalesPeriodAsked): Promise<SalesSeries> {
  const { unit, points, pointOf } = seriesPoints(period);
  const paidAt = orders.paidAt;
  const rows = await rowsOf<Omit<SalesPoint, 'previous_revenue_minor'> & { previous_revenue_minor: number }>(
    db,
    sql`${withBounds(period)},
    points as (${points}),
    placed as (
      select ${orders.totalMinor} as total_minor, ${inCurrent(paidAt)} as current,
        ${pointOf(sql`(${paidAt} at time zone ${period.time_zone})`, sql`not ${inCurrent(paidAt)}`)} as start
      from ${orders}, bounds
      where ${paidIn(period.currency)} and ${inEither(paidAt)}
    ),
    counted as (
      select start, sum(total_minor) filter (where current) as revenue_minor, count(*) filter (where current) as paid_orders,
        sum(total_minor) filter (where not current) as previous_revenue_minor
      from placed group by start
    )
    select points.start::text as start, coalesce(revenue_minor, 0)::float8 as revenue_minor,
      coalesce(paid_orders, 0)::int as paid_orders, coalesce(previous_revenue_minor, 0)::float8 as previous_revenue_minor
    from points
    left join counted using (start)
    order by points.rank`,
  );
  return {
    unit,
    points: rows.map((point) => ({ ...point, previous_revenue_minor: period.compare ? point.previous_revenue_minor : null })),
  };
}
