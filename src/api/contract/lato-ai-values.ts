/**
 * Lato AI's fixed values and the types named after them, apart from the schemas so the browser's
 * address parsers read them without loading zod's schemas or the phone-number metadata.
 */
export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
/**
 * Twilio's call statuses, and last the server's own: a call it closed after a time limit because
 * no final status ever came (server/src/lato-ai/stale-calls.ts).
 */
export const CALL_STATUSES = [
  'queued',
  'ringing',
  'in_progress',
  'completed',
  'busy',
  'no_answer',
  'failed',
  'canceled',
  'ended_without_status',
] as const;
/** What came of a call: the assistant handled it, took a message, passed it to a person, or nobody answered. */
export const CALL_OUTCOMES = ['handled', 'message_taken', 'transferred', 'missed'] as const;
export const SPEAKERS = ['customer', 'assistant', 'agent'] as const;
export const MESSAGE_STATUSES = ['received', 'queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export const ASSISTANT_LANGUAGES = ['en', 'es'] as const;
export const AFTER_HOURS = ['take_message', 'transfer', 'decline'] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** The voices Twilio's <Say> offers in both languages (Amazon Polly neural voices). */
export const VOICES = [
  'Polly.Joanna-Neural',
  'Polly.Matthew-Neural',
  'Polly.Lucia-Neural',
  'Polly.Sergio-Neural',
  'Polly.Lupe-Neural',
] as const;

/** Field codes of Lato AI, beside the common ones (errors.ts). */
export const LATO_AI_FIELD_CODES = ['invalid_phone', 'invalid_time', 'close_before_open', 'invalid_time_zone', 'unknown_number'] as const;

export const SMS_BODY_MAX = 1600;
export const FAQ_MAX = 50;
/** Turns per transcript page: a long call reads in a few pages as the reader scrolls. */
export const TRANSCRIPT_PAGE_SIZE = 20;
export const CHAT_PAGE_SIZE = 30;

export type CallStatus = (typeof CALL_STATUSES)[number];
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export type Speaker = (typeof SPEAKERS)[number];
export type Weekday = (typeof WEEKDAYS)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The shape of an E.164 number (+ and up to 15 digits); whether it exists is the numbering plan's question. */
export const E164_SHAPE = /^\+[1-9]\d{6,14}$/;

/**
 * The numbers Twilio passes for a caller who withheld theirs (as its support pages list them): they
 * look like real numbers of Lesotho, China, Russia and Uganda, so every reader of a caller's number
 * (countries, contacts) names them before anything else.
 */
export const WITHHELD_NUMBERS = ['+266696687', '+86282452253', '+7378742833', '+2562533'];
