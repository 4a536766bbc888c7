import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Problem } from '@/api/problem';
import { msg } from '@lingui/core/macro';
import type { TranscriptPage, TranscriptTurn } from '@/api/contract/lato-ai';
import { mustProvide } from '@machines/shared/must-provide';
import { pagedList } from '@machines/shared/paged-list';

export interface TranscriptContext {
  callId: number;
  turns: TranscriptTurn[];
  count: number;
  /** The page to read next; null once the transcript is whole. */
  nextPage: number | null;
  error: Problem | null;
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
});

const list = pagedList<TranscriptContext, TranscriptEvent>();

/**
 * A call's transcript, read a page at a time in the order it was said: the first page, then the
 * next ones as the reader scrolls; a failed page keeps what was read and can be asked again.
 */
export const transcriptMachine = setup({
  types: { context: {} as TranscriptContext, events: {} as TranscriptEvent, input: {} as { callId: number } },
  actors: {
    loadPage: mustProvide<TranscriptPage, TranscriptRequest>('loadPage'),
  },
}).createMachine({
  id: 'transcript',
  context: ({ input }) => ({ callId: input.callId, turns: [], count: 0, nextPage: 1, error: null }),
  initial: 'loading',
  states: list.loadMoreStates({
    first: {
      id: 'loadPage',
      input: (context) => ({ callId: context.callId, page: 1 }),
      shown: (context, page: TranscriptPage) => readPage(context, page, 1),
    },
    next: {
      id: 'loadPage',
      input: (context) => ({ callId: context.callId, page: context.nextPage! }),
      shown: (context, page: TranscriptPage) => readPage(context, page, context.nextPage!),
    },
    hasMore: (context) => context.nextPage !== null,
    failure: msg`Failed to fetch chat logs`,
  }),
});

export type TranscriptActor = ActorRefFrom<typeof transcriptMachine>;
export type TranscriptSnapshot = SnapshotFrom<typeof transcriptMachine>;
