import { and, asc, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { callLogs, calls, ENDED_WITHOUT_STATUS } from '@server/db/schema';
import type { JobQueue } from '@server/src/jobs/definitions';
import { twilioCallState, type TwilioCallReader } from '@server/src/twilio/call-lookup';
import { FINAL_CALL_STATUSES } from '@server/src/twilio/call-statuses';
import { endingOf, summariseLater, writeEnding, type CallEnd, type CallEnding } from './call-ending';

/**
 * A call with the assistant writes a turn every few seconds: Twilio's <Gather> hands in what it
 * heard, or the silence, within about five seconds, and two silences end the call. A quarter of
 * an hour without a turn means the call's end was never reported (a test call left without
 * "Hang up", a lost status callback), with a wide margin for a slow model's answer.
 */
export const IDLE_LIMIT_MS = 15 * 60_000;
/**
 * A call passed to a person writes no turns while they talk, so only its age tells it is over:
 * Twilio's <Dial> ends a transfer after four hours (its `timeLimit` default, which twiml.ts keeps),
 * and a call that has been going on for longer than that is over whatever it last said.
 */
export const AGE_LIMIT_MS = 4 * 60 * 60_000;
/** Calls closed per sweep at most, so a long outage's backlog is closed over a few sweeps, not in one long one. */
export const SWEEP_BATCH = 100;

const OPEN_STATUSES = ['queued', 'ringing', 'in_progress'] as const;

export interface StaleCallOptions {
  /** Where the summaries the assistant writes are queued (call-summary.ts). */
  jobs: JobQueue;
  /** Twilio's REST client, when an account is configured: a real call's own final status is asked for first. */
  twilio?: TwilioCallReader;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

type CallRow = typeof calls.$inferSelect;

const lastTurnOf = sql`(select max(${callLogs.createdAt}) from ${callLogs} where ${callLogs.callId} = ${calls.id})`;

/** Open calls with no turn for IDLE_LIMIT_MS (unless passed to a person) or started over AGE_LIMIT_MS ago, oldest first. */
function staleCalls(db: Db, now: Date) {
  const idleSince = new Date(now.getTime() - IDLE_LIMIT_MS).toISOString();
  return db
    .select({ call: calls, lastTurnAt: sql<Date | null>`${lastTurnOf}`.mapWith(callLogs.createdAt) })
    .from(calls)
    .where(
      and(
        isNull(calls.endedAt),
        inArray(calls.status, OPEN_STATUSES),
        or(
          lt(calls.startedAt, new Date(now.getTime() - AGE_LIMIT_MS)),
          and(
            sql`coalesce(${lastTurnOf}, ${calls.startedAt}) < ${idleSince}::timestamptz`,
            or(isNull(calls.outcome), ne(calls.outcome, 'transferred')),
          ),
        ),
      ),
    )
    .orderBy(asc(calls.startedAt), asc(calls.id))
    .limit(SWEEP_BATCH);
}

/** The end Twilio reports for a real call; `ongoing` when Twilio says it is not over; null when it cannot say. */
async function endFromTwilio(twilio: TwilioCallReader, call: CallRow, fallback: CallEnd, log: StaleCallOptions['log']) {
  try {
    const state = await twilioCallState(twilio, call.callSid);
    if (!state) return null;
    if (!FINAL_CALL_STATUSES.includes(state.status)) return 'ongoing' as const;
    const endedAt = state.endedAt ?? fallback.endedAt;
    const durationSeconds = state.durationSeconds ?? secondsBetween(call.startedAt, endedAt);
    return { status: state.status, endedAt, durationSeconds };
  } catch (error) {
    // Twilio's error code and HTTP status only: its message and the request can name the account.
    const { code, status } = error as { code?: unknown; status?: unknown };
    log?.warn(
      { callId: call.id, code: typeof code === 'number' ? code : undefined, status: typeof status === 'number' ? status : undefined },
      'Twilio did not say how a stale call ended; it is closed at the time limit',
    );
    return null;
  }
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/**
 * Closes the calls whose end was never reported. A real call's status is asked of Twilio first
 * (when an account is configured) and a final one is used as it is; one Twilio says is still going
 * on is left. Any other is closed as ENDED_WITHOUT_STATUS at its last turn (or its start, without
 * one), which its duration is counted up to. Each gets its outcome and a summary in its number's
 * language, as a call Twilio reports ended does (the assistant's in a job queued after the commit);
 * all are written in one transaction. Returns the ids of the calls it closed.
 */
export async function closeStaleCalls(db: Db, now: Date, options: StaleCallOptions): Promise<number[]> {
  const { jobs, twilio, log } = options;
  const endings: { call: CallRow; ending: CallEnding }[] = [];
  for (const { call, lastTurnAt } of await staleCalls(db, now)) {
    const endedAt = lastTurnAt ?? call.startedAt;
    const fallback: CallEnd = { status: ENDED_WITHOUT_STATUS, endedAt, durationSeconds: secondsBetween(call.startedAt, endedAt) };
    const reported = twilio && !call.isTest ? await endFromTwilio(twilio, call, fallback, log) : null;
    if (reported === 'ongoing') continue;
    endings.push({ call, ending: await endingOf(db, call, reported ?? fallback) });
  }
  if (endings.length === 0) return [];
  const closed = await db.transaction(async (tx) => {
    const written: typeof endings = [];
    for (const ended of endings) if (await writeEnding(tx, ended.call, ended.ending)) written.push(ended);
    return written;
  });
  for (const { call, ending } of closed) await summariseLater(jobs, call.id, ending);
  return closed.map(({ call }) => call.id);
}
