import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import { DEFAULT_PAGE_SIZE } from '@/api/contract/common-values';
import type { Call, CallPage } from '@/api/contract/lato-ai';
import { NO_CALL_FILTERS, type CallFilters } from './call-filters';
import { errorMessage } from '@/api/errors';
import { mustProvide } from '@machines/shared/must-provide';

export { NO_CALL_FILTERS, type CallFilters } from './call-filters';

export interface CallListParams {
  numberId: number;
  filters: CallFilters;
  page: number;
  pageSize: number;
}

export interface CallsListContext {
  params: CallListParams;
  calls: Call[];
  count: number;
  numPages: number;
  currentPage: number;
  error: string | null;
}

export type CallsListEvent =
  | { type: 'SET_FILTERS'; filters: CallFilters }
  | { type: 'SET_NUMBER'; numberId: number }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'RETRY' };

type EventOf<T extends CallsListEvent['type']> = Extract<CallsListEvent, { type: T }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A change of number, filters or page: the list reloads (from the first page unless the page is
 * what changed). Asking for what is already shown, or for a page the pager does not offer, does
 * nothing.
 */
function reload<T extends CallsListEvent['type']>(
  change: (event: EventOf<T>, context: CallsListContext) => Partial<CallListParams> | null,
) {
  const next = (context: CallsListContext, event: EventOf<T>) => {
    const changed = change(event, context);
    return changed && { ...context.params, ...('page' in changed ? {} : { page: 1 }), ...changed };
  };
  return {
    guard: ({ context, event }: { context: CallsListContext; event: EventOf<T> }) => {
      const params = next(context, event);
      return params !== null && !same(params, context.params);
    },
    target: '.loading',
    reenter: true,
    actions: assign<CallsListContext, EventOf<T>, undefined, CallsListEvent, never>({
      params: ({ context, event }) => next(context, event) ?? context.params,
    }),
  } as const;
}

/** The calls of one number: filters, paging and the answers of the API. */
export const callsListMachine = setup({
  types: {
    context: {} as CallsListContext,
    events: {} as CallsListEvent,
    input: {} as { numberId: number; filters?: CallFilters; page?: number },
  },
  actors: {
    loadCalls: mustProvide<CallPage, CallListParams>('loadCalls'),
  },
}).createMachine({
  id: 'callsList',
  context: ({ input }) => ({
    params: { numberId: input.numberId, filters: input.filters ?? NO_CALL_FILTERS, page: input.page ?? 1, pageSize: DEFAULT_PAGE_SIZE },
    calls: [],
    count: 0,
    numPages: 0,
    currentPage: 1,
    error: null,
  }),
  initial: 'loading',
  on: {
    SET_FILTERS: reload((e) => ({ filters: e.filters })),
    SET_NUMBER: reload((e) => ({ numberId: e.numberId })),
    SET_PAGE: reload((e, context) => (e.page >= 1 && e.page <= context.numPages ? { page: e.page } : null)),
  },
  states: {
    // The previous page stays on screen while the next one loads.
    loading: {
      invoke: {
        id: 'loadCalls',
        src: 'loadCalls',
        input: ({ context }) => context.params,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            calls: event.output.results,
            count: event.output.count,
            numPages: event.output.num_pages,
            currentPage: context.params.page,
            error: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error, msg`Failed to fetch calls`) }) },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});

export type CallsListActor = ActorRefFrom<typeof callsListMachine>;
export type CallsListSnapshot = SnapshotFrom<typeof callsListMachine>;
