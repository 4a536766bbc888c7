// @vitest-environment node
import { problemSays } from '@tests/problem-says';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { NOTHING_TO_REFRESH } from '@machines/shared/paged-list';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import type { ProjectPage, ProjectSummary } from '@/api/contract/projects';
import {
  appendPage,
  projectsListMachine,
  withCreatedProject,
  type ProjectPagesRequest,
  type ProjectsListContext,
} from './projects-list.machine';
import { modelProject, projectsListModel } from './projects-list.paths';

let actor: Actor<typeof projectsListMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

function start(input: Parameters<typeof createActor<typeof projectsListMachine>>[1] = { input: {} }) {
  const harness = controlledActors(['loadFirstPage', 'loadNextPage', 'refreshPages'] as const);
  actor = createActor(projectsListMachine.provide({ actors: harness.actors }), input).start();
  return harness;
}

describe('projects list machine: generated paths', () => {
  testGeneratedPaths({
    root: projectsListMachine.root,
    model: projectsListModel,
    start: () => {
      const harness = start();
      return { harness, actor: actor! };
    },
  });
});

describe('projects list machine: behaviour', () => {
  // A small list, so that each case reads at a glance (the generated paths replay the demo's).
  const BANKING = modelProject(1, 'Mobile banking app');
  const BOOKING = modelProject(2, 'Dental booking site', 'blocked');
  const WAREHOUSE = modelProject(3, 'Data warehouse', 'completed');
  const FIRST_PAGE: ProjectPage = { count: 3, num_pages: 2, current_page: 1, results: [BANKING, BOOKING] };
  // Page 2 after a project was created meanwhile: it begins with a project page 1 already showed.
  const SECOND_PAGE: ProjectPage = { count: 3, num_pages: 2, current_page: 2, results: [BOOKING, WAREHOUSE] };
  const CREATED_PROJECT = modelProject(4, 'Brand book', 'upcoming');

  async function loaded() {
    const harness = start();
    harness.settle('loadFirstPage', (d) => d.resolve(FIRST_PAGE));
    await flush();
    return harness;
  }
  const names = () => actor!.getSnapshot().context.projects.map((p) => p.name);

  it('starts on page 1 of every project, newest first, with the pager at 0, 0, 1', () => {
    const harness = start();
    expect(actor!.getSnapshot().context).toMatchObject({ count: 0, numPages: 0, currentPage: 1, projects: [] });
    expect(harness.calls).toEqual([
      { id: 'loadFirstPage', input: { page: 1, pageSize: 20, filters: { search: '', status: null, ordering: '-created_at' } } },
    ]);
  });

  it('starts with the filters of the URL', () => {
    const harness = start({ input: { filters: { search: 'bank', status: 'blocked' } } });
    expect(harness.calls[0]!.input).toMatchObject({ filters: { search: 'bank', status: 'blocked', ordering: '-created_at' } });
  });

  it('appends later pages under the list without showing a project twice, and stops at the last page', async () => {
    const harness = await loaded();
    actor!.send({ type: 'LOAD_MORE' });
    expect(harness.calls.at(-1)).toMatchObject({ id: 'loadNextPage', input: { page: 2 } });
    harness.settle('loadNextPage', (d) => d.resolve(SECOND_PAGE));
    await flush();
    expect(names()).toEqual(['Mobile banking app', 'Dental booking site', 'Data warehouse']);
    expect(actor!.getSnapshot().context).toMatchObject({ currentPage: 2, numPages: 2 });
    actor!.send({ type: 'LOAD_MORE' });
    expect(actor!.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(harness.calls).toHaveLength(2);
  });

  it('replaces the list with page 1 when the filters change, and ignores the same filters again', async () => {
    const harness = await loaded();
    actor!.send({ type: 'LOAD_MORE' });
    harness.settle('loadNextPage', (d) => d.resolve(SECOND_PAGE));
    await flush();
    actor!.send({ type: 'SET_FILTERS', filters: { search: '', status: 'completed', ordering: '-created_at' } });
    expect(harness.calls.at(-1)).toMatchObject({ id: 'loadFirstPage', input: { page: 1, filters: { status: 'completed' } } });
    const only = modelProject(3, 'Data warehouse', 'completed');
    harness.settle('loadFirstPage', (d) => d.resolve({ count: 1, num_pages: 1, current_page: 1, results: [only] }));
    await flush();
    expect(names()).toEqual(['Data warehouse']);
    actor!.send({ type: 'SET_FILTERS', filters: { search: '', status: 'completed', ordering: '-created_at' } });
    expect(harness.calls).toHaveLength(3);
  });

  it('puts a created project on top, once, when the filters on screen would show it', async () => {
    await loaded();
    actor!.send({ type: 'PROJECT_CREATED', project: CREATED_PROJECT });
    actor!.send({ type: 'PROJECT_CREATED', project: CREATED_PROJECT });
    expect(names()).toEqual(['Brand book', 'Mobile banking app', 'Dental booking site']);
    expect(actor!.getSnapshot().context.count).toBe(4);
  });

  it('leaves out a created project the filters would not show', () => {
    const context: ProjectsListContext = {
      filters: { search: 'bank', status: null, ordering: '-created_at' },
      pageSize: 20,
      projects: [],
      count: 0,
      numPages: 1,
      currentPage: 1,
      error: null,
      ...NOTHING_TO_REFRESH,
    };
    expect(withCreatedProject(context, CREATED_PROJECT)).toEqual({});
    expect(withCreatedProject({ ...context, filters: { ...context.filters, search: '', status: 'completed' } }, CREATED_PROJECT)).toEqual(
      {},
    );
    expect(withCreatedProject({ ...context, filters: { ...context.filters, search: 'BRAND' } }, CREATED_PROJECT)).toMatchObject({
      count: 1,
    });
  });

  it('keeps the order of the pages and drops only repeats', () => {
    const [a, b] = FIRST_PAGE.results;
    const c = SECOND_PAGE.results[1]!;
    expect(appendPage([a!, b!], [b!, c]).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(appendPage([], [c, a!]).map((p) => p.id)).toEqual([3, 1]);
  });

  it("shows the server's detail or the default message; a failed later page keeps what was loaded", async () => {
    const harness = start();
    harness.settle('loadFirstPage', (d) => d.reject(new ApiError('x', 500, undefined, undefined)));
    await flush();
    expect(actor!.getSnapshot().context.error).toEqual(problemSays('Error fetching projects'));
    actor!.send({ type: 'RETRY' });
    harness.settle('loadFirstPage', (d) => d.resolve(FIRST_PAGE));
    await flush();
    actor!.send({ type: 'LOAD_MORE' });
    harness.settle('loadNextPage', (d) => d.reject(new ApiError('Too many requests', 429, undefined, 'Slow down.')));
    await flush();
    expect(actor!.getSnapshot().value).toBe('moreFailed');
    expect(actor!.getSnapshot().context.error).toEqual(problemSays('Slow down.'));
    expect(names()).toEqual(['Mobile banking app', 'Dental booking site']);
    actor!.send({ type: 'RETRY' });
    expect(harness.calls.at(-1)).toMatchObject({ id: 'loadNextPage', input: { page: 2 } });
  });
});

describe('projects list machine: changes heard elsewhere (REFRESH)', () => {
  const BANKING = modelProject(1, 'Mobile banking app');
  const BOOKING = modelProject(2, 'Dental booking site', 'blocked');
  const WAREHOUSE = modelProject(3, 'Data warehouse', 'completed');
  const BRAND = modelProject(4, 'Brand book', 'upcoming');
  const pages = (numPages: number, current: number, ...projects: ProjectSummary[]): ProjectPage => ({
    count: 3,
    num_pages: numPages,
    current_page: current,
    results: projects,
  });
  const names = () => actor!.getSnapshot().context.projects.map((p) => p.name);
  const refreshes = (harness: ReturnType<typeof start>) =>
    harness.calls.filter((c) => c.id === 'refreshPages').map((c) => c.input as ProjectPagesRequest);

  async function twoPagesRead() {
    const harness = start({ input: { pageSize: 2 } });
    harness.settle('loadFirstPage', (d) => d.resolve(pages(2, 1, BANKING, BOOKING)));
    await flush();
    actor!.send({ type: 'LOAD_MORE' });
    harness.settle('loadNextPage', (d) => d.resolve(pages(2, 2, WAREHOUSE)));
    await flush();
    return harness;
  }

  it('reads every page shown again, and shows a change of progress or status in place', async () => {
    const harness = await twoPagesRead();
    actor!.send({ type: 'REFRESH' });
    expect(refreshes(harness)).toEqual([{ filters: { search: '', status: null, ordering: '-created_at' }, pages: 2, pageSize: 2 }]);
    harness.settle('refreshPages', (d) => d.resolve(pages(2, 2, { ...BANKING, progress: 80 }, BOOKING, WAREHOUSE)));
    await flush();
    expect(actor!.getSnapshot().context.projects[0]!.progress).toBe(80);
    expect(actor!.getSnapshot().context).toMatchObject({ currentPage: 2, numPages: 2, heldUpdate: null });
  });

  it('holds a project added or moved until the reader asks', async () => {
    const harness = await twoPagesRead();
    actor!.send({ type: 'REFRESH' });
    harness.settle('refreshPages', (d) => d.resolve({ ...pages(2, 2, BRAND, BANKING, BOOKING, WAREHOUSE), count: 4 }));
    await flush();
    expect(names()).toEqual(['Mobile banking app', 'Dental booking site', 'Data warehouse']);
    actor!.send({ type: 'SHOW_UPDATES' });
    expect(names()).toEqual(['Brand book', 'Mobile banking app', 'Dental booking site', 'Data warehouse']);
    expect(actor!.getSnapshot().context.count).toBe(4);
  });

  it('reads the pages again after a next page asked for while a refresh was under way, or while an answer was held', async () => {
    const harness = start({ input: { pageSize: 1 } });
    harness.settle('loadFirstPage', (d) => d.resolve(pages(3, 1, BANKING)));
    await flush();
    actor!.send({ type: 'REFRESH' });
    actor!.send({ type: 'LOAD_MORE' });
    harness.settle('loadNextPage', (d) => d.resolve(pages(3, 2, BOOKING)));
    await flush();
    expect(refreshes(harness).map((r) => r.pages)).toEqual([1, 2]);
    harness.settle('refreshPages', (d) => d.resolve(pages(3, 2, BRAND, BANKING)));
    await flush();
    expect(actor!.getSnapshot().context.heldUpdate).not.toBeNull();
    actor!.send({ type: 'LOAD_MORE' });
    harness.settle('loadNextPage', (d) => d.resolve(pages(3, 3, WAREHOUSE)));
    await flush();
    expect(refreshes(harness).map((r) => r.pages)).toEqual([1, 2, 3]);
  });
});
