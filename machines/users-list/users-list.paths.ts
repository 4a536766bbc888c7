import type { AnyMachineSnapshot } from 'xstate';
import type { User } from '@/api/contract/auth';
import type { RoleCounts } from '@/api/contract/users';
import { ApiError } from '@/api/errors';
import { transitionCoverPaths, type ModelEvent, type ModelPath, type QaModel } from '@machines/testing/qa';
import { usersListMachine, type LoadedUsers, type UsersListSnapshot } from './users-list.machine';

export const modelUser = (id: number, fullName: string, role: User['role']): User => ({
  id,
  email: `${fullName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  full_name: fullName,
  role,
  avatar: null,
  is_active: true,
  languages: [],
  preferred_language: null,
  date_joined: '2026-11-01T09:00:00.000Z',
});

const COUNTS: RoleCounts = {
  all: 25,
  clients: 24,
  staff: 1,
  roles: { CEO: 1, CFO: 0, CTO: 0, PM_CLIENT: 0, PM_DEV: 0, DEV: 0, CLIENT: 24 },
};

/** The answer of the list call in the model: two pages of people (the rows shown are the same). */
export const MODEL_PAGE: LoadedUsers = {
  page: { count: 25, num_pages: 2, current_page: 1, results: [modelUser(1, 'Ava Moreno', 'CEO'), modelUser(2, 'Grace Okafor', 'CLIENT')] },
  counts: COUNTS,
};

export const CREATED_CLIENT = modelUser(3, 'Ana Client', 'CLIENT');

/** Every event the model may take: the user's gestures and the answers of the list call. */
function usersListModelEvents(): ModelEvent[] {
  return [
    { type: 'SET_SCOPE', scope: 'clients' },
    { type: 'SET_SEARCH', search: 'ana' },
    { type: 'SET_PAGE', page: 2 },
    { type: 'RETRY' },
    { type: 'USER_CREATED', user: CREATED_CLIENT },
    { type: 'xstate.done.actor.loadUsers', output: MODEL_PAGE },
    { type: 'xstate.error.actor.loadUsers', error: new ApiError('boom', 500, 'server_error', 'Internal server error.') },
  ];
}

/**
 * The states whose every transition a path takes: the machine state, and whether a page is on
 * screen yet (the pager and the rows only show after a first answer).
 */
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot as UsersListSnapshot).context.numPages > 0]);

function usersListPaths(): ModelPath[] {
  return transitionCoverPaths(usersListMachine, { events: usersListModelEvents(), serializeState });
}

const SCOPE_TAB: Record<string, string> = { all: 'All', clients: 'Clients', staff: 'Staff' };

function describeList(state: UsersListSnapshot): string {
  const { users, count, counts, params, currentPage } = state.context;
  const rows = users.length ? `the rows ${users.map((u) => u.full_name).join(', ')}` : 'no rows';
  const tabs = counts ? `; the tabs count All ${counts.all}, Clients ${counts.clients}, Staff ${counts.staff}` : '';
  const filter = `${SCOPE_TAB[params.scope] ?? params.scope} tab selected${params.search ? `, search "${params.search}"` : ''}`;
  return `${rows} (${count} in all, page ${currentPage} shown)${tabs}; ${filter}.`;
}

export const usersListModel: QaModel = {
  id: 'users-list',
  title: 'Users list',
  setup: 'sign in as a manager (for example ceo@lato.test) and open Users › User list (/dashboard/user-list).',
  paths: usersListPaths,
  step(event) {
    switch (event.type) {
      case 'SET_SCOPE':
        return `Click the "${SCOPE_TAB[event.scope as string]}" tab.`;
      case 'SET_SEARCH':
        return `Type "${String(event.search)}" in the search box and pause.`;
      case 'SET_PAGE':
        return `Click page ${String(event.page)} in the pager.`;
      case 'RETRY':
        return 'Click "Try again" in the error.';
      case 'USER_CREATED': {
        const user = event.user as User;
        return `Click "Add user", fill in ${user.full_name} (${user.email}, role ${user.role}, a password) and click "Create user".`;
      }
      case 'xstate.done.actor.loadUsers':
        return 'Wait for the list to load.';
      case 'xstate.error.actor.loadUsers':
        return 'Let the list call fail (stop the server, or go offline, before it answers).';
      default:
        return `Send ${event.type}.`;
    }
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as UsersListSnapshot;
    if (snapshot.matches('loading')) return `a loading indicator over the list, which still shows ${describeList(snapshot)}`;
    if (snapshot.matches('failed')) return `an error saying "${snapshot.context.error}" with "Try again", over ${describeList(snapshot)}`;
    return describeList(snapshot);
  },
};
