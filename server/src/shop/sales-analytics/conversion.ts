import { sql } from 'drizzle-orm';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { SalesConversion } from '@/api/contract/sales-analytics';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';
import { CURRENT, periodSql, PREVIOUS, withSessions } from '@server/src/site-analytics/sessions';
import { inCurrent, inEither, inPrevious, withBounds } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';

interface ConversionRow {
  sessions: number;
  previous_sessions: number;
  checkouts: number;
  previous_checkouts: number;
  paid_checkouts: number;
  previous_paid_checkouts: number;
}

/**
 * The public site's sessions in the period and the orders placed at the shop's checkout in it (any
 * currency, any status; renewals, changes of plan and invoice payments are no visitor's decision),
 * of those the paid ones, and the paid checkouts per session; the same of the period before when
 * compared. The sessions are the site analytics' own (withSessions, counted as its summary counts
 * them), so both dashboards show one number.
 */
export async function salesConversion(db: Db, period: DashboardPeriod): Promise<SalesConversion> {
  const createdAt = orders.createdAt;
  const paid = sql`${orders.status} = 'paid'`;
  const [row] = await rowsOf<ConversionRow>(
    db,
    sql`${withBounds(period)},
    checkouts as (
      select count(*) filter (where ${inCurrent(createdAt)})::int as checkouts,
        count(*) filter (where ${inPrevious(createdAt)})::int as previous_checkouts,
        count(*) filter (where ${inCurrent(createdAt)} and ${paid})::int as paid_checkouts,
        count(*) filter (where ${inPrevious(createdAt)} and ${paid})::int as previous_paid_checkouts
      from ${orders}, bounds
      where ${orders.reason} = 'checkout' and ${inEither(createdAt)}
    ),
    visits as (${withSessions(period)}
      select count(*) filter (where period = ${periodSql(CURRENT)})::int as sessions,
        count(*) filter (where period = ${periodSql(PREVIOUS)})::int as previous_sessions
      from sessions
    )
    select * from checkouts, visits`,
  );
  const read = row!;
  const rate = (paidCheckouts: number, sessions: number) => (sessions === 0 ? null : paidCheckouts / sessions);
  const compared = (value: number | null, previous: number | null) => ({ value, previous: period.compare ? previous : null });
  return {
    sessions: compared(read.sessions, read.previous_sessions),
    checkouts: compared(read.checkouts, read.previous_checkouts),
    paid_checkouts: compared(read.paid_checkouts, read.previous_paid_checkouts),
    conversion_rate: compared(rate(read.paid_checkouts, read.sessions), rate(read.previous_paid_checkouts, read.previous_sessions)),
  };
}
