import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ProjectPage } from '@/api/contract/projects';
import { fetchFresh } from '@/api/query-client';
import {
  appendPage,
  projectsListMachine,
  type ProjectFilters,
  type ProjectPageRequest,
  type ProjectPagesRequest,
} from '@machines/projects-list/projects-list.machine';
import { projectPageQuery } from './projects-queries';

const loadPage = fromPromise<ProjectPage, ProjectPageRequest>(({ input }) => fetchFresh(projectPageQuery(input)));

/**
 * The pages shown read again: page 1 first, for how many pages there are now (the list may have
 * shrunk), then the others at once; one answer with the pager of the last.
 */
const refreshPages = fromPromise<ProjectPage, ProjectPagesRequest>(async ({ input: { filters, pages, pageSize } }) => {
  const read = (page: number) => fetchFresh(projectPageQuery({ filters, page, pageSize }));
  const first = await read(1);
  const later = Array.from({ length: Math.min(pages, first.num_pages) - 1 }, (_, i) => read(i + 2));
  const all = [first, ...(await Promise.all(later))];
  return { ...all.at(-1)!, results: all.reduce<ProjectPage['results']>((shown, page) => appendPage(shown, page.results), []) };
});

/** The projects list wired to the real API: the first page and the next ones come from the same call. */
export const projectsListWithApi = projectsListMachine.provide({
  actors: { loadFirstPage: loadPage, loadNextPage: loadPage, refreshPages },
});

/** The list the three projects views share: the app's, or a test's (`logic` with fake API actors). */
export const ProjectsListContext = createActorContext(projectsListWithApi);
export const useProjectsListActor = ProjectsListContext.useActorRef;
export const useProjectsList = ProjectsListContext.useSelector;

interface FiltersValue {
  filters: ProjectFilters;
  /** Changes some filters: the page's URL takes them, and the list follows the URL. */
  setFilters(change: Partial<ProjectFilters>): void;
}
const FiltersContext = createContext<FiltersValue | null>(null);

/** The filters on screen and the way to change them. */
export function useProjectFilters(): FiltersValue {
  const value = useContext(FiltersContext);
  if (!value) throw new Error('useProjectFilters must be used inside <ProjectFiltersProvider>');
  return value;
}

/**
 * Gives the projects views the filters of the page's URL; the list (of the enclosing
 * `ProjectsListContext.Provider`) reloads whenever the URL's filters change.
 */
export function ProjectFiltersProvider({
  filters,
  onFiltersChange,
  children,
}: {
  filters: ProjectFilters;
  onFiltersChange(filters: ProjectFilters): void;
  children: ReactNode;
}) {
  const actor = useProjectsListActor();
  const { search, status, ordering } = filters;
  useEffect(() => actor.send({ type: 'SET_FILTERS', filters: { search, status, ordering } }), [actor, search, status, ordering]);
  const value = useMemo(
    () => ({ filters, setFilters: (change: Partial<ProjectFilters>) => onFiltersChange({ ...filters, ...change }) }),
    [filters, onFiltersChange],
  );
  return <FiltersContext.Provider value={value}>{children}</FiltersContext.Provider>;
}
