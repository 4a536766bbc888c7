import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { TranscriptPage, TranscriptTurn } from '@/api/contract/lato-ai';
import { errorMessage } from '@/api/errors';
import { mustProvide } from '@machines/shared/must-provide';

export interface TranscriptContext {
  callId: number;
  turns: TranscriptTurn[];
  count: number;
  /** The page to read next; null once the transcript is whole. */
  nextPage: number | null;
  error: string | null;
}

export type TranscriptEvent = { type: 'LOAD_MORE' } | { type: 'RETRY' };

export interface TranscriptRequest {
  callId: number;
  page: number;
}

const readPage = (context: TranscriptContext, page: TranscriptPage, read: number): Partial<TranscriptContext> => ({
  turns: [...context.turns, ...page.results],
  count: page.count,
  nextPage: page.next === null ? null : read + 1,
  error: null,
});

/**
 * A call's transcript, read a page at a time in the order it was said: the first page, then the
 * next ones as the reader scrolls; a failed page keeps what was read and can be asked again.
 */
export const transcriptMachine = setup({
  types: { context: {} as TranscriptContext, events: {} as TranscriptEvent, input: {} as { callId: number } },
  actors: {
    loadPage: mustProvide<TranscriptPage, TranscriptRequest>('loadPage'),
  },
  guards: { hasMore: ({ context }) => context.nextPage !== null },
}).createMachine({
  id: 'transcript',
  context: ({ input }) => ({ callId: input.callId, turns: [], count: 0, nextPage: 1, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ callId: context.callId, page: 1 }),
        onDone: { target: 'ready', actions: assign(({ context, event }) => readPage(context, event.output, 1)) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error, msg`Failed to fetch chat logs`) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: { on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } } },
    loadingMore: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ callId: context.callId, page: context.nextPage! }),
        onDone: { target: 'ready', actions: assign(({ context, event }) => readPage(context, event.output, context.nextPage!)) },
        onError: {
          target: 'moreFailed',
          actions: assign({ error: ({ event }) => errorMessage(event.error, msg`Failed to fetch chat logs`) }),
        },
      },
    },
    moreFailed: { on: { RETRY: 'loadingMore' } },
  },
});

export type TranscriptActor = ActorRefFrom<typeof transcriptMachine>;
export type TranscriptSnapshot = SnapshotFrom<typeof transcriptMachine>;
