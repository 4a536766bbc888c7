import { getShortestPaths, type StatePath } from '@xstate/graph';
import type { EventObject } from 'xstate';
import type { User } from '@/api/contract/auth';
import type { RoleCounts } from '@/api/contract/users';
import { ApiError } from '@/api/errors';
import { usersListMachine, type LoadedUsers, type UsersListSnapshot } from './users-list.machine';

export type UsersListModelEvent = EventObject & Record<string, unknown>;

export const modelUser = (id: number, fullName: string, role: User['role']): User => ({
  id,
  email: `${fullName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  full_name: fullName,
  role,
  avatar: null,
  is_active: true,
  languages: [],
  date_joined: '2026-11-01T09:00:00.000Z',
});

const COUNTS: RoleCounts = { all: 2, clients: 1, staff: 1, roles: { CEO: 1, CFO: 0, CTO: 0, PM_CLIENT: 0, PM_DEV: 0, DEV: 0, CLIENT: 1 } };

export const MODEL_PAGE: LoadedUsers = {
  page: { count: 2, num_pages: 1, current_page: 1, results: [modelUser(1, 'Ava Moreno', 'CEO'), modelUser(2, 'Grace Okafor', 'CLIENT')] },
  counts: COUNTS,
};

export const CREATED_CLIENT = modelUser(3, 'Ana Client', 'CLIENT');

export function usersListModelEvents(): UsersListModelEvent[] {
  return [
    { type: 'SET_SCOPE', scope: 'clients' },
    { type: 'SET_SEARCH', search: 'ana' },
    { type: 'SET_PAGE', page: 2 },
    { type: 'RETRY' },
    { type: 'REFRESH' },
    { type: 'USER_CREATED', user: CREATED_CLIENT },
    { type: 'xstate.done.actor.loadUsers', output: MODEL_PAGE },
    { type: 'xstate.error.actor.loadUsers', error: new ApiError('boom', 500, 'server_error', 'Internal server error.') },
  ];
}

/**
 * One path to each state that matters to a reader of the list: the machine state, the filter,
 * whether an error shows, and what the list and its counts hold.
 */
function serializeState(snapshot: UsersListSnapshot): string {
  const { params, users, count, counts, error } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    params.scope,
    params.search,
    params.page,
    users.map((u) => u.id),
    count,
    counts?.all ?? null,
    error !== null,
  ]);
}

export function usersListPaths(): StatePath<UsersListSnapshot, UsersListModelEvent>[] {
  return getShortestPaths(usersListMachine as never, {
    events: usersListModelEvents() as never,
    serializeState: serializeState as never,
  }) as StatePath<UsersListSnapshot, UsersListModelEvent>[];
}

export function describeUsersListEvent(event: UsersListModelEvent): string {
  if (event.type === 'xstate.done.actor.loadUsers') return 'the list call answers a page';
  if (event.type === 'xstate.error.actor.loadUsers') return 'the list call fails (500)';
  if (event.type === 'USER_CREATED') return `a user is created (${(event.user as User).full_name}, ${(event.user as User).role})`;
  const detail = Object.entries(event)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(' ');
  return `user sends ${event.type}${detail ? ` ${detail}` : ''}`;
}
