import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { DEFAULT_PAGE_SIZE } from '@/api/contract/common-values';
import type { ProjectPage, ProjectSummary } from '@/api/contract/projects';
import { DEFAULT_PROJECT_FILTERS, type ProjectFilters } from './project-filters';
import { errorMessage } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { mustProvide } from '@machines/shared/must-provide';

export { DEFAULT_PROJECT_FILTERS, type ProjectFilters } from './project-filters';

export interface ProjectPageRequest {
  filters: ProjectFilters;
  page: number;
  pageSize: number;
}

export interface ProjectsListContext {
  filters: ProjectFilters;
  pageSize: number;
  /** Every page loaded so far, in order, each project once. */
  projects: ProjectSummary[];
  /** The pager of the last answer: count, number of pages, the last page loaded; 0, 0, 1 before the first. */
  count: number;
  numPages: number;
  currentPage: number;
  error: string | null;
}

export type ProjectsListEvent =
  | { type: 'SET_FILTERS'; filters: ProjectFilters }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | { type: 'PROJECT_CREATED'; project: ProjectSummary };

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

const pageAnswer = (page: ProjectPage) => ({ count: page.count, numPages: page.num_pages, currentPage: page.current_page, error: null });

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
  },
  guards: {
    filtersChange: ({ context, event }) =>
      event.type === 'SET_FILTERS' && JSON.stringify(event.filters) !== JSON.stringify(context.filters),
    hasMore: ({ context }) => context.currentPage < context.numPages,
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
  }),
  initial: 'loading',
  on: {
    SET_FILTERS: {
      guard: 'filtersChange',
      target: '.loading',
      reenter: true,
      actions: assign({ filters: ({ event }) => event.filters }),
    },
    PROJECT_CREATED: { actions: 'addCreated' },
  },
  states: {
    // Page 1 replaces the list; what was shown stays until the answer comes.
    loading: {
      invoke: {
        id: 'loadFirstPage',
        src: 'loadFirstPage',
        input: ({ context }) => ({ filters: context.filters, page: 1, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...pageAnswer(event.output), projects: event.output.results })) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error, defaultErrors.projectsLoad) }) },
      },
    },
    ready: {
      on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        id: 'loadNextPage',
        src: 'loadNextPage',
        input: ({ context }) => ({ filters: context.filters, page: context.currentPage + 1, pageSize: context.pageSize }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            ...pageAnswer(event.output),
            projects: appendPage(context.projects, event.output.results),
          })),
        },
        onError: { target: 'moreFailed', actions: assign({ error: ({ event }) => errorMessage(event.error, defaultErrors.projectsLoad) }) },
      },
    },
    // The first page failed: nothing to show but the error.
    failed: {
      on: { RETRY: 'loading' },
    },
    // A later page failed: the pages loaded stay, the error sits under them.
    moreFailed: {
      on: { RETRY: 'loadingMore' },
    },
  },
});

export type ProjectsListActor = ActorRefFrom<typeof projectsListMachine>;
export type ProjectsListSnapshot = SnapshotFrom<typeof projectsListMachine>;
