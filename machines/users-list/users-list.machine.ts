import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { User } from '@/api/contract/auth';
import { isStaff } from '@/api/contract/roles';
import type { RoleCounts, UserOrdering, UserPage, UserScope } from '@/api/contract/users';
import { DEFAULT_USER_LIST_PARAMS, type UserListParams } from './list-params';

export { DEFAULT_USER_LIST_PARAMS, type UserListParams } from './list-params';
import { errorMessage } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { mustProvide } from '@machines/shared/must-provide';

export interface UsersListContext {
  params: UserListParams;
  users: User[];
  /** The pager: count, number of pages, current page; 0, 0, 1 before the first answer. */
  count: number;
  numPages: number;
  currentPage: number;
  counts: RoleCounts | null;
  error: string | null;
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
  | { type: 'USER_UPDATED'; user: User };

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

type EventOf<T extends UsersListEvent['type']> = Extract<UsersListEvent, { type: T }>;

/**
 * A change of filter or page: the list reloads from the first page (unless the change is the
 * page itself). Asking for what is already shown, or for something not on offer (`null`), does
 * nothing.
 */
function reload<T extends UsersListEvent['type']>(
  change: (event: EventOf<T>, context: UsersListContext) => Partial<UserListParams> | null,
) {
  const next = (context: UsersListContext, event: EventOf<T>) => {
    const changed = change(event, context);
    return changed && { ...context.params, ...('page' in changed ? {} : { page: 1 }), ...changed };
  };
  return {
    guard: ({ context, event }: { context: UsersListContext; event: EventOf<T> }) => {
      const params = next(context, event);
      return params !== null && JSON.stringify(params) !== JSON.stringify(context.params);
    },
    target: '.loading',
    reenter: true,
    actions: assign<UsersListContext, EventOf<T>, undefined, UsersListEvent, never>({
      params: ({ context, event }) => next(context, event) ?? context.params,
    }),
  } as const;
}

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
  }),
  initial: 'loading',
  on: {
    SET_SCOPE: reload((e) => ({ scope: e.scope })),
    SET_SEARCH: reload((e) => ({ search: e.search })),
    SET_ORDERING: reload((e) => ({ ordering: e.ordering })),
    // Only the pages the pager offers: 1 to the last page of the answer on screen.
    SET_PAGE: reload((e, context) => (e.page >= 1 && e.page <= context.numPages ? { page: e.page } : null)),
    SET_PAGE_SIZE: reload((e) => ({ pageSize: e.pageSize })),
    USER_CREATED: { actions: 'addCreated' },
    // An edit shows at once; the list then reloads, since the change may move the person elsewhere.
    USER_UPDATED: { target: '.loading', reenter: true, actions: 'replaceUpdated' },
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
          actions: assign(({ context, event }) => ({
            users: event.output.page.results,
            count: event.output.page.count,
            numPages: event.output.page.num_pages,
            currentPage: context.params.page,
            counts: event.output.counts,
            error: null,
            added: [],
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error, defaultErrors.usersLoad) }) },
      },
    },
    ready: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

export type UsersListActor = ActorRefFrom<typeof usersListMachine>;
export type UsersListSnapshot = SnapshotFrom<typeof usersListMachine>;
