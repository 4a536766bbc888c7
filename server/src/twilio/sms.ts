import { and, desc, eq } from 'drizzle-orm';
import { canBeTexted, type MessageStatus } from '@/api/contract/lato-ai';
import { chatMessages } from '@server/db/schema';
import { captureText } from '@server/src/contacts/capture';
import { publishSms } from '@server/src/lato-ai/live-changes';
import { tellSmsReceived } from '@server/src/lato-ai/notices';
import { isLatoNumber } from '@server/src/lato-ai/numbers';
import { answeringNumber, NOT_IN_SERVICE, type WebhookContext } from './context';
import { smsReply } from './twiml';

/** How many of the conversation's last messages the assistant reads before answering. */
const HISTORY = 10;

/**
 * Why the assistant keeps quiet about a message it would otherwise answer, or null when it answers.
 * Only the simulator's messages go uncounted: their answers are shown, never sent.
 */
async function silenceReason(ctx: WebhookContext, numberId: number, from: string) {
  // Twilio cannot text a sender id (ACME) back.
  if (!canBeTexted(from)) return 'sender_cannot_be_texted';
  // Two of Lato's numbers, or two of its assistants, would answer each other without end.
  if (await isLatoNumber(ctx.db, from)) return 'lato_number';
  if (!ctx.simulated && (await ctx.countAutoReply(numberId, from)) > 0) return 'auto_reply_limit';
  return null;
}

/**
 * A customer texted one of Lato's numbers: the message is kept in its conversation and, with
 * auto-reply on, answered, unless it came from where no answer should go or the answers' limits are
 * reached.
 */
export async function incomingSms(
  ctx: WebhookContext,
  fields: { MessageSid: string; From: string; To: string; Body: string },
): Promise<string> {
  const found = await answeringNumber(ctx.db, fields.To);
  if (!found) return smsReply(NOT_IN_SERVICE.texted);
  const { number, settings } = found;
  const replySid = `${fields.MessageSid}:reply`;
  const received = await ctx.db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(chatMessages)
      .values({
        numberId: number.id,
        customerPhoneNumber: fields.From,
        role: 'customer',
        body: fields.Body,
        status: 'received',
        messageSid: fields.MessageSid,
        isTest: ctx.simulated,
        createdAt: ctx.now,
      })
      .onConflictDoNothing({ target: chatMessages.messageSid })
      .returning();
    if (kept) {
      await publishSms(tx, [kept]);
      await tellSmsReceived(tx, kept);
      await captureText(tx, kept);
    }
    return kept;
  });
  if (!received) {
    // Twilio's retry of a message already kept: the same answer, nothing written twice.
    const [reply] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.messageSid, replySid)).limit(1);
    return smsReply(reply?.body ?? null);
  }
  if (!settings.sms_auto_reply || !fields.Body.trim()) return smsReply(null);
  const silence = await silenceReason(ctx, number.id, fields.From);
  if (silence) {
    // Neither the sender nor the text: ids and the reason are enough to find the message.
    ctx.log.info({ numberId: number.id, messageId: received.id, reason: silence }, 'an SMS was kept without an auto-reply');
    return smsReply(null);
  }
  const conversation = and(eq(chatMessages.numberId, number.id), eq(chatMessages.customerPhoneNumber, fields.From));
  const recent = await ctx.db
    .select()
    .from(chatMessages)
    .where(conversation)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(HISTORY + 1);
  const history = recent
    .filter((m) => m.id !== received.id)
    .slice(0, HISTORY)
    .toReversed()
    .map((m) => ({ role: m.role, text: m.body }));
  const reply = await ctx.engine.reply({ settings, history, said: fields.Body, channel: 'sms', now: ctx.now });
  await ctx.db.transaction(async (tx) => {
    const answered = await tx
      .insert(chatMessages)
      .values({
        numberId: number.id,
        customerPhoneNumber: fields.From,
        role: 'assistant',
        body: reply.text,
        status: 'sent',
        messageSid: replySid,
        isTest: ctx.simulated,
        createdAt: new Date(ctx.now.getTime() + 1),
      })
      .onConflictDoNothing({ target: chatMessages.messageSid })
      .returning();
    await publishSms(tx, answered);
  });
  return smsReply(reply.text);
}

const STATUSES: Record<string, MessageStatus> = {
  accepted: 'queued',
  scheduled: 'queued',
  queued: 'queued',
  sending: 'sending',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
  receiving: 'received',
  received: 'received',
};

/** Twilio's news about a message Lato sent: its delivery status, and Twilio's error code when it failed. */
export async function smsStatusChanged(ctx: WebhookContext, fields: { MessageSid: string; MessageStatus: string; ErrorCode?: string }) {
  const status = STATUSES[fields.MessageStatus];
  if (status)
    await ctx.db.transaction(async (tx) => {
      const changed = await tx
        .update(chatMessages)
        .set({ status, errorCode: status === 'failed' ? (fields.ErrorCode ?? 'undelivered') : null })
        .where(eq(chatMessages.messageSid, fields.MessageSid))
        .returning();
      await publishSms(tx, changed);
    });
  return smsReply(null);
}
