import type { AnyMachineSnapshot } from 'xstate';
import type { ProjectPage, ProjectSummary } from '@/api/contract/projects';
import { ApiError } from '@/api/errors';
import { transitionCoverPaths, type ModelEvent, type ModelPath, type QaModel } from '@machines/testing/qa';
import { projectsListMachine, type ProjectsListSnapshot } from './projects-list.machine';

export const modelProject = (id: number, name: string, status: ProjectSummary['status'] = 'in_progress'): ProjectSummary => ({
  id,
  name,
  description: `${name}: the model's project.`,
  status,
  start_date: '2026-09-01',
  end_date: '2026-12-20',
  client: { id: 70, full_name: 'Grace Okafor', avatar: null, role: 'CLIENT' },
  members: [{ id: 6, full_name: 'Farid Haddad', avatar: null, role: 'DEV' }],
  progress: 40,
  task_counts: { total: 5, PENDING: 1, BLOCKED: 0, IN_PROGRESS: 2, DONE: 2 },
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

const BANKING = modelProject(1, 'Mobile banking app');
const BOOKING = modelProject(2, 'Dental booking site', 'blocked');
const WAREHOUSE = modelProject(3, 'Data warehouse', 'completed');

/** Page 1 of the model's list: two of three projects. */
export const FIRST_PAGE: ProjectPage = { count: 3, num_pages: 2, current_page: 1, results: [BANKING, BOOKING] };
/**
 * Page 2 as the server answers it after a project was created meanwhile: the list moved down by
 * one, so page 2 begins with a project page 1 already showed.
 */
export const SECOND_PAGE: ProjectPage = { count: 3, num_pages: 2, current_page: 2, results: [BOOKING, WAREHOUSE] };

/** Page 1 when nothing matches the filters. */
export const EMPTY_PAGE: ProjectPage = { count: 0, num_pages: 1, current_page: 1, results: [] };

export const CREATED_PROJECT = modelProject(4, 'Brand book', 'upcoming');

export const SEARCH_TEXT = 'bank';

function projectsListModelEvents(): ModelEvent[] {
  return [
    { type: 'SET_FILTERS', filters: { search: SEARCH_TEXT, status: null, ordering: '-created_at' } },
    { type: 'LOAD_MORE' },
    { type: 'RETRY' },
    { type: 'PROJECT_CREATED', project: CREATED_PROJECT },
    { type: 'xstate.done.actor.loadFirstPage', output: FIRST_PAGE },
    { type: 'xstate.done.actor.loadFirstPage', output: EMPTY_PAGE },
    { type: 'xstate.done.actor.loadNextPage', output: SECOND_PAGE },
    { type: 'xstate.error.actor.loadFirstPage', error: new ApiError('boom', 500, 'server_error', 'Internal server error.') },
    { type: 'xstate.error.actor.loadNextPage', error: new ApiError('offline', undefined, 'network', undefined) },
  ];
}

/** States told apart: the machine state, whether a page is on screen, and whether more pages remain. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { projects, currentPage, numPages } = (snapshot as ProjectsListSnapshot).context;
  return JSON.stringify([snapshot.value, projects.length > 0, currentPage < numPages]);
};

function projectsListPaths(): ModelPath[] {
  return transitionCoverPaths(projectsListMachine, { events: projectsListModelEvents(), serializeState });
}

function describeList(state: ProjectsListSnapshot): string {
  const { projects, count, currentPage, numPages, filters } = state.context;
  const shown = projects.length ? `the projects ${projects.map((p) => p.name).join(', ')}` : 'no projects';
  const more = currentPage < numPages ? '; a "Load more" button under them' : '';
  const filter = filters.search ? `; the search box holds "${filters.search}"` : '';
  return `${shown} (${count} in all)${more}${filter}`;
}

export const projectsListModel: QaModel = {
  id: 'projects-list',
  title: 'Projects list (versions 1, 2 and 3)',
  setup:
    'sign in as a project manager (for example pm.dev@lato.test) and open Projects (/dashboard/projects/version-1); versions 2 and 3 show the same list as a table and as a compact list.',
  paths: projectsListPaths,
  step(event) {
    switch (event.type) {
      case 'SET_FILTERS':
        return `Type "${(event.filters as { search: string }).search}" in the search box and pause.`;
      case 'LOAD_MORE':
        return 'Scroll to the end of the list (or click "Load more").';
      case 'RETRY':
        return 'Click "Try again" in the error.';
      case 'PROJECT_CREATED':
        return `Click "New project", enter the name "${(event.project as ProjectSummary).name}" and click "Create project".`;
      case 'xstate.done.actor.loadFirstPage':
        return (event.output as ProjectPage).count === 0
          ? 'Wait for the list to load, when no project matches (search for a word no project has).'
          : 'Wait for the list to load.';
      case 'xstate.done.actor.loadNextPage':
        return 'Wait for the next page to load.';
      case 'xstate.error.actor.loadFirstPage':
        return 'Let the list call fail (stop the server before it answers).';
      case 'xstate.error.actor.loadNextPage':
        return 'Let the next page fail (go offline before it answers).';
      default:
        return `Send ${event.type}.`;
    }
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as ProjectsListSnapshot;
    const list = describeList(snapshot);
    if (snapshot.matches('loading')) return `a loading indicator; ${list}.`;
    if (snapshot.matches('loadingMore')) return `${list}; a loading indicator under the list.`;
    if (snapshot.matches('failed')) return `an error saying "${snapshot.context.error}" with "Try again"; ${list}.`;
    if (snapshot.matches('moreFailed')) return `${list}; under them an error saying "${snapshot.context.error}" with "Try again".`;
    return snapshot.context.count === 0 ? `${list}: a message that no project matches, and a way to clear the filters.` : `${list}.`;
  },
};
