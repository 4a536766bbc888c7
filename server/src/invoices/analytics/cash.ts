import { sql } from 'drizzle-orm';
import type { FinanceCash } from '@/api/contract/finance-analytics';
import type { Db } from '@server/db/client';
import { invoicePayments, invoices } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { seriesPoints } from '@server/src/sql/series-points';
import { firstDayRead, type FinancePeriodAsked } from './period';

const CURRENT = sql.raw(`'current'`);
const PREVIOUS = sql.raw(`'previous'`);

/**
 * The payments received per day, week (from Monday) or month of the period (seriesUnitOf) in the
 * currency asked, every point drawn even when empty. The first point is the one holding `from`, so
 * a week's or a month's first point may start before the period (it counts the period's payments
 * only). Compared, the period before's payments are moved on by the period's length onto the same
 * points: each point carries the payments of the same days of the period before.
 */
export async function financeCash(db: Db, period: FinancePeriodAsked): Promise<FinanceCash> {
  const { unit, points, pointOf } = seriesPoints(period);
  const paidOn = invoicePayments.paidOn;
  const rows = await rowsOf<FinanceCash['points'][number]>(
    db,
    sql`
    with points as (${points}),
    received as (
      select case when ${paidOn} >= ${period.from}::date then ${CURRENT} else ${PREVIOUS} end as period,
        ${pointOf(sql`${paidOn}::timestamp`, sql`${paidOn} < ${period.from}::date`)} as start,
        sum(${invoicePayments.amountMinor})::float8 as cash_in_minor
      from ${invoicePayments}
      join ${invoices} on ${invoices.id} = ${invoicePayments.invoiceId}
      where ${invoices.currency} = ${period.currency} and ${paidOn} between ${firstDayRead(period)}::date and ${period.to}::date
      group by 1, 2
    )
    select points.start::text as start, coalesce(asked.cash_in_minor, 0) as cash_in_minor,
      ${period.compare ? sql`coalesce(earlier.cash_in_minor, 0)` : sql`null::float8`} as previous_cash_in_minor
    from points
    left join received asked on asked.period = ${CURRENT} and asked.start = points.start
    left join received earlier on earlier.period = ${PREVIOUS} and earlier.start = points.start
    order by points.rank`,
  );
  return { unit, points: rows };
}
