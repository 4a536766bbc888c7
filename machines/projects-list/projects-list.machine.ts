import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Problem } from '@/api/problem';
import { DEFAULT_PAGE_SIZE } from '@/api/contract/common-values';
import type { ProjectPage, ProjectSummary } from '@/api/contract/projects';
import { DEFAULT_PROJECT_FILTERS, type ProjectFilters } from './project-filters';
import { defaultErrors } from '@/api/messages';
import { mustProvide } from '@machines/shared/must-provide';
import { NOTHING_TO_REFRESH, hasLaterPage, pagedList, pagerOf, sameRows, type Pager, type Refreshable } from '@machines/shared/paged-list';

export { DEFAULT_PROJECT_FILTERS, type ProjectFilters } from './project-filters';

export interface ProjectPageRequest {
  filters: ProjectFilters;
  page: number;
  pageSize: number;
}

/**
 * The pages on screen read again, 1 to `pages` (fewer if the list has shrunk): one answer with
 * every project of them, each once, and the pager of the last page read.
 */
export interface ProjectPagesRequest {
  filters: ProjectFilters;
  pages: number;
  pageSize: number;
}

/** The pager of the last answer (0, 0, 1 before the first), and every page loaded so far. */
export interface ProjectsListContext extends Pager, Refreshable<ProjectPage> {
  filters: ProjectFilters;
  pageSize: number;
  /** Every page loaded so far, in order, each project once. */
  projects: ProjectSummary[];
  error: Problem | null;
}

export type ProjectsListEvent =
  | { type: 'SET_FILTERS'; filters: ProjectFilters }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | { type: 'PROJECT_CREATED'; project: ProjectSummary }
  /** A project (or its board) changed elsewhere: the pages shown are read again in the background. */
  | { type: 'REFRESH' }
  | { type: 'SHOW_UPDATES' };

/** A later page goes under the list; a project already shown (the list moved while paging) is not shown twice. */
export function appendPage(shown: readonly ProjectSummary[], page: readonly ProjectSummary[]): ProjectSummary[] {
  const seen = new Set(shown.map((p) => p.id));
  return [...shown, ...page.filter((p) => !seen.has(p.id))];
}

function matchesFilters(project: ProjectSummary, { search, status }: ProjectFilters): boolean {
  const needle = search.trim().toLowerCase();
  const text = `${project.name}\n${project.description}`.toLowerCase();
  return (status === null || project.status === status) && (needle === '' || text.includes(needle));
}

/**
 * A created project goes on top of the list and is counted, if the filters on screen would show
 * it; the same project reported twice goes on once.
 */
export function withCreatedProject(context: ProjectsListContext, project: ProjectSummary): Partial<ProjectsListContext> {
  if (!matchesFilters(project, context.filters) || context.projects.some((p) => p.id === project.id)) return {};
  const count = context.count + 1;
  return { projects: [project, ...context.projects], count, numPages: Math.max(1, Math.ceil(count / context.pageSize)) };
}

const list = pagedList<ProjectsListContext, ProjectsListEvent>();

const pageOf = (context: ProjectsListContext, page: number): ProjectPageRequest => ({
  filters: context.filters,
  page,
  pageSize: context.pageSize,
});

/** The projects pages' list: page 1 replaces it, later pages append (infinite scroll), filters from the URL. */
export const projectsListMachine = setup({
  types: {
    context: {} as ProjectsListContext,
    events: {} as ProjectsListEvent,
    input: {} as { filters?: Partial<ProjectFilters>; pageSize?: number } | undefined,
  },
  actors: {
    loadFirstPage: mustProvide<ProjectPage, ProjectPageRequest>('loadFirstPage'),
    loadNextPage: mustProvide<ProjectPage, ProjectPageRequest>('loadNextPage'),
    refreshPages: mustProvide<ProjectPage, ProjectPagesRequest>('refreshPages'),
  },
  actions: {
    addCreated: assign(({ context, event }) => (event.type === 'PROJECT_CREATED' ? withCreatedProject(context, event.project) : {})),
  },
}).createMachine({
  id: 'projectsList',
  context: ({ input }) => ({
    filters: { ...DEFAULT_PROJECT_FILTERS, ...input?.filters },
    pageSize: input?.pageSize ?? DEFAULT_PAGE_SIZE,
    projects: [],
    count: 0,
    numPages: 0,
    currentPage: 1,
    error: null,
    ...NOTHING_TO_REFRESH,
  }),
  initial: 'loading',
  on: {
    SET_FILTERS: list.reload((e) => ({ filters: e.filters })),
    PROJECT_CREATED: { actions: 'addCreated' },
  },
  states: list.loadMoreStates({
    first: {
      id: 'loadFirstPage',
      input: (context) => pageOf(context, 1),
      shown: (_context, page: ProjectPage) => ({ ...pagerOf(page), projects: page.results }),
    },
    next: {
      id: 'loadNextPage',
      input: (context) => pageOf(context, context.currentPage + 1),
      shown: (context, page: ProjectPage) => ({ ...pagerOf(page), projects: appendPage(context.projects, page.results) }),
    },
    refresh: {
      id: 'refreshPages',
      input: (context) => ({ filters: context.filters, pages: context.currentPage, pageSize: context.pageSize }),
      shown: (_context, pages: ProjectPage) => ({ ...pagerOf(pages), projects: pages.results }),
      // A change of progress or status shows in place; one that adds, drops or moves a project waits for the reader.
      holdIf: (context, pages) => !sameRows(context.projects, pages.results),
    },
    hasMore: hasLaterPage,
    failure: defaultErrors.projectsLoad,
  }),
});

export type ProjectsListActor = ActorRefFrom<typeof projectsListMachine>;
export type ProjectsListSnapshot = SnapshotFrom<typeof projectsListMachine>;
