import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  usersListMachine,
  type LoadedUsers,
  type UserListParams,
  type UsersListActor,
  type UsersListSnapshot,
} from '@machines/users-list/users-list.machine';
import { usersApi } from './users-api';
import { paramsOf, sameSearch, searchOf, type UsersSearch } from './users-search';

const UsersListContext = createContext<UsersListActor | null>(null);

export function useUsersListActor(): UsersListActor {
  const actor = useContext(UsersListContext);
  if (!actor) throw new Error('useUsersListActor must be used inside <UsersListProvider>');
  return actor;
}

export function useUsersList<T>(select: (snapshot: UsersListSnapshot) => T): T {
  return useSelector(useUsersListActor(), select);
}

const loadUsers = fromPromise<LoadedUsers, UserListParams>(async ({ input }) => {
  const [page, counts] = await Promise.all([usersApi.list(input), usersApi.counts(input.search)]);
  return { page, counts };
});

/** The users list wired to the real API. */
const usersListWithApi = usersListMachine.provide({ actors: { loadUsers } });

/**
 * The users pages (list, grid, add, edit) share one list: its filters survive moving between
 * them, and a user created on the add page is on top of the list on return. The list's tab,
 * search, sort, page and page size live in the address, so reload, Back and a shared link bring
 * them back: the address follows the list, and the list follows the address.
 */
export function UsersArea({ search, onSearchChange }: { search: UsersSearch; onSearchChange(search: UsersSearch): void }) {
  const actor = useActorRef(usersListWithApi, { input: paramsOf(search) });
  const latest = useRef({ search, onSearchChange });
  useEffect(() => {
    latest.current = { search, onSearchChange };
  });
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const next = searchOf(snapshot.context.params);
      if (!sameSearch(next, latest.current.search)) latest.current.onSearchChange(next);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const searchKey = JSON.stringify(searchOf(paramsOf(search)));
  useEffect(() => {
    const wanted = paramsOf(JSON.parse(searchKey) as UsersSearch);
    const { params } = actor.getSnapshot().context;
    if (wanted.scope !== params.scope) actor.send({ type: 'SET_SCOPE', scope: wanted.scope });
    if (wanted.search !== params.search) actor.send({ type: 'SET_SEARCH', search: wanted.search });
    if (wanted.ordering !== params.ordering) actor.send({ type: 'SET_ORDERING', ordering: wanted.ordering });
    if (wanted.pageSize !== params.pageSize) actor.send({ type: 'SET_PAGE_SIZE', pageSize: wanted.pageSize });
    if (wanted.page !== actor.getSnapshot().context.params.page) actor.send({ type: 'SET_PAGE', page: wanted.page });
  }, [actor, searchKey]);
  return (
    <UsersListProvider actor={actor}>
      <Outlet />
    </UsersListProvider>
  );
}

/** Gives the users pages their list actor: the app's, or a test's with fake API actors. */
export function UsersListProvider({ actor, children }: { actor: UsersListActor; children: ReactNode }) {
  return <UsersListContext.Provider value={actor}>{children}</UsersListContext.Provider>;
}
