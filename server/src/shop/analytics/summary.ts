import { sql } from 'drizzle-orm';
import { addDays, previousPeriod } from '@/api/contract/dashboards';
import type { RevenueSummary } from '@/api/contract/revenue-analytics';
import type { Db } from '@server/db/client';
import { subscriptions } from '@server/db/schema';
import { rowsOf } from '@server/src/sql/rows-of';
import type { RevenuePeriodAsked } from './period';
import { endedAt, monthlyRecurring, recurringTwelfths, runsOn, utcDayAfter, utcDayStart } from './running';

/** One period's figures, as read. */
interface PeriodFigures {
  monthly_recurring: number;
  created: number;
  cancelled: number;
  running_before: number;
  churned: number;
  businesses: number;
  /** The last day's recurring revenue in twelfths of a minor unit, exact: the average per business is rounded once from it. */
  twelfths: number;
}
type SummaryRow = { [K in keyof PeriodFigures as K | `previous_${K}`]: number };

/** The figures of one period's days (the days are trusted dates from the contract). */
function periodFigures(from: string, to: string, prefix: '' | 'previous_') {
  const day = (date: string) => sql`${date}::date`;
  const start = utcDayStart(day(from));
  const end = utcDayAfter(day(to));
  const name = (figure: keyof PeriodFigures) => sql.raw(`${prefix}${figure}`);
  // The churn's base: what ran when the period began, i.e. on the day before it (one cancelled on
  // the first day ran until then, and is churn of this period).
  const runsBefore = runsOn(day(addDays(from, -1)));
  return sql`${monthlyRecurring(runsOn(day(to)))} as ${name('monthly_recurring')},
    count(*) filter (where ${subscriptions.createdAt} >= ${start} and ${subscriptions.createdAt} < ${end})::int as ${name('created')},
    count(*) filter (where ${endedAt} >= ${start} and ${endedAt} < ${end})::int as ${name('cancelled')},
    count(*) filter (where ${runsBefore})::int as ${name('running_before')},
    count(*) filter (where ${runsBefore} and ${endedAt} < ${end})::int as ${name('churned')},
    count(distinct ${subscriptions.organisationId}) filter (where ${runsOn(day(to))})::int as ${name('businesses')},
    ${recurringTwelfths(runsOn(day(to)))}::float8 as ${name('twelfths')}`;
}

/**
 * The recurring revenue of the period's last day, the subscriptions created and cancelled in it,
 * the churn rate (of those running the day before it began, the share cancelled by its end) and the recurring revenue
 * per business running a subscription on the last day, rounded to a whole minor unit; the same of
 * the period before when compared. Days are UTC's, the currency the one asked.
 */
export async function revenueSummary(db: Db, period: RevenuePeriodAsked): Promise<RevenueSummary> {
  const before = previousPeriod(period.from, period.to);
  const [row] = await rowsOf<SummaryRow>(
    db,
    sql`
    select ${periodFigures(period.from, period.to, '')}, ${periodFigures(before.from, before.to, 'previous_')}
    from ${subscriptions}
    where ${subscriptions.currency} = ${period.currency}
      and ${subscriptions.createdAt} < ${utcDayAfter(sql`${period.to}::date`)}`,
  );
  const figures = row!;
  const current = readFigures(figures, '');
  const previous = readFigures(figures, 'previous_');
  const compared = (figure: keyof ReturnType<typeof readFigures>) => ({
    value: current[figure],
    previous: period.compare ? previous[figure] : null,
  });
  return {
    monthly_recurring: compared('monthly_recurring'),
    new_subscriptions: compared('new_subscriptions'),
    cancelled_subscriptions: compared('cancelled_subscriptions'),
    churn_rate: compared('churn_rate'),
    average_per_business: compared('average_per_business'),
  };
}

/** A period's answer from its figures: a rate or an average over nothing is null. */
function readFigures(row: SummaryRow, prefix: '' | 'previous_') {
  const figure = (name: keyof PeriodFigures) => row[`${prefix}${name}`];
  const businesses = figure('businesses');
  const running = figure('running_before');
  return {
    monthly_recurring: figure('monthly_recurring'),
    new_subscriptions: figure('created'),
    cancelled_subscriptions: figure('cancelled'),
    churn_rate: running === 0 ? null : figure('churned') / running,
    average_per_business: businesses === 0 ? null : Math.round(figure('twelfths') / (12 * businesses)),
  };
}
