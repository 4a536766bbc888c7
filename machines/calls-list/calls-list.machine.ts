import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Problem } from '@/api/problem';
import { msg } from '@lingui/core/macro';
import { DEFAULT_PAGE_SIZE } from '@/api/contract/common-values';
import type { Call, CallPage } from '@/api/contract/lato-ai';
import { NO_CALL_FILTERS, type CallFilters } from './call-filters';
import { mustProvide } from '@machines/shared/must-provide';
import { NOTHING_TO_REFRESH, offeredPage, pagedList, pagerOf, sameRows, type Pager, type Refreshable } from '@machines/shared/paged-list';

export { NO_CALL_FILTERS, type CallFilters } from './call-filters';

export interface CallListParams {
  numberId: number;
  filters: CallFilters;
  page: number;
  pageSize: number;
}

export interface CallsListContext extends Pager, Refreshable<CallPage> {
  params: CallListParams;
  calls: Call[];
  error: Problem | null;
}

export type CallsListEvent =
  | { type: 'SET_FILTERS'; filters: CallFilters }
  | { type: 'SET_NUMBER'; numberId: number }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'RETRY' }
  /** A call of the number began, changed or ended elsewhere: the page is read again in the background. */
  | { type: 'REFRESH' }
  | { type: 'SHOW_UPDATES' };

const list = pagedList<CallsListContext, CallsListEvent>();

/** The calls of one number: filters, paging, the answers of the API, and the changes heard elsewhere. */
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
    ...NOTHING_TO_REFRESH,
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
    // Newest first: page 1 takes a new call on top as it comes; a later page would shift under the
    // reader, so a changed order waits there until they ask for it.
    refresh: { holdIf: (context, page) => context.params.page > 1 && !sameRows(context.calls, page.results) },
  }),
});

export type CallsListActor = ActorRefFrom<typeof callsListMachine>;
export type CallsListSnapshot = SnapshotFrom<typeof callsListMachine>;
