import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Problem } from '@/api/problem';
import { msg } from '@lingui/core/macro';
import type { TranscriptPage, TranscriptTurn } from '@/api/contract/lato-ai';
import { mustProvide } from '@machines/shared/must-provide';
import { NOTHING_TO_REFRESH, pagedList, type Refreshable } from '@machines/shared/paged-list';

export interface TranscriptContext extends Refreshable {
  callId: number;
  turns: TranscriptTurn[];
  count: number;
  /** The page to read next; null once the transcript is whole. */
  nextPage: number | null;
  /** The last page read (0 before the first): a refresh reads it again for the turns said since. */
  pagesRead: number;
  error: Problem | null;
}

export type TranscriptEvent =
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  /** The call changed (a turn was said, it ended): the last page read is read again in the background. */
  | { type: 'REFRESH' };

export interface TranscriptRequest {
  callId: number;
  page: number;
}

/** Turns read again replace themselves; new ones go on the end, in the order said. */
function withTurns(shown: readonly TranscriptTurn[], read: readonly TranscriptTurn[]): TranscriptTurn[] {
  const fresh = new Map(read.map((turn) => [turn.id, turn]));
  const known = new Set(shown.map((turn) => turn.id));
  return [...shown.map((turn) => fresh.get(turn.id) ?? turn), ...read.filter((turn) => !known.has(turn.id))];
}

const readPage = (context: TranscriptContext, page: TranscriptPage, read: number): Partial<TranscriptContext> => ({
  turns: withTurns(context.turns, page.results),
  count: page.count,
  nextPage: page.next === null ? null : read + 1,
  pagesRead: read,
});

const list = pagedList<TranscriptContext, TranscriptEvent>();

const lastRead = (context: TranscriptContext) => Math.max(1, context.pagesRead);

/**
 * A call's transcript, read a page at a time in the order it was said: the first page, then the
 * next ones as the reader scrolls; a failed page keeps what was read and can be asked again. While
 * the call goes on, each change heard reads the last page again, so new turns join the end.
 */
export const transcriptMachine = setup({
  types: { context: {} as TranscriptContext, events: {} as TranscriptEvent, input: {} as { callId: number } },
  actors: {
    loadPage: mustProvide<TranscriptPage, TranscriptRequest>('loadPage'),
  },
}).createMachine({
  id: 'transcript',
  context: ({ input }) => ({ callId: input.callId, turns: [], count: 0, nextPage: 1, pagesRead: 0, error: null, ...NOTHING_TO_REFRESH }),
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
    refresh: {
      id: 'loadPage',
      input: (context) => ({ callId: context.callId, page: lastRead(context) }),
      shown: (context, page: TranscriptPage) => readPage(context, page, lastRead(context)),
    },
    hasMore: (context) => context.nextPage !== null,
    failure: msg`Failed to fetch chat logs`,
  }),
});

export type TranscriptActor = ActorRefFrom<typeof transcriptMachine>;
export type TranscriptSnapshot = SnapshotFrom<typeof transcriptMachine>;
