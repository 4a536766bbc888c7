// @vitest-environment node
import { problemSays } from '@tests/problem-says';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { NO_CALL_FILTERS, callsListMachine } from './calls-list.machine';
import { MODEL_CALLS, callsListModel, modelCall } from './calls-list.paths';

let actor: Actor<typeof callsListMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

function start(input = { numberId: 1 }) {
  const harness = controlledActors(['loadCalls'] as const);
  actor = createActor(callsListMachine.provide({ actors: harness.actors }), { input }).start();
  return harness;
}

describe('calls list machine: generated paths', () => {
  testGeneratedPaths({
    root: callsListMachine.root,
    model: callsListModel,
    start: () => {
      const harness = start();
      return { harness, actor: actor! };
    },
  });
});

describe('calls list machine: behaviour', () => {
  const loads = (harness: ReturnType<typeof start>) => harness.calls.filter((c) => c.id === 'loadCalls').map((c) => c.input);

  it('starts from the filters and page of the address', async () => {
    const harness = controlledActors(['loadCalls'] as const);
    actor = createActor(callsListMachine.provide({ actors: harness.actors }), {
      input: { numberId: 3, filters: { ...NO_CALL_FILTERS, direction: 'outbound' }, page: 2 },
    }).start();
    expect(loads(harness)[0]).toMatchObject({ numberId: 3, page: 2, filters: { direction: 'outbound' } });
  });

  it('goes back to page 1 on a new filter or number, and asks nothing for what is already shown', async () => {
    const harness = start();
    harness.settle('loadCalls', (d) => d.resolve(MODEL_CALLS));
    await flush();
    actor!.send({ type: 'SET_PAGE', page: 2 });
    harness.settle('loadCalls', (d) => d.resolve({ ...MODEL_CALLS, current_page: 2 }));
    await flush();
    actor!.send({ type: 'SET_FILTERS', filters: { ...NO_CALL_FILTERS, search: 'crown' } });
    expect(loads(harness).at(-1)).toMatchObject({ page: 1, filters: { search: 'crown' } });
    harness.settle('loadCalls', (d) => d.resolve(MODEL_CALLS));
    await flush();
    actor!.send({ type: 'SET_FILTERS', filters: { ...NO_CALL_FILTERS, search: 'crown' } });
    actor!.send({ type: 'SET_PAGE', page: 9 });
    expect(loads(harness)).toHaveLength(3);
    actor!.send({ type: 'SET_NUMBER', numberId: 2 });
    expect(loads(harness).at(-1)).toMatchObject({ numberId: 2, page: 1, filters: { search: 'crown' } });
  });

  it("says the server's detail, or 'Failed to fetch calls'", async () => {
    const harness = start();
    harness.settle('loadCalls', (d) => d.reject(new ApiError('x', 502, undefined, undefined)));
    await flush();
    expect(actor!.getSnapshot().context.error).toEqual(problemSays('Failed to fetch calls'));
    actor!.send({ type: 'RETRY' });
    harness.settle('loadCalls', (d) => d.reject(new ApiError('x', 404, undefined, 'Invalid page.')));
    await flush();
    expect(actor!.getSnapshot().context.error).toEqual(problemSays('Invalid page.'));
  });
});

describe('calls list machine: changes heard elsewhere (REFRESH)', () => {
  const loads = (harness: ReturnType<typeof start>) => harness.calls.filter((c) => c.id === 'loadCalls').map((c) => c.input);
  const ids = () => actor!.getSnapshot().context.calls.map((c) => c.id);
  const OLDER = modelCall(2, '+14155550111');
  const OLDEST = modelCall(3, '+14155550112');
  const NEW = modelCall(4, '+15005550006', { is_test: true, status: 'in_progress' });
  const page = (current: number, ...calls: ReturnType<typeof modelCall>[]) => ({
    count: 40,
    num_pages: 2,
    current_page: current,
    results: calls,
  });

  async function onPage(number: 1 | 2) {
    const harness = start();
    harness.settle('loadCalls', (d) => d.resolve(page(1, OLDER, OLDEST)));
    await flush();
    if (number === 2) {
      actor!.send({ type: 'SET_PAGE', page: 2 });
      harness.settle('loadCalls', (d) => d.resolve(page(2, OLDER, OLDEST)));
      await flush();
    }
    return harness;
  }

  it('reads the page on screen again, keeping its rows until the answer, and takes a new call on top of page 1', async () => {
    const harness = await onPage(1);
    actor!.send({ type: 'REFRESH' });
    expect(actor!.getSnapshot().value).toEqual({ ready: 'refreshing' });
    expect(loads(harness).at(-1)).toEqual(loads(harness)[0]);
    expect(ids()).toEqual([2, 3]);
    harness.settle('loadCalls', (d) => d.resolve({ ...page(1, NEW, OLDER), count: 41 }));
    await flush();
    expect(actor!.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(ids()).toEqual([4, 2]);
    expect(actor!.getSnapshot().context).toMatchObject({ count: 41, heldUpdate: null });
  });

  it('on a later page, shows a change in place at once and holds one that moves the rows until SHOW_UPDATES', async () => {
    const harness = await onPage(2);
    actor!.send({ type: 'REFRESH' });
    harness.settle('loadCalls', (d) => d.resolve(page(2, { ...OLDER, summary: 'Called back.' }, OLDEST)));
    await flush();
    expect(actor!.getSnapshot().context.calls[0]!.summary).toBe('Called back.');
    actor!.send({ type: 'REFRESH' });
    harness.settle('loadCalls', (d) => d.resolve(page(2, NEW, OLDER)));
    await flush();
    expect(ids()).toEqual([2, 3]);
    expect(actor!.getSnapshot().context.heldUpdate?.results.map((c) => c.id)).toEqual([4, 2]);
    actor!.send({ type: 'SHOW_UPDATES' });
    expect(ids()).toEqual([4, 2]);
    expect(actor!.getSnapshot().context.heldUpdate).toBeNull();
    expect(loads(harness)).toHaveLength(4);
  });

  it('asks once more after a load under way, however many changes were heard meanwhile', async () => {
    const harness = start();
    actor!.send({ type: 'REFRESH' });
    actor!.send({ type: 'REFRESH' });
    expect(loads(harness)).toHaveLength(1);
    harness.settle('loadCalls', (d) => d.resolve(page(1, OLDER, OLDEST)));
    await flush();
    expect(actor!.getSnapshot().value).toEqual({ ready: 'refreshing' });
    actor!.send({ type: 'REFRESH' });
    actor!.send({ type: 'REFRESH' });
    harness.settle('loadCalls', (d) => d.resolve(page(1, OLDER, OLDEST)));
    await flush();
    expect(actor!.getSnapshot().value).toEqual({ ready: 'refreshing' });
    harness.settle('loadCalls', (d) => d.resolve(page(1, OLDER, OLDEST)));
    await flush();
    expect(actor!.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(loads(harness)).toHaveLength(3);
  });

  it('drops a held answer when the reader asks for another page, and keeps the rows without a word when a refresh fails', async () => {
    const harness = await onPage(2);
    actor!.send({ type: 'REFRESH' });
    harness.settle('loadCalls', (d) => d.resolve(page(2, NEW, OLDER)));
    await flush();
    actor!.send({ type: 'SET_PAGE', page: 1 });
    harness.settle('loadCalls', (d) => d.resolve(page(1, NEW, OLDER)));
    await flush();
    expect(actor!.getSnapshot().context.heldUpdate).toBeNull();
    actor!.send({ type: 'SHOW_UPDATES' });
    expect(ids()).toEqual([4, 2]);
    actor!.send({ type: 'REFRESH' });
    harness.settle('loadCalls', (d) => d.reject(new ApiError('offline', undefined, 'network', undefined)));
    await flush();
    expect(actor!.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor!.getSnapshot().context.error).toBeNull();
    expect(ids()).toEqual([4, 2]);
  });
});
