import type { MessageDescriptor } from '@lingui/core';
import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject } from 'xstate';
import { problemOf, type Problem } from '@/api/problem';

/** The pager of the last answer: count, number of pages, the page on screen (in a list read on, the last one read). */
export interface Pager {
  count: number;
  numPages: number;
  currentPage: number;
}

/** What a paged list call answers (the contract's pagedSchema). */
export interface PageAnswer<Row> {
  count: number;
  num_pages: number;
  current_page: number;
  results: Row[];
}

/**
 * What a list refreshed in the background keeps besides its rows: whether a change was heard while
 * it was loading (it refreshes once more when the load ends, since that load may have read before
 * the change), and, in a list that holds back answers that would move rows under the reader, the
 * answer held until they ask for it ("Updates available").
 */
export interface Refreshable<Answer = never> {
  refreshQueued: boolean;
  heldUpdate: Answer | null;
}

/** What a refreshable list starts with. */
export const NOTHING_TO_REFRESH = { refreshQueued: false, heldUpdate: null } as const;

/** The pager of an answer; a list that counts its pages by what it asked for gives that page. */
export const pagerOf = (page: PageAnswer<unknown>, currentPage = page.current_page): Pager => ({
  count: page.count,
  numPages: page.num_pages,
  currentPage,
});

/** Whether the pager has a later page to read. */
export const hasLaterPage = (pager: Pager): boolean => pager.currentPage < pager.numPages;

/** The page asked for if the pager offers it (1 to the last page of the answer on screen), else null: nothing to do. */
export const offeredPage = (page: number, pager: Pager): { page: number } | null => (page >= 1 && page <= pager.numPages ? { page } : null);

/** Whether an answer lists the rows on screen in the same order: it can take their place without moving any under the reader. */
export const sameRows = (shown: readonly { id: number }[], answer: readonly { id: number }[]): boolean =>
  shown.length === answer.length && shown.every((row, i) => row.id === answer[i]!.id);

/** One call for a page: the actor the machine gives under this id, what it is asked, and what its answer shows. */
export interface PageCall<Ctx, Id extends string, Input, Answer> {
  id: Id;
  input(context: Ctx): Input;
  /** The rows and the pager the answer shows (the error is cleared besides). */
  shown(context: Ctx, answer: Answer): Partial<Ctx>;
}

/** How a list takes a refreshed answer: at once, or held back while `holdIf` says it would move rows under the reader. */
export interface RefreshPolicy<Ctx, Answer> {
  holdIf?(context: Ctx, answer: Answer): boolean;
}

type EventOf<E extends EventObject, T extends E['type']> = Extract<E, { type: T }>;
type ParamsOf<Ctx> = Ctx extends { params: infer P } ? P : never;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The id of the state LOAD_MORE reaches from inside `ready.refreshing` (a target by id reaches out of it). */
const LOADING_MORE = 'pagedListLoadingMore';

/**
 * The parts every paged list machine shares, typed for one machine's context and events: its
 * reloads when what the list shows changes, its refresh in the background (REFRESH: something it
 * shows changed elsewhere), and its states (a pager's, or a list read on).
 */
export function pagedList<Ctx extends { error: Problem | null } & Refreshable<unknown>, E extends EventObject>() {
  // Fields of the context (its error, its params), which TypeScript cannot see through a type parameter.
  const contextFields = (fields: object) => fields as Partial<Ctx>;

  const invoke = <const Id extends string, Input, Answer>(
    call: PageCall<Ctx, Id, Input, Answer>,
    failure: MessageDescriptor,
    failed: string,
  ) => ({
    id: call.id,
    src: call.id,
    input: ({ context }: { context: Ctx }) => call.input(context),
    onDone: {
      target: 'ready',
      // What the reader asked for is newer than any answer held back.
      actions: assign<Ctx, DoneActorEvent<Answer>, undefined, E, never>(({ context, event }) => ({
        ...call.shown(context, event.output),
        ...contextFields({ error: null, heldUpdate: null }),
      })),
    },
    onError: {
      target: failed,
      actions: assign<Ctx, ErrorActorEvent, undefined, E, never>(({ event }) => contextFields({ error: problemOf(event.error, failure) })),
    },
  });

  /** A change heard while a load runs: the list refreshes once more after it. */
  const queueRefresh = { actions: assign<Ctx, E, undefined, E, never>(() => contextFields({ refreshQueued: true })) };

  /**
   * `ready`: the list on screen, refreshed in the background on REFRESH (no loading indicator:
   * the rows stay until the answer comes). An answer the policy holds back waits in `heldUpdate`
   * until SHOW_UPDATES; a failed refresh leaves what is shown as it was.
   */
  function readyStates<const Id extends string, Input, Answer>(
    call: PageCall<Ctx, Id, Input, Answer>,
    policy: RefreshPolicy<Ctx, Answer>,
    more: { on?: object; refreshingOn?: object } = {},
  ) {
    const apply = (context: Ctx, answer: Answer) => ({
      ...call.shown(context, answer),
      ...contextFields({ error: null, heldUpdate: null }),
    });
    return {
      initial: 'idle',
      // A list that holds no answers back has no SHOW_UPDATES.
      on: {
        ...more.on,
        ...((policy.holdIf && {
          SHOW_UPDATES: {
            guard: ({ context }: { context: Ctx }) => context.heldUpdate !== null,
            actions: assign<Ctx, E, undefined, E, never>(({ context }) => apply(context, context.heldUpdate as Answer)),
          },
        }) as object),
      },
      states: {
        idle: {
          always: { guard: ({ context }: { context: Ctx }) => context.refreshQueued, target: 'refreshing' },
          on: { REFRESH: 'refreshing' },
        },
        refreshing: {
          entry: assign<Ctx, E, undefined, E, never>(() => contextFields({ refreshQueued: false })),
          on: { REFRESH: queueRefresh, ...more.refreshingOn },
          invoke: {
            id: call.id,
            src: call.id,
            input: ({ context }: { context: Ctx }) => call.input(context),
            onDone: [
              {
                guard: ({ context, event }: { context: Ctx; event: DoneActorEvent<Answer> }) =>
                  policy.holdIf?.(context, event.output) ?? false,
                target: 'idle',
                actions: assign<Ctx, DoneActorEvent<Answer>, undefined, E, never>(({ event }) =>
                  contextFields({ heldUpdate: event.output }),
                ),
              },
              {
                target: 'idle',
                actions: assign<Ctx, DoneActorEvent<Answer>, undefined, E, never>(({ context, event }) => apply(context, event.output)),
              },
            ],
            // What is shown stays, without a message: the next change heard, or the stream's reload
            // after a gap, reads it again.
            onError: 'idle',
          },
        },
      },
    };
  }

  /**
   * What the event changes in the context (`null`: nothing it may change): the list reloads with
   * it. Asking for what is already shown does nothing.
   */
  function reload<T extends E['type']>(change: (event: EventOf<E, T>, context: Ctx) => Partial<Ctx> | null) {
    return {
      guard: ({ context, event }: { context: Ctx; event: EventOf<E, T> }) => {
        const changed = change(event, context);
        return changed !== null && Object.entries(changed).some(([key, value]) => !same(value, context[key as keyof Ctx]));
      },
      target: '.loading',
      reenter: true,
      actions: assign<Ctx, EventOf<E, T>, undefined, E, never>(({ context, event }) => change(event, context) ?? {}),
    } as const;
  }

  /**
   * A list whose request is `context.params`: what the event changes in them, and the list reloads
   * from the first page (unless the change is the page itself).
   */
  function reloadParams<T extends E['type']>(change: (event: EventOf<E, T>, context: Ctx) => Partial<ParamsOf<Ctx>> | null) {
    return reload<T>((event, context) => {
      const changed: object | null = change(event, context);
      const { params } = context as Ctx & { params: object };
      return changed && contextFields({ params: { ...params, ...('page' in changed ? {} : { page: 1 }), ...changed } });
    });
  }

  /**
   * A list read a page at a time, each answer in place of the last (a pager). The previous page
   * stays on screen while the next one loads; a failed one shows its error until RETRY (or a
   * change heard elsewhere). A refresh reads the page on screen again.
   */
  function pagerStates<const Id extends string, Input, Answer>(spec: {
    load: PageCall<Ctx, Id, Input, Answer>;
    failure: MessageDescriptor;
    refresh?: RefreshPolicy<Ctx, Answer>;
  }) {
    return {
      loading: { invoke: invoke(spec.load, spec.failure, 'failed'), on: { REFRESH: queueRefresh } },
      ready: readyStates(spec.load, spec.refresh ?? {}),
      failed: { on: { RETRY: 'loading', REFRESH: 'loading' } },
    };
  }

  /**
   * A list read on (infinite scroll): the first page in place of what was shown, which stays until
   * the answer comes, then on LOAD_MORE each next page under it. A refresh reads what is shown
   * again with its own call (`refresh`).
   */
  function loadMoreStates<
    const FirstId extends string,
    FirstInput,
    FirstAnswer,
    const NextId extends string,
    NextInput,
    NextAnswer,
    const RefreshId extends string,
    RefreshInput,
    RefreshAnswer,
  >(spec: {
    first: PageCall<Ctx, FirstId, FirstInput, FirstAnswer>;
    next: PageCall<Ctx, NextId, NextInput, NextAnswer>;
    refresh: PageCall<Ctx, RefreshId, RefreshInput, RefreshAnswer> & RefreshPolicy<Ctx, RefreshAnswer>;
    hasMore(context: Ctx): boolean;
    failure: MessageDescriptor;
  }) {
    const hasMore = ({ context }: { context: Ctx }) => spec.hasMore(context);
    return {
      loading: { invoke: invoke(spec.first, spec.failure, 'failed'), on: { REFRESH: queueRefresh } },
      ready: readyStates(spec.refresh, spec.refresh, {
        // A held answer (or a refresh cut short) is of the pages before the next one: the refresh is asked again after it.
        on: {
          LOAD_MORE: {
            guard: hasMore,
            target: 'loadingMore',
            actions: assign<Ctx, E, undefined, E, never>(({ context }) =>
              contextFields({ refreshQueued: context.refreshQueued || context.heldUpdate !== null }),
            ),
          },
        },
        refreshingOn: { LOAD_MORE: { guard: hasMore, target: `#${LOADING_MORE}`, ...queueRefresh } },
      }),
      loadingMore: { id: LOADING_MORE, invoke: invoke(spec.next, spec.failure, 'moreFailed'), on: { REFRESH: queueRefresh } },
      // The first page failed: the error, over what was shown.
      failed: { on: { RETRY: 'loading', REFRESH: 'loading' } },
      // A later page failed: the pages read stay, the error sits under them.
      moreFailed: { on: { RETRY: 'loadingMore', REFRESH: queueRefresh } },
    };
  }

  return { reload, reloadParams, pagerStates, loadMoreStates };
}
