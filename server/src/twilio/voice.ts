import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AssistantSettings } from '@/api/contract/lato-ai';
import { callLogs, calls } from '@server/db/schema';
import type { AssistantAction } from '@server/src/assistant';
import { describeHours, isOpen } from '@server/src/assistant/hours';
import { say } from '@server/src/assistant/phrases';
import { endingOf, summariseLater, writeEnding } from '@server/src/lato-ai/call-ending';
import { captureCall } from '@server/src/contacts/capture';
import { publishCall } from '@server/src/lato-ai/live-changes';
import { FINAL_CALL_STATUSES, TWILIO_CALL_STATUSES } from './call-statuses';
import { answeringNumber, NOT_IN_SERVICE, type WebhookContext } from './context';
import { emptyVoiceResponse, sayAndDial, sayAndHangUp, sayAndListen } from './twiml';

const VOICE = '/api/v1/twilio/webhooks/voice';
const gatherUrl = (turn: number, mode: 'talk' | 'message' = 'talk', silent = 0) =>
  `${VOICE}/gather/?turn=${turn}${mode === 'message' ? '&mode=message' : ''}${silent ? `&silent=${silent}` : ''}`;
const dialUrl = (turn: number) => `${VOICE}/dial/?turn=${turn}`;

type CallRow = typeof calls.$inferSelect;

/** The TwiML of what the assistant said after turn `turn` and what it does next. */
function answer(settings: AssistantSettings, turn: number, text: string, action: AssistantAction): string {
  switch (action) {
    case 'continue':
      return sayAndListen(settings, text, gatherUrl(turn + 1));
    case 'take_message':
      return sayAndListen(settings, text, gatherUrl(turn + 1, 'message'));
    case 'transfer':
      return sayAndDial(settings, text, settings.transfer_number!, dialUrl(turn));
    case 'hang_up':
      return sayAndHangUp(settings, text);
  }
}

/** Writes one turn once (and tells of it): a retried request finds it written and answers what was answered. */
async function writeTurn(
  ctx: WebhookContext,
  call: CallRow,
  key: string,
  turn: { role: 'customer' | 'assistant'; text: string; confidence?: number | null; action?: AssistantAction; unanswered?: boolean },
) {
  const [written] = await ctx.db
    .insert(callLogs)
    .values({
      callId: call.id,
      role: turn.role,
      text: turn.text,
      confidence: turn.confidence ?? null,
      action: turn.action ?? null,
      unanswered: turn.unanswered ?? false,
      turnKey: key,
      createdAt: ctx.now,
    })
    .onConflictDoNothing({ target: [callLogs.callId, callLogs.turnKey] })
    .returning();
  if (written) await publishCall(ctx.db, call);
  return written;
}

async function turnWritten(ctx: WebhookContext, call: CallRow, key: string) {
  const [row] = await ctx.db
    .select()
    .from(callLogs)
    .where(and(eq(callLogs.callId, call.id), eq(callLogs.turnKey, key)))
    .limit(1);
  return row;
}

async function callBySid(ctx: WebhookContext, callSid: string) {
  const [call] = await ctx.db.select().from(calls).where(eq(calls.callSid, callSid)).limit(1);
  return call;
}

/** A call Lato is answering on the number Twilio says it rang, with that number's settings; none for any other. */
async function ongoingCall(ctx: WebhookContext, fields: { CallSid: string; To: string }) {
  const call = await callBySid(ctx, fields.CallSid);
  const found = call && (await answeringNumber(ctx.db, fields.To));
  return call && found && found.number.id === call.numberId ? { call, settings: found.settings } : null;
}

/** Twilio rang one of Lato's numbers: the call is recorded and answered (the greeting, or what happens after hours). */
export async function incomingCall(ctx: WebhookContext, fields: { CallSid: string; From: string; To: string }): Promise<string> {
  const found = await answeringNumber(ctx.db, fields.To);
  if (!found) return sayAndHangUp(NOT_IN_SERVICE.voice, NOT_IN_SERVICE.said);
  const { number, settings } = found;
  const [started] = await ctx.db
    .insert(calls)
    .values({
      numberId: number.id,
      callSid: fields.CallSid,
      customerPhoneNumber: fields.From,
      direction: 'inbound',
      status: 'in_progress',
      startedAt: ctx.now,
      isTest: ctx.simulated,
    })
    .onConflictDoNothing({ target: calls.callSid })
    .returning();
  if (started) await captureCall(ctx.db, started);
  const call = (await callBySid(ctx, fields.CallSid))!;
  const said = await turnWritten(ctx, call, '0:a');
  if (said) return answer(settings, 0, said.text, said.action as AssistantAction);

  const opening = openingOf(settings, isOpen(settings, ctx.now));
  // Written, the opening tells the business's screens that the call has begun.
  await writeTurn(ctx, call, '0:a', { role: 'assistant', ...opening });
  return answer(settings, 0, opening.text, opening.action);
}

/** What the assistant says first: the greeting when open; after hours, the number's choice. */
function openingOf(settings: AssistantSettings, open: boolean): { text: string; action: AssistantAction } {
  const { language } = settings;
  if (open) return { text: settings.greeting, action: 'continue' };
  const hours = describeHours(settings);
  if (settings.after_hours === 'decline') return { text: say(language, 'closedDecline', { hours }), action: 'hang_up' };
  if (settings.after_hours === 'transfer' && settings.transfer_number) return { text: say(language, 'closedTransfer'), action: 'transfer' };
  return { text: say(language, 'closedMessage', { hours }), action: 'take_message' };
}

/**
 * One speech turn: what the caller said is written, the assistant answers (or, when listening for
 * a message, the message is kept and the call ends). Nothing heard twice in a row ends the call.
 */
export async function speechTurn(
  ctx: WebhookContext,
  query: { turn: number; mode: 'talk' | 'message'; silent: number },
  fields: { CallSid: string; To: string; SpeechResult?: string; Confidence?: number },
): Promise<string> {
  const ongoing = await ongoingCall(ctx, fields);
  if (!ongoing) return sayAndHangUp(NOT_IN_SERVICE.voice, NOT_IN_SERVICE.said);
  const { call, settings } = ongoing;
  const { language } = settings;
  const { turn, mode, silent } = query;
  const speech = fields.SpeechResult?.trim() ?? '';

  if (!speech) {
    const key = `${turn}:silence${silent}`;
    const said =
      (await turnWritten(ctx, call, key)) ??
      (await writeTurn(
        ctx,
        call,
        key,
        silent >= 1
          ? { role: 'assistant', text: say(language, 'silentGoodbye'), action: 'hang_up' }
          : { role: 'assistant', text: say(language, 'didNotHear'), action: 'continue' },
      ));
    if (said!.action === 'hang_up') return sayAndHangUp(settings, said!.text);
    return sayAndListen(settings, said!.text, gatherUrl(turn, mode, silent + 1));
  }

  const replyKey = `${turn}:a`;
  const already = await turnWritten(ctx, call, replyKey);
  if (already) return answer(settings, turn, already.text, already.action as AssistantAction);

  if (mode === 'message') {
    const text = say(language, 'messageTaken');
    await ctx.db.transaction(async (tx) => {
      const inTx = { ...ctx, db: tx as unknown as WebhookContext['db'] };
      await writeTurn(inTx, call, `${turn}:c`, { role: 'customer', text: speech, confidence: fields.Confidence ?? null });
      await tx.update(calls).set({ message: speech, outcome: 'message_taken' }).where(eq(calls.id, call.id));
      await writeTurn(inTx, call, replyKey, { role: 'assistant', text, action: 'hang_up' });
    });
    return sayAndHangUp(settings, text);
  }

  // The caller's words are kept even if the answer fails; the answer is written once it exists.
  await writeTurn(ctx, call, `${turn}:c`, { role: 'customer', text: speech, confidence: fields.Confidence ?? null });
  const turns = await ctx.db.select().from(callLogs).where(eq(callLogs.callId, call.id)).orderBy(asc(callLogs.createdAt), asc(callLogs.id));
  const history = turns.filter((t) => t.turnKey !== `${turn}:c`).map((t) => ({ role: t.role, text: t.text }));
  let reply = await ctx.engine.reply({ settings, history, said: speech, channel: 'voice', now: ctx.now });
  if (reply.action === 'transfer' && !settings.transfer_number) reply = { text: say(language, 'noTransfer'), action: 'take_message' };
  const written = await writeTurn(ctx, call, replyKey, {
    role: 'assistant',
    text: reply.text,
    action: reply.action,
    unanswered: reply.unanswered ?? false,
  });
  // A retry that overtook this one wrote its own answer first: both callers hear that one.
  const final = written ?? (await turnWritten(ctx, call, replyKey))!;
  return answer(settings, turn, final.text, final.action as AssistantAction);
}

/** How a transfer went: taken by a person (the call is theirs now), or nobody answered (a message is offered). */
export async function transferEnded(
  ctx: WebhookContext,
  query: { turn: number },
  fields: { CallSid: string; To: string; DialCallStatus?: string },
): Promise<string> {
  const ongoing = await ongoingCall(ctx, fields);
  if (!ongoing) return sayAndHangUp(NOT_IN_SERVICE.voice, NOT_IN_SERVICE.said);
  const { call, settings } = ongoing;
  if (fields.DialCallStatus === 'completed' || fields.DialCallStatus === 'answered') {
    await ctx.db.transaction(async (tx) => {
      await tx.update(calls).set({ outcome: 'transferred' }).where(eq(calls.id, call.id));
      await publishCall(tx, call);
    });
    return emptyVoiceResponse();
  }
  const key = `${query.turn}:transfer-failed`;
  const said =
    (await turnWritten(ctx, call, key)) ??
    (await writeTurn(ctx, call, key, { role: 'assistant', text: say(settings.language, 'transferFailed'), action: 'take_message' }));
  return sayAndListen(settings, said!.text, gatherUrl(query.turn + 1, 'message'));
}

/** Twilio's news about a call: its status, and once it is over, when it ended, how long it took, its summary and outcome. */
export async function callStatusChanged(
  ctx: WebhookContext,
  fields: { CallSid: string; To: string; CallStatus: string; CallDuration?: number },
): Promise<string> {
  const status = TWILIO_CALL_STATUSES[fields.CallStatus];
  const call = await callBySid(ctx, fields.CallSid);
  if (!status || !call) return emptyVoiceResponse();
  if (!FINAL_CALL_STATUSES.includes(status)) {
    // A late one does not reopen a call already ended (by the sweep for stale calls, say).
    await ctx.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(calls)
        .set({ status })
        .where(and(eq(calls.id, call.id), isNull(calls.endedAt)))
        .returning();
      if (changed) await publishCall(tx, changed);
    });
    return emptyVoiceResponse();
  }
  // A repeated final status changes nothing.
  if (call.endedAt) return emptyVoiceResponse();
  const durationSeconds = fields.CallDuration ?? Math.max(0, Math.round((ctx.now.getTime() - call.startedAt.getTime()) / 1000));
  const ending = await endingOf(ctx.db, call, { status, endedAt: ctx.now, durationSeconds });
  if (await ctx.db.transaction((tx) => writeEnding(tx, call, ending))) await summariseLater(ctx.jobs, call.id, ending);
  return emptyVoiceResponse();
}
