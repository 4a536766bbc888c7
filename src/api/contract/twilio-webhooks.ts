import { z } from './zod';
import { defineEndpoint, formBody } from './endpoint';

const W = '/api/v1/twilio/webhooks';

/** A Twilio identifier: two letters and 32 hex digits (CA… a call, SM… a message). */
const sid = (prefix: string) => z.string().regex(new RegExp(`^${prefix}[0-9a-fA-F]{32}$`));
const phone = z.string().max(32);

/**
 * Twilio sends many more fields than Lato reads, and signs them all: the schemas name what Lato
 * uses and keep the rest, so the signature can be checked over every field sent.
 */
const callFields = z.looseObject({ CallSid: sid('CA'), From: phone, To: phone });
const messageFields = z.looseObject({ MessageSid: sid('(SM|MM)'), From: phone, To: phone });

/** Where a speech turn belongs: its number in the call, and what the assistant was listening for. */
const turnQuery = z.object({
  turn: z.coerce.number().int().min(1).max(500),
  mode: z.enum(['talk', 'message']).default('talk'),
  /** How many times in a row nothing was heard. */
  silent: z.coerce.number().int().min(0).max(2).default(0),
});

/** TwiML, written by the handler itself. */
const twiml = z.string();

/** Twilio's webhooks (public, each checked against Twilio's signature; answers are TwiML). */
export const twilioWebhooks = {
  voice: defineEndpoint({ method: 'POST', path: `${W}/voice/`, access: 'public', body: formBody(callFields), response: twiml }),
  voiceGather: defineEndpoint({
    method: 'POST',
    path: `${W}/voice/gather/`,
    access: 'public',
    query: turnQuery,
    body: formBody(
      callFields.extend({ SpeechResult: z.string().max(5000).optional(), Confidence: z.coerce.number().min(0).max(1).optional() }),
    ),
    response: twiml,
  }),
  voiceDial: defineEndpoint({
    method: 'POST',
    path: `${W}/voice/dial/`,
    access: 'public',
    query: turnQuery.pick({ turn: true }),
    body: formBody(callFields.extend({ DialCallStatus: z.string().max(32).optional() })),
    response: twiml,
  }),
  voiceStatus: defineEndpoint({
    method: 'POST',
    path: `${W}/voice/status/`,
    access: 'public',
    body: formBody(
      callFields.extend({ CallStatus: z.string().max(32), CallDuration: z.coerce.number().int().min(0).max(86_400).optional() }),
    ),
    response: twiml,
  }),
  sms: defineEndpoint({
    method: 'POST',
    path: `${W}/sms/`,
    access: 'public',
    body: formBody(messageFields.extend({ Body: z.string().max(1600) })),
    response: twiml,
  }),
  smsStatus: defineEndpoint({
    method: 'POST',
    path: `${W}/sms/status/`,
    access: 'public',
    body: formBody(messageFields.extend({ MessageStatus: z.string().max(32), ErrorCode: z.string().max(16).optional() })),
    response: twiml,
  }),
};
