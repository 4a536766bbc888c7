import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { callLogs, calls, ENDED_WITHOUT_STATUS, twilioNumbers, type StoredCallStatus } from '@server/db/schema';
import { rulesSummary, type AssistantEngine } from '@server/src/assistant';
import { settingsOf } from './settings';

type CallRow = typeof calls.$inferSelect;

/** How a call ended: its final status, when, and how long it lasted. */
export interface CallEnd {
  status: StoredCallStatus;
  endedAt: Date;
  durationSeconds: number;
}

/**
 * Everything a call that is over is written with: how it ended, what came of it, and its summary
 * in the language of its number's assistant (the business reads it, whatever language its own
 * screen is in). A call that already has an outcome or a summary keeps them.
 */
export async function endingOf(db: Db, engine: Pick<AssistantEngine, 'summarize'>, call: CallRow, end: CallEnd) {
  const turns = await db.select().from(callLogs).where(eq(callLogs.callId, call.id)).orderBy(asc(callLogs.createdAt), asc(callLogs.id));
  const spoken = turns.map((t) => ({ role: t.role, text: t.text }));
  const heard = turns.some((t) => t.role === 'customer');
  // A call closed without a status was answered (it was in progress) like a completed one.
  const answered = end.status === 'completed' || end.status === ENDED_WITHOUT_STATUS;
  const outcome = call.outcome ?? (answered && heard ? 'handled' : 'missed');
  let summary = call.summary;
  if (!summary) {
    const [number] = await db.select().from(twilioNumbers).where(eq(twilioNumbers.id, call.numberId)).limit(1);
    const settings = await settingsOf(db, number!);
    summary =
      call.message || outcome === 'transferred' || !heard
        ? rulesSummary(settings, spoken, { message: call.message, transferred: outcome === 'transferred' })
        : await engine.summarize(settings, spoken);
  }
  return { ...end, outcome, summary };
}

export type CallEnding = Awaited<ReturnType<typeof endingOf>>;

/**
 * Writes a call's ending unless it has one already: Twilio's status callback and the sweep for
 * stale calls may both end the same call, and the first one stands. Whether this one wrote it.
 */
export async function writeEnding(db: Db, callId: number, ending: CallEnding): Promise<boolean> {
  const written = await db
    .update(calls)
    .set(ending)
    .where(and(eq(calls.id, callId), isNull(calls.endedAt)))
    .returning({ id: calls.id });
  return written.length > 0;
}
