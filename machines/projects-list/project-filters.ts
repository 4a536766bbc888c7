import type { ProjectOrdering, ProjectStatus } from '@/api/contract/projects-values';

/** What the list shows: kept in the page's URL, so a reload or a shared link shows the same. */
export interface ProjectFilters {
  search: string;
  status: ProjectStatus | null;
  ordering: ProjectOrdering;
}

export const DEFAULT_PROJECT_FILTERS: ProjectFilters = { search: '', status: null, ordering: '-created_at' };
