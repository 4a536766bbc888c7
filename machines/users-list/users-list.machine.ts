import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { User } from '@/api/contract/auth';
import { isStaff } from '@/api/contract/roles';
import { DEFAULT_PAGE_SIZE } from '@/api/contract/common';
import type { RoleCounts, UserOrdering, UserPage, UserScope } from '@/api/contract/users';
import { errorMessage } from '@/api/errors';
import { defaultErrors } from '@/api/messages';

export interface UserListParams {
  scope: UserScope;
  search: string;
  ordering: UserOrdering;
  page: number;
  pageSize: number;
}

export interface UsersListContext {
  params: UserListParams;
  users: User[];
  /** The pager (spec section 3): defaults 0, 0, 1. */
  count: number;
  numPages: number;
  currentPage: number;
  counts: RoleCounts | null;
  error: string | null;
}

export type UsersListEvent =
  | { type: 'SET_SCOPE'; scope: UserScope }
  | { type: 'SET_SEARCH'; search: string }
  | { type: 'SET_ORDERING'; ordering: UserOrdering }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'SET_PAGE_SIZE'; pageSize: number }
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'USER_CREATED'; user: User }
  | { type: 'USER_UPDATED'; user: User };

export interface LoadedUsers {
  page: UserPage;
  counts: RoleCounts;
}

export const DEFAULT_USER_LIST_PARAMS: UserListParams = {
  scope: 'all',
  search: '',
  ordering: '-date_joined',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

function inScope(user: User, scope: UserScope): boolean {
  if (scope === 'all') return true;
  if (scope === 'clients') return user.role === 'CLIENT';
  if (scope === 'staff') return isStaff(user.role);
  return user.role === scope;
}

function matchesSearch(user: User, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || user.full_name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle);
}

/**
 * Spec section 4, Lists: a created user goes to the top of the list it belongs in, and the
 * counts go up; the server's next answer then takes over.
 */
export function withCreatedUser(context: UsersListContext, user: User): Partial<UsersListContext> {
  if (!matchesSearch(user, context.params.search) || context.users.some((u) => u.id === user.id)) return {};
  const counts = context.counts && {
    ...context.counts,
    all: context.counts.all + 1,
    clients: context.counts.clients + (user.role === 'CLIENT' ? 1 : 0),
    staff: context.counts.staff + (isStaff(user.role) ? 1 : 0),
    roles: user.role ? { ...context.counts.roles, [user.role]: context.counts.roles[user.role] + 1 } : context.counts.roles,
  };
  if (!inScope(user, context.params.scope)) return { counts };
  const count = context.count + 1;
  const onFirstPage = context.currentPage === 1;
  return {
    counts,
    count,
    numPages: Math.max(1, Math.ceil(count / context.params.pageSize)),
    users: onFirstPage ? [user, ...context.users].slice(0, context.params.pageSize) : context.users,
  };
}

/** The users pages' list: filters, paging, and the answers of the API (spec section 4). */
export const usersListMachine = setup({
  types: {
    context: {} as UsersListContext,
    events: {} as UsersListEvent,
    input: {} as Partial<UserListParams> | undefined,
  },
  actors: {
    loadUsers: fromPromise<LoadedUsers, UserListParams>(() => Promise.reject(new Error('The loadUsers actor must be provided'))),
  },
  actions: {
    // A new filter starts from the first page; a page change keeps the filter.
    setScope: assign({
      params: ({ context, event }) => (event.type === 'SET_SCOPE' ? { ...context.params, scope: event.scope, page: 1 } : context.params),
    }),
    setSearch: assign({
      params: ({ context, event }) => (event.type === 'SET_SEARCH' ? { ...context.params, search: event.search, page: 1 } : context.params),
    }),
    setOrdering: assign({
      params: ({ context, event }) =>
        event.type === 'SET_ORDERING' ? { ...context.params, ordering: event.ordering, page: 1 } : context.params,
    }),
    setPage: assign({
      params: ({ context, event }) => (event.type === 'SET_PAGE' ? { ...context.params, page: event.page } : context.params),
    }),
    setPageSize: assign({
      params: ({ context, event }) =>
        event.type === 'SET_PAGE_SIZE' ? { ...context.params, pageSize: event.pageSize, page: 1 } : context.params,
    }),
    addCreated: assign(({ context, event }) => (event.type === 'USER_CREATED' ? withCreatedUser(context, event.user) : {})),
    replaceUpdated: assign({
      users: ({ context, event }) =>
        event.type === 'USER_UPDATED' ? context.users.map((u) => (u.id === event.user.id ? event.user : u)) : context.users,
    }),
  },
}).createMachine({
  id: 'usersList',
  context: ({ input }) => ({
    params: { ...DEFAULT_USER_LIST_PARAMS, ...input },
    users: [],
    count: 0,
    numPages: 0,
    currentPage: 1,
    counts: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    SET_SCOPE: { target: '.loading', actions: 'setScope', reenter: true },
    SET_SEARCH: { target: '.loading', actions: 'setSearch', reenter: true },
    SET_ORDERING: { target: '.loading', actions: 'setOrdering', reenter: true },
    SET_PAGE: { target: '.loading', actions: 'setPage', reenter: true },
    SET_PAGE_SIZE: { target: '.loading', actions: 'setPageSize', reenter: true },
    USER_CREATED: { actions: 'addCreated' },
    USER_UPDATED: { actions: 'replaceUpdated' },
  },
  states: {
    // The previous page stays on screen while the next one loads.
    loading: {
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        input: ({ context }) => context.params,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            users: event.output.page.results,
            count: event.output.page.count,
            numPages: event.output.page.num_pages,
            currentPage: event.output.page.current_page,
            counts: event.output.counts,
            error: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error, defaultErrors.usersLoad) }) },
      },
    },
    ready: {
      on: { REFRESH: 'loading' },
    },
    failed: {
      on: { RETRY: 'loading', REFRESH: 'loading' },
    },
  },
});

export type UsersListActor = ActorRefFrom<typeof usersListMachine>;
export type UsersListSnapshot = SnapshotFrom<typeof usersListMachine>;
