import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ProjectPage } from '@/api/contract/projects';
import {
  projectsListMachine,
  type ProjectFilters,
  type ProjectPageRequest,
  type ProjectsListActor,
  type ProjectsListSnapshot,
} from '@machines/projects-list/projects-list.machine';
import { projectsApi } from './projects-api';

const ProjectsListContext = createContext<ProjectsListActor | null>(null);

interface FiltersValue {
  filters: ProjectFilters;
  /** Changes some filters: the page's URL takes them, and the list follows the URL. */
  setFilters(change: Partial<ProjectFilters>): void;
}
const FiltersContext = createContext<FiltersValue | null>(null);

/** The filters on screen and the way to change them. */
export function useProjectFilters(): FiltersValue {
  const value = useContext(FiltersContext);
  if (!value) throw new Error('useProjectFilters must be used inside <ProjectsListProvider>');
  return value;
}

export function useProjectsListActor(): ProjectsListActor {
  const actor = useContext(ProjectsListContext);
  if (!actor) throw new Error('useProjectsListActor must be used inside <ProjectsListProvider>');
  return actor;
}

export function useProjectsList<T>(select: (snapshot: ProjectsListSnapshot) => T): T {
  return useSelector(useProjectsListActor(), select);
}

const loadPage = fromPromise<ProjectPage, ProjectPageRequest>(({ input }) => projectsApi.list(input));

/** The projects list wired to the real API: the first page and the next ones come from the same call. */
export const projectsListWithApi = projectsListMachine.provide({ actors: { loadFirstPage: loadPage, loadNextPage: loadPage } });

/**
 * Gives the projects views their list actor (the app's, or a test's with fake API actors) and
 * the filters of the page's URL; the list reloads whenever the URL's filters change.
 */
export function ProjectsListProvider({
  actor,
  filters,
  onFiltersChange,
  children,
}: {
  actor: ProjectsListActor;
  filters: ProjectFilters;
  onFiltersChange(filters: ProjectFilters): void;
  children: ReactNode;
}) {
  const { search, status, ordering } = filters;
  useEffect(() => actor.send({ type: 'SET_FILTERS', filters: { search, status, ordering } }), [actor, search, status, ordering]);
  const value = useMemo(
    () => ({ filters, setFilters: (change: Partial<ProjectFilters>) => onFiltersChange({ ...filters, ...change }) }),
    [filters, onFiltersChange],
  );
  return (
    <ProjectsListContext.Provider value={actor}>
      <FiltersContext.Provider value={value}>{children}</FiltersContext.Provider>
    </ProjectsListContext.Provider>
  );
}
