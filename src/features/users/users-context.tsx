import { createContext, useContext, type ReactNode } from 'react';
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
 * them, and a user created on the add page is on top of the list on return.
 */
export function UsersArea() {
  const actor = useActorRef(usersListWithApi, { input: {} });
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
