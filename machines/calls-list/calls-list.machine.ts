import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Problem } from '@/api/problem';
import { msg } from '@lingui/core/macro';
import { DEFAULT_PAGE_SIZE } from '@/api/contract/common-values';
import type { Call, CallPage } from '@/api/contract/lato-ai';
import { NO_CALL_FILTERS, type CallFilters } from './call-filters';
import { mustProvide } from '@machines/shared/must-provide';
import { offeredPage, pagedList, pagerOf, type Pager } from '@machines/shared/paged-list';

export { NO_CALL_FILTERS, type CallFilters } from './call-filters';

export interface CallListParams {
  numberId: number;
  filters: CallFilters;
  page: number;
  pageSize: number;
}

export interface CallsListContext extends Pager {
  params: CallListParams;
  calls: Call[];
  error: Problem | null;
}

export type CallsListEvent =
  | { type: 'SET_FILTERS'; filters: CallFilters }
  | { type: 'SET_NUMBER'; numberId: number }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'RETRY' };

const list = pagedList<CallsListContext, CallsListEvent>();

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
  // A change of number, filters or page reloads the list, from the first page unless the page is what changed.
  on: {
    SET_FILTERS: list.reloadParams((e) => ({ filters: e.filters })),
    SET_NUMBER: list.reloadParams((e) => ({ numberId: e.numberId })),
    SET_PAGE: list.reloadParams((e, context) => offeredPage(e.page, context)),
  },
  states: list.pagerStates({
    load: {
      id: 'loadCalls',
      input: (context) => context.params,
      shown: (context, page: CallPage) => ({ calls: page.results, ...pagerOf(page, context.params.page) }),
    },
    failure: msg`Failed to fetch calls`,
  }),
});

export type CallsListActor = ActorRefFrom<typeof callsListMachine>;
export type CallsListSnapshot = SnapshotFrom<typeof callsListMachine>;
