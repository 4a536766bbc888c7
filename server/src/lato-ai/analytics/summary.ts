import { sql, type SQL } from 'drizzle-orm';
import type { CallSummary } from '@/api/contract/call-analytics';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/src/sql/rows-of';
import { CURRENT, PREVIOUS, withPeriodCalls, type CallPeriodAsked } from './period-calls';

const FIGURES = ['calls', 'handled', 'message_taken', 'transferred', 'missed', 'average_handle_seconds', 'after_hours_share'] as const;
type Figure = (typeof FIGURES)[number];
type SummaryRow = Record<Figure | `previous_${Figure}`, number | null>;

/** Each figure over the calls of one period (`current` or `previous`), named `prefix` + the figure. */
function figuresOf(period: SQL, prefix: string): SQL {
  const of = (condition: SQL) => sql`filter (where period = ${period} and ${condition})`;
  const name = (figure: Figure) => sql.raw(`${prefix}${figure}`);
  return sql`
    count(*) ${of(sql`true`)}::int as ${name('calls')},
    count(*) ${of(sql`outcome = 'handled'`)}::int as ${name('handled')},
    count(*) ${of(sql`outcome = 'message_taken'`)}::int as ${name('message_taken')},
    count(*) ${of(sql`outcome = 'transferred'`)}::int as ${name('transferred')},
    count(*) ${of(sql`outcome = 'missed'`)}::int as ${name('missed')},
    avg(duration_seconds) ${of(sql`ended_at is not null and outcome is distinct from 'missed'`)}::float8 as ${name('average_handle_seconds')},
    (count(*) ${of(sql`after_hours`)})::float8 / nullif(count(*) ${of(sql`true`)}, 0) as ${name('after_hours_share')}`;
}

/**
 * The period's calls, by how they ended, the average time on the line of those ended and not
 * missed (null without any), and the share that started outside business hours (null without
 * calls), with the period before's when compared.
 */
export async function callSummary(db: Db, period: CallPeriodAsked, scope: SQL): Promise<CallSummary> {
  const [row] = await rowsOf<SummaryRow>(
    db,
    sql`${withPeriodCalls(period, scope)}
    select ${figuresOf(CURRENT, '')}, ${figuresOf(PREVIOUS, 'previous_')}
    from period_calls`,
  );
  const figures = row!;
  const entries = FIGURES.map((figure) => [
    figure,
    { value: figures[figure], previous: period.compare ? figures[`previous_${figure}`] : null },
  ]);
  return Object.fromEntries(entries) as CallSummary;
}
