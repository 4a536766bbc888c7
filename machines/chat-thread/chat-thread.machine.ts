import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { ChatMessage, ChatPage } from '@/api/contract/lato-ai';
import { problemOf, type Problem } from '@/api/problem';
import { mustProvide } from '@machines/shared/must-provide';

/** An SMS written here and not yet accepted by the server: on screen at once, marked until it is. */
export interface OutgoingSms {
  /** The composer's own key, since the server has not named it yet. */
  key: number;
  body: string;
  /** Waiting its turn, on its way, or refused by the server. */
  status: 'pending' | 'sending' | 'failed';
  error: Problem | null;
}

export interface ChatThreadContext {
  numberId: number;
  customer: string;
  /** The conversation as read, oldest first. */
  messages: ChatMessage[];
  /** The next (older) page to read; null once the conversation's start is reached. */
  olderPage: number | null;
  outbox: OutgoingSms[];
  nextKey: number;
  error: Problem | null;
  /** A message was heard while the conversation was being read: its newest page is read again after. */
  refreshQueued: boolean;
}

export type ChatThreadEvent =
  | { type: 'RETRY' }
  | { type: 'LOAD_OLDER' }
  | { type: 'RETRY_OLDER' }
  | { type: 'SEND'; body: string }
  | { type: 'RETRY_SEND'; key: number }
  | { type: 'DISCARD'; key: number }
  /** An SMS of the number came or went elsewhere: the newest page is read again in the background. */
  | { type: 'REFRESH' };

export interface ChatPageRequest {
  numberId: number;
  customer: string;
  page: number;
}

export interface SmsRequest {
  numberId: number;
  customer: string;
  body: string;
}

/** The SMS to send next: the first one waiting, since they go out in the order written. */
const nextToSend = (context: ChatThreadContext) => context.outbox.find((sms) => sms.status === 'pending');
const onItsWay = (context: ChatThreadContext) => context.outbox.find((sms) => sms.status === 'sending')!;

/**
 * Messages read again replace themselves (a delivery status moves on); new ones go before what was
 * read (an older page) or after it (the newest page again, a message just sent).
 */
function withMessages(shown: readonly ChatMessage[], read: readonly ChatMessage[], where: 'before' | 'after'): ChatMessage[] {
  const fresh = new Map(read.map((m) => [m.id, m]));
  const known = new Set(shown.map((m) => m.id));
  const kept = shown.map((m) => fresh.get(m.id) ?? m);
  const added = read.filter((m) => !known.has(m.id));
  return where === 'before' ? [...added, ...kept] : [...kept, ...added];
}

// Messages that arrived meanwhile shift the pages: a message already read is not shown twice.
const pageRead = (context: ChatThreadContext, page: ChatPage, read: number): Partial<ChatThreadContext> => ({
  messages: withMessages(context.messages, page.results, 'before'),
  olderPage: page.next === null ? null : read + 1,
  error: null,
});

/** A message heard while a page is read: the newest page is read again once it is. */
const queueRefresh = { actions: 'queueRefresh' } as const;

const failedToFetch = msg`Failed to fetch chat logs`;

/**
 * One SMS conversation of a number: its newest page first, older pages above it as the reader
 * scrolls up, and a composer whose messages show at once and go out one at a time, in order; one
 * the server refused stays, marked, to be sent again or discarded.
 */
export const chatThreadMachine = setup({
  types: {
    context: {} as ChatThreadContext,
    events: {} as ChatThreadEvent,
    /** Told when the server took a message, for lists of conversations to catch up. */
    emitted: {} as { type: 'sent'; message: ChatMessage },
    input: {} as { numberId: number; customer: string },
  },
  actors: {
    loadPage: mustProvide<ChatPage, ChatPageRequest>('loadPage'),
    sendSms: mustProvide<ChatMessage, SmsRequest>('sendSms'),
  },
  actions: {
    queueRefresh: assign({ refreshQueued: true }),
  },
  guards: {
    hasOlder: ({ context }) => context.olderPage !== null,
    refreshQueued: ({ context }) => context.refreshQueued,
    somethingToSend: ({ context }) => nextToSend(context) !== undefined,
    hasText: ({ event }) => event.type === 'SEND' && event.body.trim().length > 0,
    failedOne: ({ context, event }) =>
      (event.type === 'RETRY_SEND' || event.type === 'DISCARD') &&
      context.outbox.some((sms) => sms.key === event.key && sms.status === 'failed'),
  },
}).createMachine({
  id: 'chatThread',
  context: ({ input }) => ({ ...input, messages: [], olderPage: 1, outbox: [], nextKey: 1, error: null, refreshQueued: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ numberId: context.numberId, customer: context.customer, page: 1 }),
        onDone: { target: 'ready', actions: assign(({ context, event }) => pageRead(context, event.output, 1)) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => problemOf(event.error, failedToFetch) }) },
      },
      on: { REFRESH: queueRefresh },
    },
    failed: { on: { RETRY: 'loading', REFRESH: 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        SEND: {
          guard: 'hasText',
          actions: assign(({ context, event }) => ({
            outbox: [...context.outbox, { key: context.nextKey, body: event.body.trim(), status: 'pending' as const, error: null }],
            nextKey: context.nextKey + 1,
          })),
        },
        RETRY_SEND: {
          guard: 'failedOne',
          actions: assign({
            outbox: ({ context, event }) =>
              context.outbox.map((sms) => (sms.key === event.key ? { ...sms, status: 'pending' as const, error: null } : sms)),
          }),
        },
        DISCARD: {
          guard: 'failedOne',
          actions: assign({ outbox: ({ context, event }) => context.outbox.filter((sms) => sms.key !== event.key) }),
        },
      },
      states: {
        // Reading the conversation: older pages above, and its newest page again when a message is heard.
        history: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'refreshQueued', target: 'refreshing' },
              on: { LOAD_OLDER: { guard: 'hasOlder', target: 'loadingOlder' }, REFRESH: 'refreshing' },
            },
            loadingOlder: {
              invoke: {
                id: 'loadPage',
                src: 'loadPage',
                input: ({ context }) => ({ numberId: context.numberId, customer: context.customer, page: context.olderPage! }),
                onDone: { target: 'idle', actions: assign(({ context, event }) => pageRead(context, event.output, context.olderPage!)) },
                onError: { target: 'olderFailed', actions: assign({ error: ({ event }) => problemOf(event.error, failedToFetch) }) },
              },
              on: { REFRESH: queueRefresh },
            },
            olderFailed: { on: { RETRY_OLDER: 'loadingOlder', REFRESH: queueRefresh } },
            // In the background: what is shown stays, new messages join the end when the answer comes.
            refreshing: {
              entry: assign({ refreshQueued: false }),
              invoke: {
                id: 'loadPage',
                src: 'loadPage',
                input: ({ context }) => ({ numberId: context.numberId, customer: context.customer, page: 1 }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({ messages: withMessages(context.messages, event.output.results, 'after') })),
                },
                // What is shown stays, without a message: the next message heard, or the stream's reload
                // after a gap, reads it again.
                onError: 'idle',
              },
              on: { REFRESH: queueRefresh },
            },
          },
        },
        outbox: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'somethingToSend', target: 'sending' } },
            sending: {
              entry: assign({
                outbox: ({ context }) => {
                  const next = nextToSend(context)!;
                  return context.outbox.map((sms) => (sms === next ? { ...sms, status: 'sending' as const } : sms));
                },
              }),
              invoke: {
                id: 'sendSms',
                src: 'sendSms',
                input: ({ context }) => ({ numberId: context.numberId, customer: context.customer, body: onItsWay(context).body }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => {
                      const sent = onItsWay(context);
                      return {
                        outbox: context.outbox.filter((sms) => sms.key !== sent.key),
                        // A refresh may have read it already.
                        messages: withMessages(context.messages, [event.output], 'after'),
                      };
                    }),
                    emit(({ event }) => ({ type: 'sent' as const, message: event.output })),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const sent = onItsWay(context);
                    const error = problemOf(event.error, msg`The message could not be sent`);
                    return {
                      outbox: context.outbox.map((sms) => (sms.key === sent.key ? { ...sms, status: 'failed' as const, error } : sms)),
                    };
                  }),
                },
              },
            },
          },
        },
      },
    },
  },
});

export type ChatThreadActor = ActorRefFrom<typeof chatThreadMachine>;
export type ChatThreadSnapshot = SnapshotFrom<typeof chatThreadMachine>;
