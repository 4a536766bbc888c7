import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { TRANSCRIPT_PAGE_SIZE, type Call, type SearchMatch, type TranscriptPage, type callsQuery } from '@/api/contract/lato-ai';
import type { Db } from '@server/db/client';
import { callLogs, calls, twilioNumbers } from '@server/db/schema';
import { heldForMember } from '@server/src/organisations/membership';
import { notFound } from '@server/src/http/http-errors';
import { linkedPageOf, pageOf } from '@server/src/sql/paging';
import { likePattern } from '@server/src/sql/search';
import { headlineParts } from './search/headline-parts';
import { hasWords, headlineOf, headlinesOf, speaksSpanish } from './search/words';

type CallRow = typeof calls.$inferSelect;
type Query = z.output<typeof callsQuery>;

export const toCallDto = (row: CallRow): Call => ({
  id: row.id,
  twilio_number: row.numberId,
  call_sid: row.callSid,
  customer_phone_number: row.customerPhoneNumber,
  direction: row.direction,
  // Until the contract lists ENDED_WITHOUT_STATUS (the web app's labels come with it), it is only the server's.
  status: row.status,
  outcome: row.outcome,
  started_at: row.startedAt.toISOString(),
  ended_at: row.endedAt?.toISOString() ?? null,
  duration_seconds: row.durationSeconds,
  summary: row.summary,
  message: row.message,
  is_test: row.isTest,
});

/** The day after a calendar date, for an end-inclusive range. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function callFilter(numberId: number, query: Query): SQL {
  const conditions: (SQL | undefined)[] = [eq(calls.numberId, numberId)];
  if (query.customer_phone_number)
    conditions.push(ilike(calls.customerPhoneNumber, likePattern(query.customer_phone_number.replace(/[\s()-]/g, ''))));
  if (query.status) conditions.push(eq(calls.status, query.status));
  if (query.direction) conditions.push(eq(calls.direction, query.direction));
  if (query.outcome) conditions.push(eq(calls.outcome, query.outcome));
  if (query.hide_tests) conditions.push(eq(calls.isTest, false));
  if (query.date_from) conditions.push(gte(calls.startedAt, new Date(`${query.date_from}T00:00:00Z`)));
  if (query.date_to) conditions.push(lt(calls.startedAt, dayAfter(query.date_to)));
  if (query.search) {
    const pattern = likePattern(query.search);
    // Or a turn of its transcript has the words. Written `id in (…)` beside the ORs: the turns are
    // found once, and each call is looked up among them.
    // Through the words' index alone: narrowed to this number's calls inside, PostgreSQL read the
    // number's turns by call and stemmed each (a busy line's search timed out in the bench).
    const spoken = sql`${calls.id} in (select ${callLogs.callId} from ${callLogs} where ${hasWords(callLogs.text, query.search)})`;
    conditions.push(or(ilike(calls.summary, pattern), ilike(calls.message, pattern), spoken));
  }
  return and(...conditions)!;
}

/** A page of a number's calls, newest first, with the filters of the calls list. */
export async function callPage(db: Db, numberId: number, query: Query) {
  const where = callFilter(numberId, query);
  return pageOf(
    db,
    () => db.$count(calls, where),
    query,
    async ({ limit, offset }) => {
      const rows = await db.select().from(calls).where(where).orderBy(desc(calls.startedAt), desc(calls.id)).limit(limit).offset(offset);
      if (!query.search) return rows.map(toCallDto);
      const found = await transcriptMatches(
        db,
        numberId,
        rows.map((row) => row.id),
        query.search,
      );
      return rows.map((row) => {
        const match = found.get(row.id);
        return match ? { ...toCallDto(row), match } : toCallDto(row);
      });
    },
  );
}

/**
 * For each of these calls whose transcript has the words, the first turn that has them, as a
 * headline. Only the page's calls are read; the headline is written for one turn per call.
 */
async function transcriptMatches(db: Db, numberId: number, callIds: number[], search: string): Promise<Map<number, SearchMatch>> {
  if (callIds.length === 0) return new Map();
  const first = db
    .selectDistinctOn([callLogs.callId], { id: callLogs.id, callId: callLogs.callId, text: callLogs.text })
    .from(callLogs)
    .where(and(inArray(callLogs.callId, callIds), hasWords(callLogs.text, search)))
    .orderBy(callLogs.callId, asc(callLogs.createdAt), asc(callLogs.id))
    .as('first_turn');
  const rows = await db
    .select({ id: first.id, callId: first.callId, ...headlinesOf(first.text, search), spanishFirst: speaksSpanish(numberId) })
    .from(first);
  return new Map(rows.map((row) => [row.callId, { id: row.id, parts: headlineParts(headlineOf(row)) }]));
}

/** A call on a number of one of the person's businesses, else 404. */
export async function ownedCall(db: Db, memberId: number, callId: number): Promise<CallRow> {
  const [row] = await db
    .select({ call: calls })
    .from(calls)
    .innerJoin(twilioNumbers, eq(twilioNumbers.id, calls.numberId))
    .where(and(eq(calls.id, callId), heldForMember(db, memberId, twilioNumbers.organisationId)))
    .limit(1);
  if (!row) throw notFound();
  return row.call;
}

/** A page of a call's transcript, in the order it was said, with links to the neighbouring pages. */
export async function transcriptPage(db: Db, call: CallRow, page: number, pageUrl: (page: number) => string): Promise<TranscriptPage> {
  const where = eq(callLogs.callId, call.id);
  return linkedPageOf(
    db,
    () => db.$count(callLogs, where),
    { page, pageSize: TRANSCRIPT_PAGE_SIZE, pageUrl },
    async ({ limit, offset }) => {
      const rows = await db
        .select()
        .from(callLogs)
        .where(where)
        .orderBy(asc(callLogs.createdAt), asc(callLogs.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        call: row.callId,
        role: row.role,
        text: row.text,
        created_at: row.createdAt.toISOString(),
        confidence: row.confidence,
      }));
    },
  );
}
