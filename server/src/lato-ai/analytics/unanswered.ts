import { inArray, sql, type SQL } from 'drizzle-orm';
import type { UnansweredQuestion } from '@/api/contract/call-analytics';
import type { Db } from '@server/db/client';
import { assistantSettings } from '@server/db/schema';
import { bestFaqAnswer } from '@server/src/assistant/embedded-engine';
import { rowsOf } from '@server/src/sql/rows-of';
import { CURRENT, withPeriodCalls, type CallPeriodAsked } from './period-calls';

interface AskedRow {
  question: string;
  times: number;
  last_asked_at: Date | string;
  call_id: number;
  number_id: number;
}

/** How many grouped questions are read for `limit` rows: enough that those the FAQ answers now can be left out. */
const readFor = (limit: number) => limit * 3 + 20;

/**
 * The caller's words the assistant could not answer in the period's calls: the customer's turn
 * just before each assistant turn marked unanswered. A number's questions said alike (case, spaces
 * and punctuation aside) are one row (each number's own: its FAQ is where an answer goes), with the latest wording, how many times, and the call it was last asked in; the most
 * asked first, then the latest, at most `limit`. A question the number's FAQ answers now (as the
 * assistant would find it) is left out, so adding an answer takes it off the list.
 */
export async function unansweredQuestions(db: Db, period: CallPeriodAsked & { limit: number }, scope: SQL): Promise<UnansweredQuestion[]> {
  const rows = await rowsOf<AskedRow>(
    db,
    sql`${withPeriodCalls({ ...period, compare: false }, scope)},
    asked as (
      select question.text, question.created_at, question.id, period_calls.id as call_id, period_calls.number_id,
        trim(regexp_replace(lower(question.text), '[[:space:][:punct:]]+', ' ', 'g')) as said
      from period_calls
      join call_logs answer on answer.call_id = period_calls.id and answer.unanswered
      join lateral (
        select turn.text, turn.created_at, turn.id from call_logs turn
        where turn.call_id = answer.call_id and turn.role = 'customer' and (turn.created_at, turn.id) < (answer.created_at, answer.id)
        order by turn.created_at desc, turn.id desc
        limit 1
      ) as question on true
      where period_calls.period = ${CURRENT} and trim(question.text) <> ''
    ),
    ranked as (
      select *, count(*) over (partition by number_id, said)::int as times,
        row_number() over (partition by number_id, said order by created_at desc, id desc) as latest
      from asked
    )
    select trim(text) as question, times, created_at as last_asked_at, call_id, number_id
    from ranked
    where latest = 1
    order by times desc, created_at desc, id desc
    limit ${readFor(period.limit)}`,
  );
  const numberIds = [...new Set(rows.map((row) => row.number_id))];
  const faqs = new Map(
    numberIds.length === 0
      ? []
      : (
          await db
            .select({ numberId: assistantSettings.numberId, faq: assistantSettings.faq })
            .from(assistantSettings)
            .where(inArray(assistantSettings.numberId, numberIds))
        ).map((row) => [row.numberId, row.faq]),
  );
  return rows
    .filter((row) => bestFaqAnswer(faqs.get(row.number_id) ?? [], row.question) === null)
    .slice(0, period.limit)
    .map((row) => ({ ...row, last_asked_at: new Date(row.last_asked_at).toISOString() }));
}
