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

/** One call for a page: the actor the machine gives under this id, what it is asked, and what its answer shows. */
export interface PageCall<Ctx, Id extends string, Input, Answer> {
  id: Id;
  input(context: Ctx): Input;
  /** The rows and the pager the answer shows (the error is cleared besides). */
  shown(context: Ctx, answer: Answer): Partial<Ctx>;
}

type EventOf<E extends EventObject, T extends E['type']> = Extract<E, { type: T }>;
type ParamsOf<Ctx> = Ctx extends { params: infer P } ? P : never;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The parts every paged list machine shares, typed for one machine's context and events: its
 * reloads when what the list shows changes, and its states (a pager's, or a list read on).
 */
export function pagedList<Ctx extends { error: Problem | null }, E extends EventObject>() {
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
      actions: assign<Ctx, DoneActorEvent<Answer>, undefined, E, never>(({ context, event }) => ({
        ...call.shown(context, event.output),
        ...contextFields({ error: null }),
      })),
    },
    onError: {
      target: failed,
      actions: assign<Ctx, ErrorActorEvent, undefined, E, never>(({ event }) => contextFields({ error: problemOf(event.error, failure) })),
    },
  });

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
   * stays on screen while the next one loads; a failed one shows its error until RETRY.
   */
  function pagerStates<const Id extends string, Input, Answer>(spec: {
    load: PageCall<Ctx, Id, Input, Answer>;
    failure: MessageDescriptor;
  }) {
    return {
      loading: { invoke: invoke(spec.load, spec.failure, 'failed') },
      ready: {},
      failed: { on: { RETRY: 'loading' } },
    };
  }

  /**
   * A list read on (infinite scroll): the first page in place of what was shown, which stays until
   * the answer comes, then on LOAD_MORE each next page under it.
   */
  function loadMoreStates<const FirstId extends string, FirstInput, FirstAnswer, const NextId extends string, NextInput, NextAnswer>(spec: {
    first: PageCall<Ctx, FirstId, FirstInput, FirstAnswer>;
    next: PageCall<Ctx, NextId, NextInput, NextAnswer>;
    hasMore(context: Ctx): boolean;
    failure: MessageDescriptor;
  }) {
    return {
      loading: { invoke: invoke(spec.first, spec.failure, 'failed') },
      ready: { on: { LOAD_MORE: { guard: ({ context }: { context: Ctx }) => spec.hasMore(context), target: 'loadingMore' } } },
      loadingMore: { invoke: invoke(spec.next, spec.failure, 'moreFailed') },
      // The first page failed: nothing to show but the error.
      failed: { on: { RETRY: 'loading' } },
      // A later page failed: the pages read stay, the error sits under them.
      moreFailed: { on: { RETRY: 'loadingMore' } },
    };
  }

  return { reload, reloadParams, pagerStates, loadMoreStates };
}
