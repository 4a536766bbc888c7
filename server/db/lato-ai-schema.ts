import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  AFTER_HOURS,
  ASSISTANT_LANGUAGES,
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  CALL_STATUSES,
  MESSAGE_STATUSES,
  SPEAKERS,
  type CallStatus,
  type Weekday,
} from '@/api/contract/lato-ai';
import { organisations } from './organisations-schema';

export const callDirection = pgEnum('call_direction', CALL_DIRECTIONS);
/** The server's own final status, for a call no final status ever came for (stale-calls.ts). */
export const ENDED_WITHOUT_STATUS = 'ended_without_status' satisfies CallStatus;
export type StoredCallStatus = CallStatus;

export const callStatus = pgEnum('call_status', CALL_STATUSES);
export const callOutcome = pgEnum('call_outcome', CALL_OUTCOMES);
export const speaker = pgEnum('speaker', SPEAKERS);
export const messageStatus = pgEnum('message_status', MESSAGE_STATUSES);
export const assistantLanguage = pgEnum('assistant_language', ASSISTANT_LANGUAGES);
export const afterHours = pgEnum('after_hours', AFTER_HOURS);

/**
 * The words of what was said, for full-text search: stemmed in English and in Spanish together, as a
 * caller may speak either whatever the number's language. Indexed as an expression (not kept in a
 * column every read of the row would carry): a query finds the index by writing it the same way.
 */
export const bilingualWords = (column: AnyColumn) =>
  sql`(to_tsvector('english'::regconfig, ${column}) || to_tsvector('spanish'::regconfig, ${column}))`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A client's Twilio phone number, answered by the assistant. */
export const twilioNumbers = pgTable(
  'twilio_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** E.164, as Twilio writes it. */
    phoneNumber: text('phone_number').notNull(),
    friendlyName: text('friendly_name').notNull(),
    /** The client business whose number it is: every one of its people reads its calls. */
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('twilio_numbers_phone_idx').on(t.phoneNumber), index('twilio_numbers_organisation_idx').on(t.organisationId, t.id)],
);

export type BusinessHours = Record<Weekday, { open: string; close: string } | null>;

/** How the assistant answers one number. */
export const assistantSettings = pgTable('assistant_settings', {
  numberId: integer('number_id')
    .primaryKey()
    .references(() => twilioNumbers.id, { onDelete: 'cascade' }),
  assistantName: text('assistant_name').notNull(),
  greeting: text('greeting').notNull(),
  instructions: text('instructions').notNull().default(''),
  language: assistantLanguage('language').notNull(),
  voice: text('voice').notNull(),
  timeZone: text('time_zone').notNull(),
  businessHours: jsonb('business_hours').$type<BusinessHours>().notNull(),
  afterHours: afterHours('after_hours').notNull(),
  transferNumber: text('transfer_number'),
  faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull(),
  smsAutoReply: boolean('sms_auto_reply').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const calls = pgTable(
  'calls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    numberId: integer('number_id')
      .notNull()
      .references(() => twilioNumbers.id, { onDelete: 'cascade' }),
    callSid: text('call_sid').notNull(),
    customerPhoneNumber: text('customer_phone_number').notNull(),
    direction: callDirection('direction').notNull(),
    status: callStatus('status').notNull(),
    outcome: callOutcome('outcome'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    summary: text('summary').notNull().default(''),
    message: text('message'),
    /** Made by the settings page's simulator, not by a real caller. */
    isTest: boolean('is_test').notNull().default(false),
  },
  (t) => [
    uniqueIndex('calls_sid_idx').on(t.callSid),
    // The calls list: a number's calls, newest first, and the same for one customer.
    index('calls_number_started_idx').on(t.numberId, t.startedAt, t.id),
    index('calls_number_customer_idx').on(t.numberId, t.customerPhoneNumber, t.startedAt),
    // The calls still going on, which the sweep for stale calls reads every minute: a few among many.
    index('calls_open_idx')
      .on(t.startedAt)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** One turn of a call's transcript. */
export const callLogs = pgTable(
  'call_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    role: speaker('role').notNull(),
    text: text('text').notNull(),
    confidence: real('confidence'),
    /** Which webhook request wrote it (turn and speaker): Twilio's retry of the same request finds it written. */
    turnKey: text('turn_key'),
    /** What the assistant chose to do after this turn of theirs, so a retried request is answered alike. */
    action: text('action'),
    /** An assistant's turn that could not answer the caller's words before it (no FAQ entry, no rule): call analytics lists them. */
    unanswered: boolean('unanswered').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('call_logs_call_idx').on(t.callId, t.createdAt, t.id),
    uniqueIndex('call_logs_turn_idx').on(t.callId, t.turnKey),
    // The transcripts' words, for the calls' search.
    index('call_logs_words_idx').using('gin', bilingualWords(t.text)),
    // The turns the assistant could not answer: a few among many, read by call analytics.
    index('call_logs_unanswered_idx')
      .on(t.callId)
      .where(sql`${t.unanswered}`),
  ],
);

/** One SMS of a conversation between a number and a customer. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    numberId: integer('number_id')
      .notNull()
      .references(() => twilioNumbers.id, { onDelete: 'cascade' }),
    customerPhoneNumber: text('customer_phone_number').notNull(),
    role: speaker('role').notNull(),
    body: text('body').notNull(),
    status: messageStatus('status').notNull(),
    /** Twilio's id of the message, once it has one: retries of the same message are recognised by it. */
    messageSid: text('message_sid'),
    /** Why an outgoing message is not on its way (`no_twilio_account`) or failed (Twilio's error code). */
    errorCode: text('error_code'),
    /** Made by the settings page's simulator, not by a real customer. */
    isTest: boolean('is_test').notNull().default(false),
    /** When the client read a customer's message; unread ones are counted per conversation. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_sid_idx').on(t.messageSid),
    index('chat_messages_thread_idx').on(t.numberId, t.customerPhoneNumber, t.createdAt, t.id),
    index('chat_messages_number_idx').on(t.numberId, t.createdAt),
    // The messages' words, for the conversations' search.
    index('chat_messages_words_idx').using('gin', bilingualWords(t.body)),
  ],
);
