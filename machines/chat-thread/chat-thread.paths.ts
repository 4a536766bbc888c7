import type { AnyMachineSnapshot } from 'xstate';
import type { ChatMessage, ChatPage } from '@/api/contract/lato-ai';
import { ApiError } from '@/api/errors';
import { transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { chatThreadMachine, type ChatThreadSnapshot } from './chat-thread.machine';

export const MODEL_CUSTOMER = '+14155550110';

export const modelSms = (id: number, role: ChatMessage['role'], body: string, status: ChatMessage['status'] = 'received'): ChatMessage => ({
  id,
  twilio_number: 1,
  customer_phone_number: MODEL_CUSTOMER,
  role,
  body,
  status,
  error_code: null,
  is_test: false,
  created_at: `2026-11-20T15:${String(10 + id).padStart(2, '0')}:00.000Z`,
});

/** The newest page of the model's conversation; an older one is left to read. */
export const MODEL_CHAT_PAGE: ChatPage = {
  count: 4,
  next: '/api/v1/twilio/chat-logs/?customer_phone_number=%2B14155550110&aiPhoneNumber=%2B14155550142&page=2',
  previous: null,
  results: [modelSms(3, 'customer', 'Are you open on Saturday?'), modelSms(4, 'assistant', 'Yes, from 9:00 to 13:00.', 'delivered')],
};
export const MODEL_OLDER_PAGE: ChatPage = {
  count: 4,
  next: null,
  previous: MODEL_CHAT_PAGE.next!.replace('page=2', 'page=1'),
  results: [modelSms(1, 'customer', 'Hello, do you take walk-ins?'), modelSms(2, 'assistant', 'We do, until 17:00.', 'delivered')],
};
export const MODEL_SMS_BODY = 'See you on Saturday at 10:00.';
export const MODEL_SENT = modelSms(5, 'agent', MODEL_SMS_BODY, 'queued');

const failure = new ApiError('boom', 500, undefined, undefined);

function events(): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.loadPage', output: MODEL_CHAT_PAGE },
    { type: 'xstate.done.actor.loadPage', output: MODEL_OLDER_PAGE },
    { type: 'xstate.error.actor.loadPage', error: failure },
    { type: 'RETRY' },
    { type: 'LOAD_OLDER' },
    { type: 'RETRY_OLDER' },
    { type: 'SEND', body: MODEL_SMS_BODY },
    { type: 'xstate.done.actor.sendSms', output: MODEL_SENT },
    { type: 'xstate.error.actor.sendSms', error: failure },
    { type: 'RETRY_SEND', key: 1 },
    { type: 'DISCARD', key: 1 },
  ];
}

/** The states, whether the conversation's start is read, and the first outgoing message's mark. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as ChatThreadSnapshot;
  return JSON.stringify([snapshot.value, context.messages.length > 0, context.olderPage === null, context.outbox[0]?.status ?? null]);
};

const priorMessages = (path: { steps: { state: AnyMachineSnapshot }[] }, i: number) =>
  (path.steps[i - 1]?.state as ChatThreadSnapshot | undefined)?.context.messages.length;

export const chatThreadModel: QaModel = {
  id: 'chat-thread',
  title: 'Lato AI SMS conversation',
  setup: 'sign in as the demo client (client@lato.test), open Calls, choose the Messages tab and click a conversation.',
  paths: () =>
    transitionCoverPaths(chatThreadMachine, { events: events(), serializeState, input: { numberId: 1, customer: MODEL_CUSTOMER } }).filter(
      (path) =>
        // Pages come in order (the newest first, then the older one), and the model sends one message.
        path.steps.every((step, i) => {
          const output = (step.event as ModelEvent).output;
          if (output === MODEL_CHAT_PAGE) return priorMessages(path, i) === 0;
          if (output === MODEL_OLDER_PAGE) return (priorMessages(path, i) ?? 0) > 0;
          if (output === MODEL_SENT) return !(path.steps[i - 1]!.state as ChatThreadSnapshot).context.messages.includes(MODEL_SENT);
          return true;
        }),
    ),
  step(event) {
    switch (event.type) {
      case 'xstate.done.actor.loadPage':
        return 'Wait for the messages to load.';
      case 'xstate.error.actor.loadPage':
        return 'Let the messages fail to load (stop the server before it answers).';
      case 'RETRY':
      case 'RETRY_OLDER':
        return 'Click "Try again".';
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
    if (snapshot.matches('failed')) return `an error saying "${context.error}" with "Try again".`;
    const shown = context.messages.map((m) => `"${m.body}"`).join(', ');
    const parts = [`the messages ${shown}`];
    if (snapshot.matches({ ready: { history: 'loadingOlder' } })) parts.push('a loading indicator above them');
    else if (snapshot.matches({ ready: { history: 'olderFailed' } }))
      parts.push(`an error above them saying "${context.error}" with "Try again"`);
    else if (context.olderPage !== null) parts.push('"Earlier messages" above them');
    for (const sms of context.outbox)
      parts.push(
        sms.status === 'failed' ? `"${sms.body}" marked "Not sent" with "Send again" and "Discard"` : `"${sms.body}" marked "Sending…"`,
      );
    return `${parts.join('; ')}.`;
  },
};
