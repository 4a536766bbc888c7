// @vitest-environment node
import { problemSays } from '@tests/problem-says';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { NO_CALL_FILTERS, callsListMachine } from './calls-list.machine';
import { MODEL_CALLS, callsListModel } from './calls-list.paths';

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
