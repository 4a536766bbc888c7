import { PROJECT_ORDERINGS, PROJECT_STATUSES, type ProjectOrdering, type ProjectStatus } from '@/api/contract/projects-values';
import { DEFAULT_PROJECT_FILTERS, type ProjectFilters } from '@machines/projects-list/project-filters';

/** The list's filters as the page's URL keeps them: only those that differ from the defaults. */
export interface ProjectListSearch {
  search?: string;
  status?: ProjectStatus;
  ordering?: ProjectOrdering;
}

const SEARCH_MAX = 100;

/** Reads the URL's query leniently: a value the list does not offer is left out, never an error page. */
export function parseProjectListSearch(query: Record<string, unknown>): ProjectListSearch {
  const search = typeof query.search === 'string' ? query.search.trim().slice(0, SEARCH_MAX) : '';
  const status = PROJECT_STATUSES.find((s) => s === query.status);
  const ordering = PROJECT_ORDERINGS.find((o) => o === query.ordering);
  return {
    ...(search && { search }),
    ...(status && { status }),
    ...(ordering && ordering !== DEFAULT_PROJECT_FILTERS.ordering && { ordering }),
  };
}

export const filtersOf = (search: ProjectListSearch): ProjectFilters => ({
  search: search.search ?? '',
  status: search.status ?? null,
  ordering: search.ordering ?? DEFAULT_PROJECT_FILTERS.ordering,
});

export const searchOf = (filters: ProjectFilters): ProjectListSearch =>
  parseProjectListSearch({ search: filters.search, status: filters.status ?? undefined, ordering: filters.ordering });
