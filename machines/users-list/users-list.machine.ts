import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Problem } from '@/api/problem';
import type { User } from '@/api/contract/auth';
import { isStaff } from '@/api/contract/roles';
import type { RoleCounts, UserOrdering, UserPage, UserScope } from '@/api/contract/users';
import { DEFAULT_USER_LIST_PARAMS, type UserListParams } from './list-params';

export { DEFAULT_USER_LIST_PARAMS, type UserListParams } from './list-params';
import { defaultErrors } from '@/api/messages';
import { mustProvide } from '@machines/shared/must-provide';
import { NOTHING_TO_REFRESH, offeredPage, pagedList, pagerOf, sameRows, type Pager, type Refreshable } from '@machines/shared/paged-list';

/** The pager (0, 0, 1 before the first answer), and the page of users on screen. */
export interface UsersListContext extends Pager, Refreshable<LoadedUsers> {
  params: UserListParams;
  users: User[];
  counts: RoleCounts | null;
  error: Problem | null;
  /** Users created since the last answer, already counted: a repeated event counts nobody twice. */
  added: number[];
}

export type UsersListEvent =
  | { type: 'SET_SCOPE'; scope: UserScope }
  | { type: 'SET_SEARCH'; search: string }
  | { type: 'SET_ORDERING'; ordering: UserOrdering }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'SET_PAGE_SIZE'; pageSize: number }
  | { type: 'RETRY' }
  | { type: 'USER_CREATED'; user: User }
  | { type: 'USER_UPDATED'; user: User }
  /** Someone's account changed elsewhere: the page is read again in the background. */
  | { type: 'REFRESH' }
  | { type: 'SHOW_UPDATES' };

export interface LoadedUsers {
  page: UserPage;
  counts: RoleCounts;
}

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
 * A created user goes to the top of the list they belong in (on its first page), and the counts
 * go up at once; the server's next answer then takes over.
 */
export function withCreatedUser(context: UsersListContext, user: User): Partial<UsersListContext> {
  if (!matchesSearch(user, context.params.search) || context.added.includes(user.id)) return {};
  const added = [...context.added, user.id];
  const counts = context.counts && {
    ...context.counts,
    all: context.counts.all + 1,
    clients: context.counts.clients + (user.role === 'CLIENT' ? 1 : 0),
    staff: context.counts.staff + (isStaff(user.role) ? 1 : 0),
    roles: user.role ? { ...context.counts.roles, [user.role]: context.counts.roles[user.role] + 1 } : context.counts.roles,
  };
  if (!inScope(user, context.params.scope)) return { counts, added };
  const count = context.count + 1;
  const onFirstPage = context.currentPage === 1;
  return {
    added,
    counts,
    count,
    numPages: Math.max(1, Math.ceil(count / context.params.pageSize)),
    users: onFirstPage ? [user, ...context.users].slice(0, context.params.pageSize) : context.users,
  };
}

const list = pagedList<UsersListContext, UsersListEvent>();

/** The users pages' list: filters, paging, and the answers of the API. */
export const usersListMachine = setup({
  types: {
    context: {} as UsersListContext,
    events: {} as UsersListEvent,
    input: {} as Partial<UserListParams> | undefined,
  },
  actors: {
    loadUsers: mustProvide<LoadedUsers, UserListParams>('loadUsers'),
  },
  actions: {
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
    added: [],
    ...NOTHING_TO_REFRESH,
  }),
  initial: 'loading',
  // A change of filter or page reloads the list, from the first page unless the page is what changed.
  on: {
    SET_SCOPE: list.reloadParams((e) => ({ scope: e.scope })),
    SET_SEARCH: list.reloadParams((e) => ({ search: e.search })),
    SET_ORDERING: list.reloadParams((e) => ({ ordering: e.ordering })),
    SET_PAGE: list.reloadParams((e, context) => offeredPage(e.page, context)),
    SET_PAGE_SIZE: list.reloadParams((e) => ({ pageSize: e.pageSize })),
    USER_CREATED: { actions: 'addCreated' },
    // An edit shows at once; the list then reloads, since the change may move the person elsewhere.
    USER_UPDATED: { target: '.loading', reenter: true, actions: 'replaceUpdated' },
  },
  states: list.pagerStates({
    load: {
      id: 'loadUsers',
      input: (context) => context.params,
      shown: (context, answer: LoadedUsers) => ({
        users: answer.page.results,
        ...pagerOf(answer.page, context.params.page),
        counts: answer.counts,
        added: [],
      }),
    },
    failure: defaultErrors.usersLoad,
    // New details show in place; someone added, gone or moved by the sort waits for the reader to ask.
    refresh: { holdIf: (context, answer) => !sameRows(context.users, answer.page.results) },
  }),
});

export type UsersListActor = ActorRefFrom<typeof usersListMachine>;
export type UsersListSnapshot = SnapshotFrom<typeof usersListMachine>;
