import { sql } from 'drizzle-orm';
import type { FinanceSummary } from '@/api/contract/finance-analytics';
import type { Db } from '@server/db/client';
import { invoicePayments, invoices, subscriptions } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import { billing, open, owed } from './money';
import { firstDayRead, type FinancePeriodAsked } from './period';

interface SummaryRow {
  cash_in: number;
  previous_cash_in: number;
  invoiced: number;
  previous_invoiced: number;
  outstanding_minor: number;
  overdue_minor: number;
  monthly_recurring_minor: number;
}

/** The subscriptions billing today: a trial, a paid one, one whose renewal failed (still owed). */
const RUNNING = sql`${subscriptions.status} in ('trialing', 'active', 'past_due')`;

/**
 * The cash received and the totals invoiced in the period (and the period before, when compared),
 * what the open invoices owe today and how much of it is overdue, and the monthly recurring
 * revenue of the subscriptions running today, all in the one currency asked.
 *
 * Recurring revenue: a monthly subscription counts its price times its quantity, a yearly one a
 * twelfth of that. A subscription cancelled at its period's end still runs (and bills) until then,
 * so it counts. The total is rounded once, half away from zero (numeric `round`), from one exact
 * division: (12 × monthly + yearly) / 12, so the twelfths never gather rounding errors.
 */
export async function financeSummary(db: Db, period: FinancePeriodAsked): Promise<FinanceSummary> {
  const { from, to, currency } = period;
  const previousFrom = firstDayRead(period);
  const paidOn = invoicePayments.paidOn;
  const issued = invoices.issueDate;
  const current = (day: typeof paidOn | typeof issued) => sql`${day} between ${from}::date and ${to}::date`;
  const previous = (day: typeof paidOn | typeof issued) => sql`${day} >= ${previousFrom}::date and ${day} < ${from}::date`;
  const lineTotal = sql`${subscriptions.unitMinor}::numeric * ${subscriptions.quantity}`;
  const [row] = await rowsOf<SummaryRow>(
    db,
    sql`
    with cash as (
      select coalesce(sum(${invoicePayments.amountMinor}) filter (where ${current(paidOn)}), 0)::float8 as cash_in,
        coalesce(sum(${invoicePayments.amountMinor}) filter (where ${previous(paidOn)}), 0)::float8 as previous_cash_in
      from ${invoicePayments}
      join ${invoices} on ${invoices.id} = ${invoicePayments.invoiceId}
      where ${invoices.currency} = ${currency} and ${paidOn} between ${previousFrom}::date and ${to}::date
    ),
    billed as (
      select coalesce(sum(${invoices.totalMinor}) filter (where ${current(issued)}), 0)::float8 as invoiced,
        coalesce(sum(${invoices.totalMinor}) filter (where ${previous(issued)}), 0)::float8 as previous_invoiced
      from ${invoices}
      where ${invoices.currency} = ${currency} and ${billing} and ${issued} between ${previousFrom}::date and ${to}::date
    ),
    owing as (
      select coalesce(sum(${owed}), 0)::float8 as outstanding_minor,
        coalesce(sum(${owed}) filter (where ${invoices.dueDate} < current_date), 0)::float8 as overdue_minor
      from ${invoices}
      where ${invoices.currency} = ${currency} and ${open}
    ),
    recurring as (
      select round((12 * coalesce(sum(${lineTotal}) filter (where ${subscriptions.interval} = 'month'), 0)
          + coalesce(sum(${lineTotal}) filter (where ${subscriptions.interval} = 'year'), 0)) / 12)::float8 as monthly_recurring_minor
      from ${subscriptions}
      where ${subscriptions.currency} = ${currency} and ${RUNNING}
    )
    select * from cash, billed, owing, recurring`,
  );
  const figures = row!;
  const compared = (value: number, previousValue: number) => ({ value, previous: period.compare ? previousValue : null });
  return {
    cash_in: compared(figures.cash_in, figures.previous_cash_in),
    invoiced: compared(figures.invoiced, figures.previous_invoiced),
    outstanding_minor: figures.outstanding_minor,
    overdue_minor: figures.overdue_minor,
    monthly_recurring_minor: figures.monthly_recurring_minor,
  };
}
