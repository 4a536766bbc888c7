import { sayProblem } from '@/api/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useNavigate,
} from '@tanstack/react-router';
import type { Actor, AnyMachineSnapshot } from 'xstate';
import type { ProjectDetail, ProjectSummary } from '@/api/contract/projects';
import { AuthProvider } from '@/features/auth';
import { organisationsApi } from '@/features/organisations/shared';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { demoUser } from '@machines/testing/demo';
import type { ModelEvent } from '@machines/testing/qa';
import { projectsListMachine, type ProjectsListSnapshot } from '@machines/projects-list/projects-list.machine';
import { CREATED_PROJECT, FIRST_PAGE, projectsListModel } from '@machines/projects-list/projects-list.paths';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange } from '@/features/live/live-bus';
import { probeActor } from '@tests/actor-probe';
import { createTestAuthActor } from '@tests/auth-actor';
import { renderWithProviders } from '@tests/render';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { ProjectCardsPage } from './ProjectCardsPage';
import { projectsApi } from './projects-api';
import { ProjectFiltersProvider, ProjectsListContext } from './projects-list-context';
import { filtersOf, parseProjectListSearch, searchOf } from './url-filters';

const started: Actor<any>[] = [];
afterEach(() => {
  cleanup();
  started.splice(0).forEach((actor) => actor.stop());
  vi.restoreAllMocks();
});

const NO_PEOPLE = { count: 0, num_pages: 1, current_page: 1, results: [] };

/**
 * The cards page as the app mounts it: under a layout route that keeps the filters in the URL
 * and hands them to a list actor whose calls the test answers.
 */
async function render() {
  const harness = controlledActors(['loadFirstPage', 'loadNextPage', 'refreshPages'] as const);
  const logic = projectsListMachine.provide({ actors: harness.actors });
  const probe = probeActor(ProjectsListContext);
  const auth = createTestAuthActor({ role: 'PM_DEV', me: demoUser('pm.dev@lato.test') });
  started.push(auth);
  vi.spyOn(projectsApi, 'staff').mockResolvedValue(NO_PEOPLE);
  vi.spyOn(organisationsApi, 'list').mockResolvedValue([]);
  const root = createRootRoute({ component: () => <Outlet /> });
  const list = createRoute({
    getParentRoute: () => root,
    id: 'list',
    validateSearch: parseProjectListSearch,
    component: function ListLayout() {
      const search = list.useSearch();
      const navigate = useNavigate();
      return (
        <AuthProvider actor={auth}>
          <ProjectsListContext.Provider logic={logic} options={{ input: {} }}>
            <probe.Probe />
            <ProjectFiltersProvider
              filters={filtersOf(search)}
              onFiltersChange={(filters) => void navigate({ to: '.', search: searchOf(filters), replace: true })}
            >
              <Outlet />
            </ProjectFiltersProvider>
          </ProjectsListContext.Provider>
        </AuthProvider>
      );
    },
  });
  const routeTree = root.addChildren([
    list.addChildren([createRoute({ getParentRoute: () => list, path: '/dashboard/projects/version-1', component: ProjectCardsPage })]),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/dashboard/projects/version-1'] }) });
  await router.load();
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Projects' });
  const rendered: Rendered = { actor: probe.actor(), harness };
  return { ...rendered, router };
}

const cardNames = () => screen.queryAllByTestId('project-card').map((card) => within(card).getAllByRole('link')[0]!.textContent);

/** What every state shows of the list: its cards in order, and "Load more" while pages remain. */
async function showsList(expected: AnyMachineSnapshot, { loadMore }: { loadMore: boolean }) {
  const { projects, currentPage, numPages } = (expected as ProjectsListSnapshot).context;
  await waitFor(() => expect(cardNames()).toEqual(projects.map((p) => p.name)));
  const button = screen.queryByRole('button', { name: 'Load more' });
  if (loadMore && currentPage < numPages) expect(button).toBeVisible();
  else expect(button).toBeNull();
}

/** The list at rest: no error, its cards (or why there are none), and updates waiting if any. */
async function showsReadyList(expected: AnyMachineSnapshot) {
  expect(screen.queryByRole('alert')).toBeNull();
  const { count, filters, heldUpdate } = (expected as ProjectsListSnapshot).context;
  if (count === 0) {
    expect(screen.getByText(filters.search ? 'No project matches these filters.' : 'No projects yet.')).toBeVisible();
    expect(cardNames()).toEqual([]);
  } else {
    await showsList(expected, { loadMore: true });
  }
  const pill = screen.queryByRole('button', { name: 'Show updates' });
  if (heldUpdate) expect(pill).toBeVisible();
  else expect(pill).toBeNull();
}

const detailOf = (project: ProjectSummary): ProjectDetail => ({
  ...project,
  created_by: null,
  phases: [],
  attachments: [],
  can_edit: true,
});

describe('projects list: generated paths on the rendered cards page', () => {
  testPathsOnScreen({
    model: projectsListModel,
    root: projectsListMachine.root,
    render,
    gestures: {
      SET_FILTERS: async (_, event) => {
        const box = screen.getByRole('textbox', { name: 'Search projects' });
        await userEvent.clear(box);
        await userEvent.type(box, (event.filters as { search: string }).search);
      },
      LOAD_MORE: async () => userEvent.click(screen.getByRole('button', { name: 'Load more' })),
      REFRESH: async () => emitLiveChange({ kind: 'project', subject: CREATED_PROJECT.id, scope: null, version: null }),
      SHOW_UPDATES: async () => userEvent.click(screen.getByRole('button', { name: 'Show updates' })),
      RETRY: async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })),
      PROJECT_CREATED: async (_, event: ModelEvent) => {
        const project = event.project as ProjectSummary;
        vi.spyOn(projectsApi, 'create').mockResolvedValue(detailOf(project));
        await userEvent.click(screen.getByRole('button', { name: 'New project' }));
        const dialog = await screen.findByRole('dialog', { name: 'New project' });
        await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), project.name);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      },
    },
    screens: {
      loading: async (_, expected) => {
        expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
        await showsList(expected, { loadMore: false });
      },
      'ready.idle': async (_, expected) => {
        await waitFor(() => expect(screen.queryByLabelText('Loading')).toBeNull());
        await showsReadyList(expected);
      },
      'ready.refreshing': async (_, expected) => {
        // Read again in the background: no loading indicator, the list as it was.
        expect(screen.queryByLabelText('Loading')).toBeNull();
        await showsReadyList(expected);
      },
      loadingMore: async (_, expected) => {
        expect(await screen.findByLabelText('Loading more projects')).toBeInTheDocument();
        await showsList(expected, { loadMore: false });
      },
      failed: async (_, expected) => {
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(sayProblem((expected as ProjectsListSnapshot).context.error!));
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
        await showsList(expected, { loadMore: false });
      },
      moreFailed: async (_, expected) => {
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(sayProblem((expected as ProjectsListSnapshot).context.error!));
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
        await showsList(expected, { loadMore: false });
      },
    },
  });
});

describe('projects list: the URL keeps the filters', () => {
  it('starts from the filters of the address, and writes a changed filter back to it', async () => {
    const { harness, router } = await render();
    expect(harness.calls[0]!.input).toMatchObject({ filters: { search: '', status: null } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Blocked', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'blocked' }));
    await waitFor(() => expect(harness.calls.at(-1)!.input).toMatchObject({ filters: { status: 'blocked' }, page: 1 }));
    await router.navigate({ to: '/dashboard/projects/version-1', search: { search: 'bank', ordering: 'name' } as never });
    await waitFor(() => expect(harness.calls.at(-1)!.input).toMatchObject({ filters: { search: 'bank', status: null, ordering: 'name' } }));
    expect(screen.getByRole('textbox', { name: 'Search projects' })).toHaveValue('bank');
  });

  it('reads an address leniently: unknown values are dropped, defaults are left out', () => {
    expect(parseProjectListSearch({ search: '  bank ', status: 'paused', ordering: '-created_at' })).toEqual({ search: 'bank' });
    expect(parseProjectListSearch({ status: 'completed', ordering: '-progress', page: 3 })).toEqual({
      status: 'completed',
      ordering: '-progress',
    });
    expect(parseProjectListSearch({ search: 42 })).toEqual({});
  });
});

describe('projects list: changes made elsewhere', () => {
  const live = (kind: 'board' | 'project', subject: number) => emitLiveChange({ kind, subject, scope: null, version: null });
  const refreshes = (harness: Rendered['harness']) => harness.calls.filter((c) => c.id === 'refreshPages');

  it("shows a board change's progress in place for a project on screen, and reads nothing for one not shown", async () => {
    const { harness } = await render();
    harness.settle('loadFirstPage', (d) => d.resolve(FIRST_PAGE));
    await waitFor(() => expect(cardNames()).toEqual(FIRST_PAGE.results.map((p) => p.name)));
    const [first, ...rest] = FIRST_PAGE.results;
    live('board', Math.max(...FIRST_PAGE.results.map((p) => p.id)) + 1);
    await flush();
    expect(refreshes(harness)).toEqual([]);
    live('board', first!.id);
    expect(refreshes(harness).map((c) => c.input)).toEqual([
      { filters: { search: '', status: null, ordering: '-created_at' }, pages: 1, pageSize: 20 },
    ]);
    expect(screen.queryByLabelText('Loading')).toBeNull();
    harness.settle('refreshPages', (d) => d.resolve({ ...FIRST_PAGE, results: [{ ...first!, progress: 95 }, ...rest] }));
    const card = screen.getAllByTestId('project-card')[0]!;
    expect(await within(card).findByRole('img', { name: 'Progress 95%' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show updates' })).toBeNull();
  });
});
