import { problemInSource } from '@/api/problem';
import type { AnyMachineSnapshot } from 'xstate';
import type { ChatMessage, ChatPage, Conversation, TwilioNumber } from '@/api/contract/lato-ai';
import { ApiError } from '@/api/api-error';
import { FRESH_DEMO, demoAnswer, phone, signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, answerOf, transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { chatThreadMachine, type ChatThreadSnapshot } from './chat-thread.machine';

/** The customer of the small conversation the behaviour tests read. */
export const SAMPLE_CUSTOMER = '+14155550110';

export const modelSms = (id: number, role: ChatMessage['role'], body: string, status: ChatMessage['status'] = 'received'): ChatMessage => ({
  id,
  twilio_number: 1,
  customer_phone_number: SAMPLE_CUSTOMER,
  role,
  body,
  status,
  error_code: null,
  is_test: false,
  created_at: `2026-11-20T15:${String(10 + id).padStart(2, '0')}:00.000Z`,
});

/** A small conversation for the behaviour tests: its newest page, and an older one left to read. */
export const SAMPLE_CHAT_PAGE: ChatPage = {
  count: 4,
  next: '/api/v1/twilio/chat-logs/?customer_phone_number=%2B14155550110&aiPhoneNumber=%2B14155550142&page=2',
  previous: null,
  results: [modelSms(3, 'customer', 'Are you open on Saturday?'), modelSms(4, 'assistant', 'Yes, from 9:00 to 13:00.', 'delivered')],
};
export const SAMPLE_OLDER_PAGE: ChatPage = {
  count: 4,
  next: null,
  previous: SAMPLE_CHAT_PAGE.next!.replace('page=2', 'page=1'),
  results: [modelSms(1, 'customer', 'Hello, do you take walk-ins?'), modelSms(2, 'assistant', 'We do, until 17:00.', 'delivered')],
};

/** The model's conversation: the demo client's first number's newest one, as the demo answers it. */
const [NUMBER] = demoAnswer<TwilioNumber[]>('numbers');
const CONVERSATION = demoAnswer<Conversation[]>('conversations')[0]!;
export const MODEL_NUMBER_ID = NUMBER!.id;
export const MODEL_CUSTOMER = CONVERSATION.customer_phone_number;
export const MODEL_CHAT_PAGE = demoAnswer<ChatPage>('first conversation');
export const MODEL_SENT = demoAnswer<ChatMessage>('send an SMS in the first conversation');
export const MODEL_SMS_BODY = MODEL_SENT.body;

/**
 * Beyond the demo: the conversation as if a page held two messages (the demo's pages hold 30, and
 * no demo conversation is that long), so that its start is an older page to read.
 */
const older = MODEL_CHAT_PAGE.results.slice(0, -2);
const PAGE_2_URL = MODEL_CHAT_PAGE.next ?? `/api/v1/twilio/chat-logs/?customer_phone_number=${encodeURIComponent(MODEL_CUSTOMER)}&page=2`;
export const LONGER_PAGE: ChatPage = { ...MODEL_CHAT_PAGE, next: PAGE_2_URL, results: MODEL_CHAT_PAGE.results.slice(-2) };
export const MODEL_OLDER_PAGE: ChatPage = {
  count: MODEL_CHAT_PAGE.count,
  next: null,
  previous: PAGE_2_URL.replace('page=2', 'page=1'),
  results: older,
};
const BEYOND_THE_DEMO = 'a conversation longer than a page (30 messages), which the demo has none of';

const failure = new ApiError('boom', 500, undefined, undefined);

/**
 * Beyond the demo: the customer writing again while the conversation is open (only the simulator's
 * own number texts the demo's numbers, in a conversation of its own).
 */
export const INCOMING_SMS: ChatMessage = {
  ...MODEL_CHAT_PAGE.results.at(-1)!,
  id: 9001,
  role: 'customer',
  body: 'Also, is there parking nearby?',
  status: 'received',
  error_code: null,
  created_at: '2026-11-21T09:30:00.000Z',
};
const CUSTOMER_WRITES = 'the customer texting while the conversation is open, which no tester can do in the demo';
/** The newest page read again: as it was, or with the customer's new message. */
const newestAgain = (page: ChatPage): ChatPage[] => [page, { ...page, count: page.count + 1, results: [...page.results, INCOMING_SMS] }];
const withIncoming = new WeakSet<object>();

/** The events in a state: the user's, and the demo's answers to the calls asked. */
function events(state: AnyMachineSnapshot): ModelEvent[] {
  const { context } = state as ChatThreadSnapshot;
  const answers: ModelEvent[] = [];
  if (state.matches('loading'))
    answers.push(
      { type: 'xstate.done.actor.loadPage', output: MODEL_CHAT_PAGE },
      { type: 'xstate.done.actor.loadPage', output: LONGER_PAGE },
    );
  if (state.matches({ ready: { history: 'loadingOlder' } })) answers.push({ type: 'xstate.done.actor.loadPage', output: MODEL_OLDER_PAGE });
  if (state.matches({ ready: { history: 'refreshing' } })) {
    const [same, newer] = newestAgain(context.olderPage === null ? MODEL_CHAT_PAGE : LONGER_PAGE);
    withIncoming.add(newer!);
    answers.push({ type: 'xstate.done.actor.loadPage', output: same }, { type: 'xstate.done.actor.loadPage', output: newer });
  }
  // The model sends one message: the demo answers it once.
  if (state.matches({ ready: { outbox: 'sending' } }) && !context.messages.some((m) => m.id === MODEL_SENT.id))
    answers.push({ type: 'xstate.done.actor.sendSms', output: MODEL_SENT });
  return [
    ...answers,
    { type: 'xstate.error.actor.loadPage', error: failure },
    { type: 'RETRY' },
    { type: 'LOAD_OLDER' },
    { type: 'RETRY_OLDER' },
    { type: 'SEND', body: MODEL_SMS_BODY },
    { type: 'xstate.error.actor.sendSms', error: failure },
    { type: 'RETRY_SEND', key: 1 },
    { type: 'DISCARD', key: 1 },
    { type: 'REFRESH' },
  ];
}

/** The states, whether the conversation's start is read, and the first outgoing message's mark. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as ChatThreadSnapshot;
  return JSON.stringify([snapshot.value, context.messages.length > 0, context.olderPage === null, context.outbox[0]?.status ?? null]);
};

const waiting = (state: AnyMachineSnapshot) =>
  state.matches('loading') ||
  state.matches({ ready: { history: 'loadingOlder' } }) ||
  state.matches({ ready: { history: 'refreshing' } }) ||
  state.matches({ ready: { outbox: 'sending' } });

/** The messages in order: a few in full, more by the first and last. */
function describeMessages(messages: ChatMessage[]): string {
  if (messages.length <= 4) return `the messages ${messages.map((m) => `"${m.body}"`).join(', ')}`;
  return `${messages.length} messages, from "${messages[0]!.body}" to "${messages.at(-1)!.body}"`;
}

export const chatThreadModel: QaModel = {
  id: 'chat-thread',
  title: 'Lato AI SMS conversation',
  setup:
    `${signInAs('client@lato.test')}, open Calls, choose the Messages tab and click the first conversation, with ` +
    `${phone(MODEL_CUSTOMER)}. A path that sends a message leaves it in the demo: before the next path, ${FRESH_DEMO}.`,
  paths: () =>
    transitionCoverPaths(chatThreadMachine, {
      events,
      serializeState,
      input: { numberId: MODEL_NUMBER_ID, customer: MODEL_CUSTOMER },
      waiting,
    }),
  step(event) {
    switch (event.type) {
      case 'xstate.done.actor.loadPage':
        return 'Wait for the messages to load.';
      case 'xstate.error.actor.loadPage':
        return 'Let the messages fail to load (stop the server before it answers).';
      case 'RETRY':
      case 'RETRY_OLDER':
        return 'Click "Try again".';
      case 'REFRESH':
        return `In a second tab, send a test SMS to ${phone(NUMBER!.phone_number)} from Settings › Try the assistant.`;
      case 'LOAD_OLDER':
        return 'Scroll to the top of the conversation (or click "Earlier messages").';
      case 'SEND':
        return `Type "${String(event.body)}" in the message box and press Enter.`;
      case 'xstate.done.actor.sendSms':
        return 'Wait for the server to accept the message.';
      case 'xstate.error.actor.sendSms':
        return 'Let the message be refused (stop the server before it answers).';
      case 'RETRY_SEND':
        return 'Click "Send again" on the message that was not sent.';
      case 'DISCARD':
        return 'Click "Discard" on the message that was not sent.';
      default:
        return `Send ${event.type}.`;
    }
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as ChatThreadSnapshot;
    const { context } = snapshot;
    if (snapshot.matches('loading')) return 'a loading indicator.';
    if (snapshot.matches('failed')) return `an error saying "${problemInSource(context.error!)}" with "Try again".`;
    const parts = [describeMessages(context.messages)];
    if (snapshot.matches({ ready: { history: 'loadingOlder' } })) parts.push('a loading indicator above them');
    else if (snapshot.matches({ ready: { history: 'olderFailed' } }))
      parts.push(`an error above them saying "${problemInSource(context.error!)}" with "Try again"`);
    else if (context.olderPage !== null) parts.push('"Earlier messages" above them');
    // The demo has no Twilio account: what it is sent is kept, marked so.
    for (const message of context.messages)
      if (message.error_code === 'no_twilio_account') parts.push(`"${message.body}" marked "Not sent: no Twilio account"`);
    for (const sms of context.outbox)
      parts.push(
        sms.status === 'failed' ? `"${sms.body}" marked "Not sent" with "Send again" and "Discard"` : `"${sms.body}" marked "Sending…"`,
      );
    return `${parts.join('; ')}.`;
  },
  waiting,
  outOfReach(event) {
    if (answerOf(event)?.ok === false) return OUT_OF_REACH.failure;
    if (typeof event.output === 'object' && withIncoming.has(event.output as object)) return CUSTOMER_WRITES;
    return event.output === LONGER_PAGE ? BEYOND_THE_DEMO : undefined;
  },
};
