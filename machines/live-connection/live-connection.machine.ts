import { assign, emit, fromCallback, raise, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import type { LiveEvent } from '@/api/contract/live';
import { mustProvide } from '@machines/shared/must-provide';

/** How long the stream may be away before the page says "Reconnecting…": a quick reconnect shows nothing. */
export const NOTICE_DELAY_MS = 2000;
/** A stream open this long has worked: the next loss starts the waits from the shortest again. */
export const STEADY_MS = 10_000;

export interface LiveConnectionContext {
  /** The id of the last change heard, sent on reconnecting so the server replays what was missed. */
  lastEventId: string | null;
  /** Tries in a row that have failed since the stream last stayed open: the next wait grows with it. */
  attempt: number;
  /** The session was just renewed for this try: a refusal now is not the token's age, so no second renewal at once. */
  renewed: boolean;
}

/** What the stream tells the connection, as it reads the server's answer. */
export type StreamEvent =
  /** The server answered 200: events follow. */
  | { type: 'OPENED' }
  /** A change the reader may see; `id` is the SSE id, kept for the replay. */
  | { type: 'CHANGE'; id: string | null; change: LiveEvent }
  /**
   * The server cannot say what was missed (the gap is too old): every page reloads what it shows.
   * `id` names the newest event, so the next reconnect starts from there.
   */
  | { type: 'RELOAD'; id?: string | null }
  /** The access token the stream was opened with has expired; the server ends the stream. */
  | { type: 'EXPIRED' }
  /** The server refused the access token (401) before opening the stream. */
  | { type: 'UNAUTHORIZED' }
  /** The stream ended or failed (the network, the server going away, any other answer). */
  | { type: 'ENDED' };

export type LiveConnectionEvent =
  | StreamEvent
  /** The browser says it has lost, or found again, the network. */
  | { type: 'OFFLINE' }
  | { type: 'ONLINE' }
  /** Raised by the connection for the notice: the stream is away, or there is nothing to reconnect. */
  | { type: 'LOST' }
  | { type: 'SETTLED' };

/** What the connection tells the page: a change to pass on, or the word to reload everything shown. */
export type LiveConnectionEmitted = { type: 'change'; change: LiveEvent } | { type: 'reload' };

export interface StreamInput {
  lastEventId: string | null;
}

/**
 * The stream: reads GET /api/v1/events/ with the current token and tells the machine what it
 * hears (StreamEvent); stopped, it closes the request. Provided by the screen, like the API calls.
 */
const streamMustBeProvided = fromCallback<EventObject, StreamInput>(() => {
  throw new Error('The stream actor must be provided');
});

/**
 * A tab's one live stream, for as long as the person is signed in: it opens the stream, passes on
 * what it hears, and when the stream is lost tries again after a wait that grows with each failure
 * (retry-delay.ts), asking for what it missed. An expired or refused token is renewed first; an
 * offline browser waits to be online. The notice region says "Reconnecting…" once the stream has
 * been away for NOTICE_DELAY_MS.
 */
export const liveConnectionMachine = setup({
  types: {
    context: {} as LiveConnectionContext,
    events: {} as LiveConnectionEvent,
    emitted: {} as LiveConnectionEmitted,
  },
  actors: {
    stream: streamMustBeProvided,
    /** The new access token, or null when the session has ended. */
    renew: mustProvide<string | null>('renew'),
    /** Resolves when it is time for the next try (retryDelay of the attempt). */
    wait: mustProvide<void, { attempt: number }>('wait'),
  },
  delays: { noticeDelay: NOTICE_DELAY_MS, steady: STEADY_MS },
  guards: {
    justRenewed: ({ context }) => context.renewed,
    gotToken: ({ event }) => (event as unknown as { output: string | null }).output !== null,
  },
}).createMachine({
  id: 'liveConnection',
  context: { lastEventId: null, attempt: 0, renewed: false },
  type: 'parallel',
  states: {
    connection: {
      initial: 'streaming',
      states: {
        streaming: {
          invoke: { id: 'stream', src: 'stream', input: ({ context }) => ({ lastEventId: context.lastEventId }) },
          on: { ENDED: 'waiting', OFFLINE: 'offline' },
          initial: 'connecting',
          states: {
            connecting: {
              on: {
                OPENED: 'open',
                // Refused again with a token just renewed: waiting keeps a broken session from looping at once.
                UNAUTHORIZED: [
                  { guard: 'justRenewed', target: '#liveConnection.connection.waiting' },
                  { target: '#liveConnection.connection.renewing' },
                ],
              },
            },
            open: {
              entry: [assign({ renewed: false }), raise({ type: 'SETTLED' })],
              after: { steady: { actions: assign({ attempt: 0 }) } },
              on: {
                CHANGE: {
                  actions: [
                    assign({ lastEventId: ({ context, event }) => event.id ?? context.lastEventId }),
                    emit(({ event }) => ({ type: 'change' as const, change: event.change })),
                  ],
                },
                RELOAD: {
                  actions: [
                    assign({ lastEventId: ({ context, event }) => event.id ?? context.lastEventId }),
                    emit({ type: 'reload' as const }),
                  ],
                },
                EXPIRED: '#liveConnection.connection.renewing',
              },
            },
          },
        },
        waiting: {
          entry: [assign({ attempt: ({ context }) => context.attempt + 1, renewed: false }), raise({ type: 'LOST' })],
          invoke: { id: 'wait', src: 'wait', input: ({ context }) => ({ attempt: context.attempt }), onDone: 'streaming' },
          on: { OFFLINE: 'offline' },
        },
        renewing: {
          entry: raise({ type: 'LOST' }),
          invoke: {
            id: 'renew',
            src: 'renew',
            onDone: [{ guard: 'gotToken', target: 'streaming', actions: assign({ renewed: true }) }, { target: 'stopped' }],
            // The renewal itself failed (the network): try again after the usual wait.
            onError: 'waiting',
          },
          on: { OFFLINE: 'offline' },
        },
        offline: {
          entry: raise({ type: 'LOST' }),
          // Back online, the failures were the network's: try at once, and wait from the shortest after.
          on: { ONLINE: { target: 'streaming', actions: assign({ attempt: 0 }) } },
        },
        // The session has ended: the app signs the person out, and there is nothing to reconnect.
        stopped: { entry: raise({ type: 'SETTLED' }) },
      },
    },
    notice: {
      initial: 'hidden',
      states: {
        hidden: { on: { LOST: 'due' } },
        due: { after: { noticeDelay: 'shown' }, on: { SETTLED: 'hidden' } },
        shown: { on: { SETTLED: 'hidden' } },
      },
    },
  },
});

export type LiveConnectionLogic = typeof liveConnectionMachine;
export type LiveConnectionActor = ActorRefFrom<typeof liveConnectionMachine>;
export type LiveConnectionSnapshot = SnapshotFrom<typeof liveConnectionMachine>;
