import { useEffect, useRef } from 'react';
import { Outlet } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchFresh } from '@/api/query-client';
import { usersListMachine, type LoadedUsers, type UserListParams } from '@machines/users-list/users-list.machine';
import { roleCountsQuery, usersPageQuery } from './users-queries';
import { paramsOf, sameSearch, searchOf, type UsersSearch } from './users-search';

const loadUsers = fromPromise<LoadedUsers, UserListParams>(async ({ input }) => {
  const [page, counts] = await Promise.all([fetchFresh(usersPageQuery(input)), fetchFresh(roleCountsQuery(input.search))]);
  return { page, counts };
});

/** The users list wired to the real API. */
const usersListWithApi = usersListMachine.provide({ actors: { loadUsers } });

/** The list the users pages share: the app's, or a test's (`logic` with fake API actors). */
export const UsersListContext = createActorContext(usersListWithApi);
export const useUsersListActor = UsersListContext.useActorRef;
export const useUsersList = UsersListContext.useSelector;

/**
 * The list's tab, search, sort, page and page size live in the address, so reload, Back and a
 * shared link bring them back: the address follows the list, and the list follows the address.
 */
function ListInAddress({ search, onSearchChange }: { search: UsersSearch; onSearchChange(search: UsersSearch): void }) {
  const actor = useUsersListActor();
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
  return null;
}

/**
 * The users pages (list, grid, add, edit) share one list: its filters survive moving between
 * them, and a user created on the add page is on top of the list on return.
 */
export function UsersArea({ search, onSearchChange }: { search: UsersSearch; onSearchChange(search: UsersSearch): void }) {
  return (
    <UsersListContext.Provider options={{ input: paramsOf(search) }}>
      <ListInAddress search={search} onSearchChange={onSearchChange} />
      <Outlet />
    </UsersListContext.Provider>
  );
}
