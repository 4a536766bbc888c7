// @vitest-environment node
import { problemSays } from '@tests/problem-says';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { NOTHING_TO_REFRESH } from '@machines/shared/paged-list';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { usersListMachine, withCreatedUser, type LoadedUsers, type UsersListContext } from './users-list.machine';
import { modelUser, usersListModel } from './users-list.paths';

let actor: Actor<typeof usersListMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

function start() {
  const harness = controlledActors(['loadUsers'] as const);
  actor = createActor(usersListMachine.provide({ actors: harness.actors }), { input: {} }).start();
  return harness;
}

describe('users list machine: generated paths', () => {
  testGeneratedPaths({
    root: usersListMachine.root,
    model: usersListModel,
    start: () => {
      const harness = start();
      return { harness, actor: actor! };
    },
  });
});

describe('users list machine: behaviour', () => {
  // A small list, so that each case reads at a glance (the generated paths replay the demo's).
  const MODEL_PAGE: LoadedUsers = {
    page: {
      count: 25,
      num_pages: 2,
      current_page: 1,
      results: [modelUser(1, 'Ava Moreno', 'CEO'), modelUser(2, 'Grace Okafor', 'CLIENT')],
    },
    counts: { all: 25, clients: 24, staff: 1, roles: { CEO: 1, CFO: 0, CTO: 0, PM_CLIENT: 0, PM_DEV: 0, DEV: 0, CLIENT: 24 } },
  };
  const CREATED_CLIENT = modelUser(3, 'Ana Client', 'CLIENT');

  async function loaded() {
    const harness = start();
    harness.settle('loadUsers', (d) => d.resolve(MODEL_PAGE));
    await flush();
    return harness;
  }

  it('starts on page 1 of everyone, newest first, with the pager at 0, 0, 1', () => {
    start();
    expect(actor!.getSnapshot().context).toMatchObject({
      params: { scope: 'all', search: '', ordering: '-date_joined', page: 1, pageSize: 20 },
      count: 0,
      numPages: 0,
      currentPage: 1,
    });
  });

  it('puts a created user on top and counts them in every tab they belong to', async () => {
    await loaded();
    actor!.send({ type: 'USER_CREATED', user: CREATED_CLIENT });
    const { users, count, counts } = actor!.getSnapshot().context;
    expect(users.map((u) => u.id)).toEqual([3, 1, 2]);
    expect(count).toBe(26);
    expect(counts).toMatchObject({ all: 26, clients: 25, staff: 1, roles: { CLIENT: 25, CEO: 1 } });
    // The same user reported twice is counted once.
    actor!.send({ type: 'USER_CREATED', user: CREATED_CLIENT });
    expect(actor!.getSnapshot().context.counts).toMatchObject({ all: 26, clients: 25 });
  });

  it('counts a created user outside the shown tab without listing them', async () => {
    const harness = await loaded();
    actor!.send({ type: 'SET_SCOPE', scope: 'staff' });
    harness.settle('loadUsers', (d) =>
      d.resolve({ ...MODEL_PAGE, page: { ...MODEL_PAGE.page, count: 1, results: [MODEL_PAGE.page.results[0]!] } }),
    );
    await flush();
    actor!.send({ type: 'USER_CREATED', user: CREATED_CLIENT });
    expect(actor!.getSnapshot().context.users.map((u) => u.id)).toEqual([1]);
    expect(actor!.getSnapshot().context.count).toBe(1);
    expect(actor!.getSnapshot().context.counts).toMatchObject({ all: 26, clients: 25, staff: 1 });
  });

  it('neither lists nor counts a created user the search leaves out', () => {
    const context: UsersListContext = {
      params: { scope: 'all', search: 'zzz', ordering: '-date_joined', page: 1, pageSize: 20 },
      users: [],
      count: 0,
      numPages: 1,
      currentPage: 1,
      counts: MODEL_PAGE.counts,
      error: null,
      added: [],
      ...NOTHING_TO_REFRESH,
    };
    expect(withCreatedUser(context, CREATED_CLIENT)).toEqual({});
  });

  it('keeps a full first page at its size, and only counts while on a later page', () => {
    const full: UsersListContext = {
      params: { scope: 'all', search: '', ordering: '-date_joined', page: 1, pageSize: 2 },
      users: MODEL_PAGE.page.results,
      count: 2,
      numPages: 1,
      currentPage: 1,
      counts: null,
      error: null,
      added: [],
      ...NOTHING_TO_REFRESH,
    };
    expect(withCreatedUser(full, CREATED_CLIENT)).toMatchObject({
      users: [CREATED_CLIENT, MODEL_PAGE.page.results[0]],
      count: 3,
      numPages: 2,
    });
    expect(withCreatedUser({ ...full, currentPage: 2 }, CREATED_CLIENT)).toMatchObject({ users: full.users, count: 3 });
  });

  it('goes back to page 1 when the filter changes, and asks the API with the new filter', async () => {
    const harness = await loaded();
    actor!.send({ type: 'SET_PAGE', page: 2 });
    expect(harness.calls.at(-1)!.input).toMatchObject({ page: 2, scope: 'all' });
    actor!.send({ type: 'SET_SEARCH', search: 'grace' });
    expect(harness.calls.at(-1)!.input).toMatchObject({ page: 1, search: 'grace' });
    actor!.send({ type: 'SET_ORDERING', ordering: 'full_name' });
    expect(harness.calls.at(-1)!.input).toMatchObject({ page: 1, ordering: 'full_name', search: 'grace' });
  });

  it("shows the server's detail or the default message, keeps the last page, and retries", async () => {
    const harness = await loaded();
    actor!.send({ type: 'SET_SCOPE', scope: 'staff' });
    harness.settle('loadUsers', (d) => d.reject(new ApiError('x', 500, undefined, undefined)));
    await flush();
    expect(actor!.getSnapshot().value).toBe('failed');
    expect(actor!.getSnapshot().context.error).toEqual(problemSays('Could not load the users.'));
    expect(actor!.getSnapshot().context.users).toHaveLength(2);
    actor!.send({ type: 'RETRY' });
    harness.settle('loadUsers', (d) => d.resolve(MODEL_PAGE));
    await flush();
    expect(actor!.getSnapshot().context.error).toBeNull();
  });

  it("shows an edited user's new details in place, then reloads the page", async () => {
    const harness = await loaded();
    actor!.send({ type: 'USER_UPDATED', user: { ...modelUser(2, 'Grace O. Okafor', 'CLIENT') } });
    expect(actor!.getSnapshot().context.users.map((u) => u.full_name)).toEqual(['Ava Moreno', 'Grace O. Okafor']);
    expect(actor!.getSnapshot().value).toBe('loading');
    expect(harness.calls).toHaveLength(2);
  });

  it('asks nothing when the filter asked for is the one shown, and offers only pages that exist', async () => {
    const harness = await loaded();
    actor!.send({ type: 'SET_SCOPE', scope: 'all' });
    actor!.send({ type: 'SET_SEARCH', search: '' });
    actor!.send({ type: 'SET_PAGE', page: 1 });
    actor!.send({ type: 'SET_PAGE', page: 3 });
    actor!.send({ type: 'SET_PAGE', page: 0 });
    expect(actor!.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(harness.calls).toHaveLength(1);
  });
});

describe('users list machine: changes heard elsewhere (REFRESH)', () => {
  const AVA = modelUser(1, 'Ava Moreno', 'CEO');
  const GRACE = modelUser(2, 'Grace Okafor', 'CLIENT');
  const ANA = modelUser(3, 'Ana Client', 'CLIENT');
  const COUNTS = { all: 2, clients: 1, staff: 1, roles: { CEO: 1, CFO: 0, CTO: 0, PM_CLIENT: 0, PM_DEV: 0, DEV: 0, CLIENT: 1 } };
  const answer = (...users: ReturnType<typeof modelUser>[]): LoadedUsers => ({
    page: { count: users.length, num_pages: 1, current_page: 1, results: users },
    counts: { ...COUNTS, all: users.length },
  });
  const names = () => actor!.getSnapshot().context.users.map((u) => u.full_name);

  async function shown() {
    const harness = start();
    harness.settle('loadUsers', (d) => d.resolve(answer(AVA, GRACE)));
    await flush();
    return harness;
  }

  it('shows new details of the people on screen in place, without a loading state', async () => {
    const harness = await shown();
    actor!.send({ type: 'REFRESH' });
    expect(actor!.getSnapshot().value).toEqual({ ready: 'refreshing' });
    expect(harness.calls.at(-1)!.input).toEqual(harness.calls[0]!.input);
    harness.settle('loadUsers', (d) => d.resolve(answer(AVA, { ...GRACE, full_name: 'Grace O. Okafor' })));
    await flush();
    expect(names()).toEqual(['Ava Moreno', 'Grace O. Okafor']);
    expect(actor!.getSnapshot().context.heldUpdate).toBeNull();
  });

  it('holds someone added, gone or moved until the reader asks, with the counts that come with them', async () => {
    const harness = await shown();
    actor!.send({ type: 'REFRESH' });
    harness.settle('loadUsers', (d) => d.resolve(answer(ANA, AVA, GRACE)));
    await flush();
    expect(names()).toEqual(['Ava Moreno', 'Grace Okafor']);
    expect(actor!.getSnapshot().context.counts?.all).toBe(2);
    actor!.send({ type: 'SHOW_UPDATES' });
    expect(names()).toEqual(['Ana Client', 'Ava Moreno', 'Grace Okafor']);
    expect(actor!.getSnapshot().context).toMatchObject({ count: 3, counts: { all: 3 }, heldUpdate: null });
    expect(harness.calls).toHaveLength(2);
  });

  it('reads the list again after an edit made here, once, and finds nothing to hold back', async () => {
    const harness = await shown();
    actor!.send({ type: 'USER_UPDATED', user: { ...GRACE, full_name: 'Grace O. Okafor' } });
    // The edit's own live event arrives while the reload it caused is under way.
    actor!.send({ type: 'REFRESH' });
    harness.settle('loadUsers', (d) => d.resolve(answer(AVA, { ...GRACE, full_name: 'Grace O. Okafor' })));
    await flush();
    expect(actor!.getSnapshot().value).toEqual({ ready: 'refreshing' });
    harness.settle('loadUsers', (d) => d.resolve(answer(AVA, { ...GRACE, full_name: 'Grace O. Okafor' })));
    await flush();
    expect(actor!.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor!.getSnapshot().context.heldUpdate).toBeNull();
    expect(harness.calls).toHaveLength(3);
  });
});
