import { z } from './zod';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { calendarDate, idSchema, nameText, organisationRefSchema, pagedSchema, pagingQuery, plainInt, plainText } from './common';
import { defineEndpoint, jsonBody } from './endpoint';
import { ACCESS } from './roles';
import {
  CALL_DIRECTIONS,
  CALL_STATUSES,
  CALL_OUTCOMES,
  SPEAKERS,
  MESSAGE_STATUSES,
  ASSISTANT_LANGUAGES,
  AFTER_HOURS,
  WEEKDAYS,
  VOICES,
  SMS_BODY_MAX,
  FAQ_MAX,
  E164_SHAPE,
  type Weekday,
} from './lato-ai-values';
import { SENDER_ID_SHAPE } from './sms-senders';

export * from './lato-ai-values';
export * from './sms-senders';

/** A phone number in E.164 (+ and digits), checked against the numbering plan of its country. */
export const e164 = z
  .string()
  .trim()
  .max(16)
  .refine((value) => E164_SHAPE.test(value) && isValidPhoneNumber(value), { params: { code: 'invalid_phone' } });

/**
 * Who a conversation is with, as its messages were stored: a phone number (by its shape only, since
 * a number Twilio delivered is not checked against the numbering plan) or a sender id (`ACME`).
 */
export const conversationCustomer = z
  .string()
  .trim()
  .max(16)
  .refine((value) => E164_SHAPE.test(value) || SENDER_ID_SHAPE.test(value), { params: { code: 'invalid_phone' } });

/** A number, with the client business it answers for (the console's switcher shows one business's numbers). */
export const twilioNumberSchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  friendly_name: z.string(),
  organisation: organisationRefSchema,
});
export type TwilioNumber = z.infer<typeof twilioNumberSchema>;

/** A piece of a text a search found: the words that matched the search are `hit`. */
export const matchPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export type MatchPart = z.infer<typeof matchPartSchema>;

/** Where a full-text search found its words: one turn of a transcript, or one SMS. */
export const searchMatchSchema = z.object({
  /** The transcript's turn (of a call) or the message (of a conversation). */
  id: z.number().int(),
  /** Its text around the words found, in pieces, as PostgreSQL's headline cuts it (a few dozen words). */
  parts: z.array(matchPartSchema),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

/** What a search of the calls or the conversations looks for: words, in English or Spanish, any form of them. */
export const wordsSearch = z.string().trim().max(100).optional();

export const callSchema = z.object({
  id: z.number().int(),
  twilio_number: z.number().int(),
  call_sid: z.string(),
  customer_phone_number: z.string(),
  direction: z.enum(CALL_DIRECTIONS),
  status: z.enum(CALL_STATUSES),
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  summary: z.string(),
  /** The message the assistant took, when it took one. */
  message: z.string().nullable(),
  /** Made with the settings page's simulator. */
  is_test: z.boolean(),
  /** In a searched list, the turn of its transcript the words were found in (absent when none was, or not searched). */
  match: searchMatchSchema.optional(),
});
export type Call = z.infer<typeof callSchema>;

/** The spec's shape for transcripts and chat logs: links to the neighbouring pages. */
const linkedPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });

export const callPageSchema = pagedSchema(callSchema);
export type CallPage = z.infer<typeof callPageSchema>;

export const transcriptTurnSchema = z.object({
  id: z.number().int(),
  call: z.number().int(),
  role: z.enum(SPEAKERS),
  text: z.string(),
  created_at: z.string(),
  /** Speech recognition's confidence (0 to 1) in what the caller said, when it gave one. */
  confidence: z.number().nullable(),
});
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;
export const transcriptPageSchema = linkedPageOf(transcriptTurnSchema);
export type TranscriptPage = z.infer<typeof transcriptPageSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  twilio_number: z.number().int(),
  customer_phone_number: z.string(),
  role: z.enum(SPEAKERS),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** Why it is not on its way (`no_twilio_account`) or Twilio's code when it failed. */
  error_code: z.string().nullable(),
  /** Sent or received by the settings page's simulator. */
  is_test: z.boolean(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatPageSchema = linkedPageOf(chatMessageSchema);
export type ChatPage = z.infer<typeof chatPageSchema>;

export const conversationSchema = z.object({
  customer_phone_number: z.string(),
  last_message: chatMessageSchema,
  unread_count: z.number().int(),
  /** Some of it came from the settings page's simulator. */
  is_test: z.boolean(),
  /** In a searched list, its latest message the words were found in. */
  match: searchMatchSchema.optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const time = z.string().refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), { params: { code: 'invalid_time' } });
/** One day's opening hours; none means closed that day. */
const dayHours = z
  .object({ open: time, close: time })
  .refine((hours) => hours.open < hours.close, { path: ['close'], params: { code: 'close_before_open' } })
  .nullable();

/** The longest question and answer of a FAQ entry, in characters. */
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 2000;

export const faqSchema = z.strictObject({
  question: nameText(FAQ_QUESTION_MAX),
  answer: plainText(FAQ_ANSWER_MAX).refine((s) => s.trim().length > 0, { params: { code: 'required' } }),
});

export const settingsFields = z
  .strictObject({
    assistant_name: nameText(60),
    greeting: plainText(500).refine((s) => s.trim().length > 0, { params: { code: 'required' } }),
    instructions: plainText(4000),
    language: z.enum(ASSISTANT_LANGUAGES),
    voice: z.enum(VOICES),
    time_zone: z.string().refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', {
      params: { code: 'invalid_time_zone' },
    }),
    business_hours: z.strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>),
    after_hours: z.enum(AFTER_HOURS),
    transfer_number: e164.nullable(),
    faq: z.array(faqSchema).max(FAQ_MAX),
    sms_auto_reply: z.boolean(),
  })
  .refine((s) => s.after_hours !== 'transfer' || s.transfer_number !== null, {
    path: ['transfer_number'],
    params: { code: 'required' },
  });
export type AssistantSettings = z.output<typeof settingsFields>;
export const settingsSchema = z.object({ twilio_number: z.number().int(), updated_at: z.string(), ...settingsFields.shape });

export const callsQuery = z.object({
  ...pagingQuery,
  twilio_number: idSchema,
  customer_phone_number: z.string().trim().max(32).optional(),
  status: z.enum(CALL_STATUSES).optional(),
  direction: z.enum(CALL_DIRECTIONS).optional(),
  outcome: z.enum(CALL_OUTCOMES).optional(),
  date_from: calendarDate,
  date_to: calendarDate,
  /**
   * Words of the summary or the taken message (as written), or of the transcript (full-text, in
   * English and Spanish: any form of the words, as PostgreSQL's stemming knows them).
   */
  search: wordsSearch,
  /** Leave out the simulator's test calls. */
  hide_tests: z.stringbool().optional(),
});
export type CallsQuery = z.input<typeof callsQuery>;

const pageParam = plainInt({ min: 1, max: 100_000 }).default(1);

export const sendSmsFields = z.strictObject({
  to: e164,
  from: idSchema,
  body: plainText(SMS_BODY_MAX).refine((s) => s.trim().length > 0, { params: { code: 'required' } }),
});

/** One step of a simulated call: what the assistant said, and whether the call goes on. */
export const simulatedCallSchema = z.object({
  call_sid: z.string(),
  /** The assistant's words since the caller last spoke. */
  said: z.array(z.string()),
  /** Where the call was passed, when the assistant transferred it. */
  transferred_to: z.string().nullable(),
  /** Where the caller's next words go; null once the call is over. */
  next: z.string().nullable(),
  ended: z.boolean(),
});
export type SimulatedCall = z.infer<typeof simulatedCallSchema>;

/** The next step of a simulated call: the caller's words to the assistant's listening address, or hanging up. */
const simulatorNext = z
  .string()
  .max(200)
  .regex(/^\/api\/v1\/twilio\/webhooks\/voice\/gather\/\?[a-z0-9=&]+$/);

export const simulateCallFields = z.strictObject({
  number_id: idSchema,
  /** The simulated call to go on with; none starts one. */
  call_sid: z
    .string()
    .regex(/^CA[0-9a-f]{32}$/)
    .optional(),
  next: simulatorNext.optional(),
  /** What the caller says (as speech recognition would hear it). */
  say: plainText(1000).optional(),
  hang_up: z.boolean().optional(),
});

export const simulateSmsFields = z.strictObject({
  number_id: idSchema,
  /** The customer's number; a test number when not given. */
  from: e164.optional(),
  body: plainText(SMS_BODY_MAX).refine((s) => s.trim().length > 0, { params: { code: 'required' } }),
});

const C = '/api/v1/calls_service';
const T = '/api/v1/twilio';

/** Lato AI for clients: every call is a CLIENT's, about numbers assigned to them (another's answer 404). */
export const latoAiEndpoints = {
  numbers: defineEndpoint({
    method: 'GET',
    path: `${C}/chats/twilio-numbers/`,
    access: ACCESS.latoAi,
    response: z.array(twilioNumberSchema),
  }),
  calls: defineEndpoint({ method: 'GET', path: `${C}/chats/calls/`, access: ACCESS.latoAi, query: callsQuery, response: callPageSchema }),
  call: defineEndpoint({
    method: 'GET',
    path: `${C}/chats/calls/:id/`,
    access: ACCESS.latoAi,
    params: z.object({ id: idSchema }),
    response: callSchema,
  }),
  transcript: defineEndpoint({
    method: 'GET',
    path: `${C}/chats/logs/`,
    access: ACCESS.latoAi,
    query: z.object({ call_id: idSchema, page: pageParam }),
    response: transcriptPageSchema,
  }),
  conversations: defineEndpoint({
    method: 'GET',
    path: `${T}/latest-customer-chats/`,
    access: ACCESS.latoAi,
    // `search`: only the conversations with a message of those words (full-text, as the calls' search).
    query: z.object({ ai_phone_number: e164, hide_tests: z.stringbool().optional(), search: wordsSearch }),
    response: z.array(conversationSchema),
  }),
  chatLogs: defineEndpoint({
    method: 'GET',
    path: `${T}/chat-logs/`,
    access: ACCESS.latoAi,
    // The spec writes the number both ways; either is taken.
    query: z
      .object({
        customer_phone_number: conversationCustomer,
        aiPhoneNumber: e164.optional(),
        ai_phone_number: e164.optional(),
        page: pageParam,
      })
      .refine((q) => (q.aiPhoneNumber ?? q.ai_phone_number) !== undefined, { path: ['aiPhoneNumber'], params: { code: 'required' } }),
    response: chatPageSchema,
  }),
  sendSms: defineEndpoint({
    method: 'POST',
    path: `${T}/chat-logs/`,
    access: ACCESS.latoAi,
    body: jsonBody(sendSmsFields),
    status: 201,
    response: chatMessageSchema,
  }),
  markRead: defineEndpoint({
    method: 'PUT',
    path: `${T}/chat-logs/read/`,
    access: ACCESS.latoAi,
    body: jsonBody(z.strictObject({ customer_phone_number: conversationCustomer, ai_phone_number: e164 })),
    response: z.object({ unread_count: z.number().int() }),
  }),
  simulateCall: defineEndpoint({
    method: 'POST',
    path: `${C}/simulator/call/`,
    access: ACCESS.latoAi,
    body: jsonBody(simulateCallFields),
    response: simulatedCallSchema,
  }),
  simulateSms: defineEndpoint({
    method: 'POST',
    path: `${C}/simulator/sms/`,
    access: ACCESS.latoAi,
    body: jsonBody(simulateSmsFields),
    response: z.object({ from: z.string(), reply: z.string().nullable() }),
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: `${C}/settings/:numberId/`,
    access: ACCESS.latoAi,
    params: z.object({ numberId: idSchema }),
    response: settingsSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: `${C}/settings/:numberId/`,
    access: ACCESS.latoAi,
    params: z.object({ numberId: idSchema }),
    body: jsonBody(settingsFields),
    response: settingsSchema,
  }),
  /**
   * One question and its answer added at the end of the number's FAQ, as it stands when the server
   * writes it (a change saved meanwhile in Settings is kept): call analytics' "Add to FAQ". A full
   * FAQ (FAQ_MAX) is refused with `faq: too_many`; only the business's owners (403 otherwise).
   */
  addFaqEntry: defineEndpoint({
    method: 'POST',
    path: `${C}/settings/:numberId/faq/`,
    access: ACCESS.latoAi,
    params: z.object({ numberId: idSchema }),
    body: jsonBody(faqSchema),
    response: settingsSchema,
  }),
};
