import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ProjectPage } from '@/api/contract/projects';
import { fetchFresh } from '@/api/query-client';
import { projectsListMachine, type ProjectFilters, type ProjectPageRequest } from '@machines/projects-list/projects-list.machine';
import { projectPageQuery } from './projects-queries';

const loadPage = fromPromise<ProjectPage, ProjectPageRequest>(({ input }) => fetchFresh(projectPageQuery(input)));

/** The projects list wired to the real API: the first page and the next ones come from the same call. */
export const projectsListWithApi = projectsListMachine.provide({ actors: { loadFirstPage: loadPage, loadNextPage: loadPage } });

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
