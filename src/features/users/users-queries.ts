import { queryOptions } from '@tanstack/react-query';
import type { UserListParams } from '@machines/users-list/users-list.machine';
import { usersApi } from './users-api';

/** The users area's reads, as the cache knows them; a change invalidates them by these keys. */
export const usersKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  roleCounts: ['users', 'role-counts'] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

/** A page of people: one tab (everyone, clients, staff or a role), searched, sorted and paged. */
export const usersPageQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: [...usersKeys.lists, params],
    queryFn: () => usersApi.list(params),
  });

/** How many people match a search, in all, per tab and per role: the tabs' counts. */
export const roleCountsQuery = (search: string) =>
  queryOptions({
    queryKey: [...usersKeys.roleCounts, search],
    queryFn: () => usersApi.counts(search),
  });

/** One person, as the edit page shows them. */
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: () => usersApi.get(id),
  });
