import { problemInSource } from '@/api/problem';
import type { AnyMachineSnapshot } from 'xstate';
import type { User } from '@/api/contract/auth';
import type { RoleCounts, UserPage } from '@/api/contract/users';
import { ApiError } from '@/api/api-error';
import { DEMO_ANSWERS } from '@server/test/demo-answers';
import { FRESH_DEMO, demoAnswer, signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, answerOf, transitionCoverPaths, type ModelEvent, type ModelPath, type QaModel } from '@machines/testing/qa';
import { usersListMachine, type LoadedUsers, type UserListParams, type UsersListSnapshot } from './users-list.machine';

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
  two_step_enabled: false,
  invitation_pending: false,
});

/** The user the model adds, as the demo answers adding them. */
export const CREATED_CLIENT = demoAnswer<User>('add the user Ana Client');
const ADDED = ' after adding Ana Client';

const pageKey = (params: Pick<UserListParams, 'scope' | 'search' | 'page'>, added: boolean) =>
  `users ${params.scope} "${params.search}" page ${params.page}${added ? ADDED : ''}`;

/** The demo's answer to the list call for these filters: the page of people and the tabs' counts. */
export function demoUsers(params: Pick<UserListParams, 'scope' | 'search' | 'page'>, added = false): LoadedUsers {
  return {
    page: demoAnswer<UserPage>(pageKey(params, added)),
    counts: demoAnswer<RoleCounts>(`user counts "${params.search}"${added ? ADDED : ''}`),
  };
}

/**
 * The demo's answer as the event the list call ends with, where the demo recorded one: a page the
 * paths reach only by paging while another list loads (clients' page 2, say) ends in its failure.
 */
const demoUsersDone = (params: UserListParams, added: boolean): ModelEvent[] =>
  DEMO_ANSWERS[pageKey(params, added)] ? [{ type: 'xstate.done.actor.loadUsers', output: demoUsers(params, added) }] : [];

/** The answer of the list call at the screen's start: page 1 of everyone, newest first. */
export const MODEL_PAGE: LoadedUsers = demoUsers({ scope: 'all', search: '', page: 1 });

const SEARCH = 'ana';

/** Whether the tester has added Ana Client by the time the list is asked for (the server then counts her). */
function addedBefore({ context }: UsersListSnapshot): boolean {
  const listed = [...context.users, ...(context.heldUpdate?.page.results ?? [])];
  if (context.added.includes(CREATED_CLIENT.id) || listed.some((u) => u.id === CREATED_CLIENT.id)) return true;
  const countsAfter = ['', SEARCH].map((search) => JSON.stringify(demoAnswer(`user counts "${search}"${ADDED}`)));
  return [context.counts, context.heldUpdate?.counts].some((counts) => countsAfter.includes(JSON.stringify(counts)));
}

/** Every event the model may take in a state: the user's gestures, and the answers the demo gives the list call asked for. */
function usersListModelEvents(state: AnyMachineSnapshot): ModelEvent[] {
  const snapshot = state as UsersListSnapshot;
  const events: ModelEvent[] = [
    { type: 'SET_SCOPE', scope: 'clients' },
    { type: 'SET_SEARCH', search: SEARCH },
    { type: 'SET_PAGE', page: 2 },
    { type: 'RETRY' },
    { type: 'USER_CREATED', user: CREATED_CLIENT },
    { type: 'REFRESH' },
    { type: 'SHOW_UPDATES' },
  ];
  if (snapshot.matches('loading'))
    events.push(...demoUsersDone(snapshot.context.params, addedBefore(snapshot)), {
      type: 'xstate.error.actor.loadUsers',
      error: new ApiError('boom', 500, 'server_error', 'Internal server error.'),
    });
  // Ana Client added in a second tab: the list read again has her (or, added before, the same).
  if (snapshot.matches({ ready: 'refreshing' }))
    events.push(...demoUsersDone(snapshot.context.params, true), {
      type: 'xstate.error.actor.loadUsers',
      error: new ApiError('offline', undefined, 'network', undefined),
    });
  return events;
}

/**
 * The states whose every transition a path takes: the machine state, whether a page is on screen
 * yet (the pager and the rows only show after a first answer), and whether updates wait.
 */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as UsersListSnapshot;
  return JSON.stringify([snapshot.value, context.numPages > 0, context.heldUpdate !== null]);
};

const waiting = (state: AnyMachineSnapshot) => state.matches('loading') || state.matches({ ready: 'refreshing' });

function usersListPaths(): ModelPath[] {
  return transitionCoverPaths(usersListMachine, { events: usersListModelEvents, serializeState, waiting });
}

const SCOPE_TAB: Record<string, string> = { all: 'All', clients: 'Clients', staff: 'Staff' };

/** The rows in order: a few by name, a full page by its first and last. */
function describeRows(users: User[]): string {
  if (users.length === 0) return 'no rows';
  if (users.length <= 4) return `the rows ${users.map((u) => u.full_name).join(', ')}`;
  return `${users.length} rows, from ${users[0]!.full_name} to ${users.at(-1)!.full_name}`;
}

function describeList(state: UsersListSnapshot): string {
  const { users, count, counts, params, currentPage } = state.context;
  const tabs = counts ? `; the tabs count All ${counts.all}, Clients ${counts.clients}, Staff ${counts.staff}` : '';
  const filter = `${SCOPE_TAB[params.scope] ?? params.scope} tab selected${params.search ? `, search "${params.search}"` : ''}`;
  return `${describeRows(users)} (${count} in all, page ${currentPage} shown)${tabs}; ${filter}.`;
}

const { counts: DEMO_COUNTS } = MODEL_PAGE;

export const usersListModel: QaModel = {
  id: 'users-list',
  title: 'Users list',
  setup:
    `${signInAs('ceo@lato.test')} and open Users › User list (/dashboard/user-list). The demo has ${DEMO_COUNTS.all} people ` +
    `(${DEMO_COUNTS.clients} clients, ${DEMO_COUNTS.staff} staff), 20 to a page, newest first. A path that adds ` +
    `${CREATED_CLIENT.full_name} leaves her in the demo: before the next path, ${FRESH_DEMO}.`,
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
        return `Click "Add user", fill in ${user.full_name} (${user.email}, role Client; no password: she is e-mailed an invitation to choose her own) and click "Create user"; a message says "Invitation sent to ${user.email}."`;
      }
      case 'REFRESH':
        return `In a second tab, signed in the same way, add ${CREATED_CLIENT.full_name} as in the step above (or, if she is added, save her unchanged).`;
      case 'SHOW_UPDATES':
        return 'Click "Show updates".';
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
    if (snapshot.matches('failed'))
      return `an error saying "${problemInSource(snapshot.context.error!)}" with "Try again", over ${describeList(snapshot)}`;
    if (snapshot.matches({ ready: 'refreshing' })) return `no loading indicator; the list still shows ${describeList(snapshot)}`;
    return snapshot.context.heldUpdate ? `a "Show updates" button over ${describeList(snapshot)}` : describeList(snapshot);
  },
  waiting,
  outOfReach: (event) => (answerOf(event)?.ok === false ? OUT_OF_REACH.failure : undefined),
};
