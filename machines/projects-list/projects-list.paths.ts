import { problemInSource } from '@/api/problem';
import type { AnyMachineSnapshot } from 'xstate';
import { projectSummarySchema, type ProjectDetail, type ProjectPage, type ProjectSummary } from '@/api/contract/projects';
import { ApiError } from '@/api/api-error';
import { FRESH_DEMO, demoAnswer, signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, answerOf, transitionCoverPaths, type ModelEvent, type ModelPath, type QaModel } from '@machines/testing/qa';
import { projectsListMachine, type ProjectFilters, type ProjectsListSnapshot } from './projects-list.machine';

export const modelProject = (id: number, name: string, status: ProjectSummary['status'] = 'in_progress'): ProjectSummary => ({
  id,
  name,
  description: `${name}: the model's project.`,
  status,
  start_date: '2026-09-01',
  end_date: '2026-12-20',
  client: { id: 7, name: 'Okafor Dental Studio' },
  members: [{ id: 6, full_name: 'Farid Haddad', avatar: null, role: 'DEV' }],
  progress: 40,
  task_counts: { total: 5, PENDING: 1, BLOCKED: 0, IN_PROGRESS: 2, DONE: 2 },
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

/** The login of the checklist: a project manager, who sees the projects they are on. */
const LOGIN = 'pm.dev@lato.test';
/** A word one project of theirs has, and one no project has. */
export const SEARCH_TEXT = 'kiosk';
export const NO_MATCH_TEXT = 'zebra';

/** The project the model creates, as the demo answers creating it (the list takes its summary). */
export const CREATED_PROJECT: ProjectSummary = projectSummarySchema.parse(demoAnswer<ProjectDetail>('create the project Brand book'));
const CREATED = ' after creating Brand book';

/** The demo's page 1 for a search, before or after the model's project was created. */
const demoPage = (search: string, created = false) => demoAnswer<ProjectPage>(`projects "${search}" page 1${created ? CREATED : ''}`);

/** Page 1 of the list as the demo answers it at the screen's start. */
export const FIRST_PAGE: ProjectPage = demoPage('');

/**
 * Beyond the demo: page 1 as if there were more projects than a page holds (no demo login has
 * over 20), and page 2 as the server would answer after a project was created meanwhile: the list
 * moved down by one, so page 2 begins with a project page 1 already showed.
 */
export const MORE_PAGES: ProjectPage = { ...FIRST_PAGE, count: FIRST_PAGE.count + 20, num_pages: 2 };
const others = demoAnswer<ProjectPage>('projects of pm.client@lato.test').results.filter(
  (p) => !FIRST_PAGE.results.some((q) => q.id === p.id),
);
export const SECOND_PAGE: ProjectPage = {
  count: MORE_PAGES.count,
  num_pages: 2,
  current_page: 2,
  results: [FIRST_PAGE.results.at(-1)!, ...others.slice(0, 2)],
};
const BEYOND_THE_DEMO =
  'a second page of projects, which the demo has for nobody (the list loads 20 at a time; no demo login is on more than 15)';

/** Whether the tester created the model's project before this answer (it is on screen then, or waits to be). */
const createdBefore = ({ context }: ProjectsListSnapshot) =>
  [...context.projects, ...(context.heldUpdate?.results ?? [])].some((p) => p.id === CREATED_PROJECT.id);

/**
 * Beyond the demo: the pages shown (more than one, which no demo login has) read again, as they
 * were; a single page is read again as the demo answers it once the model's project was created.
 */
const shownAgain = new WeakSet<object>();
function refreshedPages({ context }: ProjectsListSnapshot): ProjectPage {
  if (context.currentPage === 1) return demoPage(context.filters.search, true);
  const pages = { count: context.count, num_pages: context.numPages, current_page: context.currentPage, results: context.projects };
  shownAgain.add(pages);
  return pages;
}

const filtersFor = (search: string): ProjectFilters => ({ search, status: null, ordering: '-created_at' });

/** The events of the model in a state: the user's, and the demo's answers to the calls asked. */
function projectsListModelEvents(state: AnyMachineSnapshot): ModelEvent[] {
  const snapshot = state as ProjectsListSnapshot;
  const events: ModelEvent[] = [
    { type: 'SET_FILTERS', filters: filtersFor(SEARCH_TEXT) },
    { type: 'SET_FILTERS', filters: filtersFor(NO_MATCH_TEXT) },
    { type: 'LOAD_MORE' },
    { type: 'RETRY' },
    { type: 'PROJECT_CREATED', project: CREATED_PROJECT },
    { type: 'REFRESH' },
    { type: 'SHOW_UPDATES' },
  ];
  if (snapshot.matches('loading'))
    events.push(
      { type: 'xstate.done.actor.loadFirstPage', output: demoPage(snapshot.context.filters.search, createdBefore(snapshot)) },
      ...(snapshot.context.filters.search === '' && !createdBefore(snapshot)
        ? [{ type: 'xstate.done.actor.loadFirstPage', output: MORE_PAGES }]
        : []),
      { type: 'xstate.error.actor.loadFirstPage', error: new ApiError('boom', 500, 'server_error', 'Internal server error.') },
    );
  if (snapshot.matches('loadingMore'))
    events.push(
      { type: 'xstate.done.actor.loadNextPage', output: SECOND_PAGE },
      { type: 'xstate.error.actor.loadNextPage', error: new ApiError('offline', undefined, 'network', undefined) },
    );
  if (snapshot.matches({ ready: 'refreshing' }))
    events.push(
      { type: 'xstate.done.actor.refreshPages', output: refreshedPages(snapshot) },
      { type: 'xstate.error.actor.refreshPages', error: new ApiError('offline', undefined, 'network', undefined) },
    );
  return events;
}

/** States told apart: the machine state, whether a page is on screen, whether more pages remain, and whether updates wait. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { projects, currentPage, numPages, heldUpdate } = (snapshot as ProjectsListSnapshot).context;
  return JSON.stringify([snapshot.value, projects.length > 0, currentPage < numPages, heldUpdate !== null]);
};

const waiting = (state: AnyMachineSnapshot) =>
  state.matches('loading') || state.matches('loadingMore') || state.matches({ ready: 'refreshing' });

function projectsListPaths(): ModelPath[] {
  return transitionCoverPaths(projectsListMachine, { events: projectsListModelEvents, serializeState, waiting });
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
    `${signInAs(LOGIN)} and open Projects (/dashboard/projects/version-1); versions 2 and 3 show the same list as a table and ` +
    `as a compact list. She is on ${FIRST_PAGE.count} of the demo's projects, newest first. A path that creates ` +
    `"${CREATED_PROJECT.name}" leaves it in the demo: before the next path, ${FRESH_DEMO}.`,
  paths: projectsListPaths,
  step(event) {
    switch (event.type) {
      case 'SET_FILTERS':
        return `Type "${(event.filters as ProjectFilters).search}" in the search box (in place of what it holds) and pause.`;
      case 'LOAD_MORE':
        return 'Scroll to the end of the list (or click "Load more").';
      case 'RETRY':
        return 'Click "Try again" in the error.';
      case 'PROJECT_CREATED':
        return `Click "New project", enter the name "${(event.project as ProjectSummary).name}" and click "Create project".`;
      case 'xstate.done.actor.loadFirstPage':
        return event.output === MORE_PAGES
          ? 'Wait for the list to load, with more projects than a page holds.'
          : 'Wait for the list to load.';
      case 'xstate.done.actor.loadNextPage':
        return 'Wait for the next page to load.';
      case 'REFRESH':
        return `In a second tab, signed in the same way, create the project "${CREATED_PROJECT.name}" as in that step (or, once it is created, open it there and save it unchanged).`;
      case 'SHOW_UPDATES':
        return 'Click "Show updates".';
      case 'xstate.done.actor.refreshPages':
        return 'Wait a moment for the list to be read again.';
      case 'xstate.error.actor.refreshPages':
        return 'Let the list fail to be read again (go offline before it answers).';
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
    if (snapshot.matches({ ready: 'refreshing' })) return `no loading indicator; ${list}, as before.`;
    if (snapshot.matches('loadingMore')) return `${list}; a loading indicator under the list.`;
    if (snapshot.matches('failed')) return `an error saying "${problemInSource(snapshot.context.error!)}" with "Try again"; ${list}.`;
    if (snapshot.matches('moreFailed'))
      return `${list}; under them an error saying "${problemInSource(snapshot.context.error!)}" with "Try again".`;
    const held = snapshot.context.heldUpdate ? '; above them a "Show updates" button' : '';
    return snapshot.context.count === 0
      ? `${list}: a message that no project matches, and a way to clear the filters${held}.`
      : `${list}${held}.`;
  },
  waiting,
  outOfReach(event) {
    const answer = answerOf(event);
    if (answer?.ok === false) return OUT_OF_REACH.failure;
    return event.output === MORE_PAGES || shownAgain.has(event.output as object) ? BEYOND_THE_DEMO : undefined;
  },
};
