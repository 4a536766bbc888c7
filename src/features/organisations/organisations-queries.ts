import { queryOptions } from '@tanstack/react-query';
import { organisationsApi } from './organisations-api';

/** The organisations area's reads, as the cache knows them; a change invalidates them by these keys. */
export const organisationKeys = {
  all: ['organisations'] as const,
  mine: ['organisations', 'mine'] as const,
  list: ['organisations', 'list'] as const,
  detail: (id: number) => ['organisations', 'detail', id] as const,
  members: (id: number) => ['organisations', 'members', id] as const,
  invitations: (id: number) => ['organisations', 'invitations', id] as const,
  allNumbers: ['organisations', 'numbers'] as const,
};

/** The signed-in person's businesses, for the switcher. */
export const myOrganisationsQuery = queryOptions({
  queryKey: organisationKeys.mine,
  queryFn: () => organisationsApi.mine(),
  staleTime: 30_000,
});

export const organisationListQuery = queryOptions({ queryKey: organisationKeys.list, queryFn: () => organisationsApi.list() });

export const organisationQuery = (id: number) =>
  queryOptions({ queryKey: organisationKeys.detail(id), queryFn: () => organisationsApi.get(id) });

export const membersQuery = (id: number) =>
  queryOptions({ queryKey: organisationKeys.members(id), queryFn: () => organisationsApi.members(id) });

export const invitationsQuery = (id: number) =>
  queryOptions({ queryKey: organisationKeys.invitations(id), queryFn: () => organisationsApi.invitations(id) });

export const allNumbersQuery = queryOptions({ queryKey: organisationKeys.allNumbers, queryFn: () => organisationsApi.allNumbers() });
