import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { callLogs, calls, ENDED_WITHOUT_STATUS, twilioNumbers, type StoredCallStatus } from '@server/db/schema';
import { rulesSummary, type Turn } from '@server/src/assistant';
import type { JobQueue } from '@server/src/jobs/definitions';
import { publishCall } from './live-changes';
import { tellMessageTaken } from './notices';
import { settingsOf } from './settings';

type CallRow = typeof calls.$inferSelect;

/** How a call ended: its final status, when, and how long it lasted. */
export interface CallEnd {
  status: StoredCallStatus;
  endedAt: Date;
  durationSeconds: number;
}

/** What was said on a call, in order. */
export async function spokenOn(db: Db, callId: number): Promise<Turn[]> {
  const turns = await db.select().from(callLogs).where(eq(callLogs.callId, callId)).orderBy(asc(callLogs.createdAt), asc(callLogs.id));
  return turns.map((t) => ({ role: t.role, text: t.text }));
}

/** The settings of the number a call came to, whose language its summary is written in. */
export async function settingsOfCall(db: Db, call: Pick<CallRow, 'numberId'>) {
  const [number] = await db.select().from(twilioNumbers).where(eq(twilioNumbers.id, call.numberId)).limit(1);
  return settingsOf(db, number!);
}

/**
 * Everything a call that is over is written with: how it ended, what came of it, and its summary
 * in the language of its number's assistant (the business reads it, whatever language its own
 * screen is in). A call that already has an outcome or a summary keeps them. A summary the rules
 * write (a message, a transfer, a silent caller) comes at once; one the assistant writes is left
 * empty here for the summary job (call-summary.ts), so a slow model never holds Twilio's webhook.
 */
export async function endingOf(db: Db, call: CallRow, end: CallEnd) {
  const spoken = await spokenOn(db, call.id);
  const heard = spoken.some((t) => t.role === 'customer');
  // A call closed without a status was answered (it was in progress) like a completed one.
  const answered = end.status === 'completed' || end.status === ENDED_WITHOUT_STATUS;
  const outcome = call.outcome ?? (answered && heard ? 'handled' : 'missed');
  const transferred = outcome === 'transferred';
  const byRules = !call.summary && (call.message || transferred || !heard);
  const summary = byRules ? rulesSummary(await settingsOfCall(db, call), spoken, { message: call.message, transferred }) : call.summary;
  return { ...end, outcome, summary };
}

export type CallEnding = Awaited<ReturnType<typeof endingOf>>;

/**
 * Writes a call's ending unless it has one already: Twilio's status callback and the sweep for
 * stale calls may both end the same call, and the first one stands. Whether this one wrote it.
 * The one that writes it tells of it (and of a message taken): give it a transaction.
 */
export async function writeEnding(db: Db, call: CallRow, ending: CallEnding): Promise<boolean> {
  const [written] = await db
    .update(calls)
    .set(ending)
    .where(and(eq(calls.id, call.id), isNull(calls.endedAt)))
    .returning();
  if (!written) return false;
  await publishCall(db, written);
  if (written.outcome === 'message_taken') await tellMessageTaken(db, written);
  return true;
}

/** A call just ended without a summary gets one from the assistant, in a job. Call after the ending is committed. */
export async function summariseLater(jobs: JobQueue, callId: number, ending: CallEnding): Promise<void> {
  if (!ending.summary) await jobs.send('summarise-call', { callId });
}
