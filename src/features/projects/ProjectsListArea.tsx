import { useCallback, useMemo } from 'react';
import { Outlet } from '@tanstack/react-router';
import type { ProjectFilters } from '@machines/projects-list/projects-list.machine';
import { ProjectFiltersProvider, ProjectsListContext } from './projects-list-context';
import { filtersOf, searchOf, type ProjectListSearch } from './url-filters';

/**
 * The three projects views share one list: it starts from the URL's filters and follows them, and
 * switching views keeps the pages already loaded.
 */
export function ProjectsListArea({
  search,
  onSearchChange,
}: {
  search: ProjectListSearch;
  onSearchChange(search: ProjectListSearch): void;
}) {
  const filters = useMemo(() => filtersOf(search), [search]);
  const onFiltersChange = useCallback((next: ProjectFilters) => onSearchChange(searchOf(next)), [onSearchChange]);
  return (
    <ProjectsListContext.Provider options={{ input: { filters } }}>
      <ProjectFiltersProvider filters={filters} onFiltersChange={onFiltersChange}>
        <Outlet />
      </ProjectFiltersProvider>
    </ProjectsListContext.Provider>
  );
}
