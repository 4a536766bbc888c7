import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { FAQ_MAX, latoAiEndpoints } from '@/api/contract/lato-ai';
import { assistantSettings } from '@server/db/schema';
import { fieldError } from '@server/src/http/http-errors';
import { changedFields } from '@server/src/audit/changed-fields';
import { recordAudit } from '@server/src/audit/record';
import { handlersFor } from '@server/src/http/endpoints';
import { refuseForSeconds } from '@server/src/limits/too-many';
import { KEPT_IN_OUTBOX } from '@server/src/twilio/sender';
import { consoleSendLimits } from '@server/src/twilio/sms-limits';
import { callPage, ownedCall, toCallDto, transcriptPage } from './calls';
import { chatPage, conversationsOf, markRead, queueSms, recordSending } from './chats';
import { numbersOf, ownedNumber, ownedNumberByPhone, toNumberDto, tunedNumber } from './numbers';
import { saveSettings, settingsOf } from './settings';

/** The same request's address on another page, for the `next` and `previous` links. */
function pageLink(request: FastifyRequest) {
  return (page: number) => {
    const url = new URL(request.url, 'http://lato.invalid');
    url.searchParams.set('page', String(page));
    return `${url.pathname}${url.search}`;
  };
}

/** Lato AI's calls (spec section 7, Chats and calls): a client's own numbers only. */
export function latoAiHandlers(app: FastifyInstance) {
  const countSend = consoleSendLimits(app.db, app.config.smsLimits);
  return handlersFor(latoAiEndpoints, {
    numbers: async ({ db, user }) => (await numbersOf(db, user)).map(toNumberDto),

    calls: async ({ db, user, query }) => {
      const number = await ownedNumber(db, user, query.twilio_number);
      return callPage(db, number.id, query);
    },
    call: async ({ db, user, params }) => toCallDto(await ownedCall(db, user.id, params.id)),
    transcript: async ({ db, user, query, request }) =>
      transcriptPage(db, await ownedCall(db, user.id, query.call_id), query.page, pageLink(request)),

    conversations: async ({ db, user, query }) => {
      const number = await ownedNumberByPhone(db, user, query.ai_phone_number);
      return conversationsOf(db, number.id, query.hide_tests, query.search);
    },
    chatLogs: async ({ db, user, query, request }) => {
      const number = await ownedNumberByPhone(db, user, (query.aiPhoneNumber ?? query.ai_phone_number)!);
      return chatPage(db, number.id, query.customer_phone_number, query.page, pageLink(request));
    },
    sendSms: async ({ db, user, body, request, reply }) => {
      const number = await ownedNumber(db, user, body.from);
      // Refused before anything is kept: a burst from the console neither reaches Twilio nor fills the thread.
      const wait = await countSend(number);
      if (wait > 0) refuseForSeconds(reply, wait, 'Too many messages sent from this number or account. Try again in a minute.');
      // Kept first, so a message Twilio refuses or never hears of is still there to read and resend.
      const queued = await queueSms(db, number.id, body.to, body.body);
      // Without a Twilio account nothing can go out: the answer says so at once.
      if (!request.server.sendSms) return recordSending(db, queued.id, KEPT_IN_OUTBOX);
      // Sent by a job (twilio/sms-delivery.ts), tried again while Twilio cannot be reached.
      await request.server.jobs.send('send-sms', { messageId: queued.id });
      return queued;
    },
    markRead: async ({ db, user, body }) => {
      const number = await ownedNumberByPhone(db, user, body.ai_phone_number);
      return { unread_count: await markRead(db, number.id, body.customer_phone_number) };
    },

    settings: async ({ db, user, params }) => settingsOf(db, await ownedNumber(db, user, params.numberId)),
    saveSettings: async ({ db, user, params, body, request }) => {
      const number = await tunedNumber(db, user, params.numberId);
      // The audit event keeps which fields changed (never their values), kept or lost with the change.
      return db.transaction(async (tx) => {
        const before = await settingsOf(tx, number);
        const saved = await saveSettings(tx, number.id, body);
        const fields = changedFields(before, saved, Object.keys(body) as (keyof typeof body)[]);
        const target = { type: 'number' as const, id: number.id, label: number.phoneNumber };
        if (fields.length > 0) await recordAudit(tx, request, { action: 'settings_changed', target, details: { fields } });
        return saved;
      });
    },
    addFaqEntry: async ({ db, user, params, body, request }) => {
      const number = await tunedNumber(db, user, params.numberId);
      return db.transaction(async (tx) => {
        // The row is held while the entry is added: two answers added at once both stay.
        await settingsOf(tx, number);
        await tx
          .select({ numberId: assistantSettings.numberId })
          .from(assistantSettings)
          .where(eq(assistantSettings.numberId, number.id))
          .for('update');
        const current = await settingsOf(tx, number);
        if (current.faq.length >= FAQ_MAX) throw fieldError('faq', 'too_many');
        const saved = await saveSettings(tx, number.id, { ...current, faq: [...current.faq, body] });
        const target = { type: 'number' as const, id: number.id, label: number.phoneNumber };
        await recordAudit(tx, request, { action: 'settings_changed', target, details: { fields: ['faq'] } });
        return saved;
      });
    },
  });
}
