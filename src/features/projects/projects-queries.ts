import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Person } from '@/api/contract/projects';
import type { ProjectPageRequest } from '@machines/projects-list/projects-list.machine';
import { projectsApi } from './projects-api';

/** The projects area's reads, as the cache knows them; a change invalidates them by these keys. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: ['projects', 'list'] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  team: ['projects', 'team'] as const,
  everyMemberWork: ['projects', 'member-work'] as const,
  memberWork: (memberId: number) => ['projects', 'member-work', memberId] as const,
  staff: (search: string) => ['projects', 'staff', search] as const,
};

/**
 * The reads that list projects with their name, status, people and progress: the lists, the team's
 * figures and each member's profile. A project created or changed marks them out of date.
 */
export const projectListingKeys = [projectKeys.lists, projectKeys.team, projectKeys.everyMemberWork] as const;

export const markProjectListingsChanged = (queryClient: QueryClient) =>
  Promise.all(projectListingKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** A page of the projects list, for these filters. */
export const projectPageQuery = (request: ProjectPageRequest) =>
  queryOptions({
    queryKey: [...projectKeys.lists, request],
    queryFn: () => projectsApi.list(request),
  });

/** One project: its overview, members, phases with their tasks counted, and files. */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () => projectsApi.get(id),
  });

/** A page of the staff with their projects and open tasks; the last page stays shown while the next loads. */
export const teamQuery = (search: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...projectKeys.team, { search, page, pageSize }],
    queryFn: () => projectsApi.team({ search, page, pageSize }),
    placeholderData: keepPreviousData,
    // Counts change with every task moved elsewhere: read afresh on each visit.
    staleTime: 0,
  });

/** A staff member's latest projects and open tasks (their profile). */
export const memberWorkQuery = (member: { id: number; email: string }) =>
  queryOptions({
    queryKey: projectKeys.memberWork(member.id),
    queryFn: () => projectsApi.memberWork(member),
    staleTime: 0,
  });

/** Active staff matching a search, as people a project may have as members. */
export const staffQuery = (search: string) =>
  queryOptions({
    queryKey: projectKeys.staff(search),
    queryFn: async (): Promise<Person[]> => {
      const page = await projectsApi.staff(search);
      return page.results
        .filter((u) => u.is_active)
        .map((u): Person => ({ id: u.id, full_name: u.full_name, avatar: u.avatar, role: u.role }));
    },
    placeholderData: keepPreviousData,
  });
