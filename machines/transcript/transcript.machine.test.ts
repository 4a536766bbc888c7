// @vitest-environment node
import { problemSays } from '@tests/problem-says';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { transcriptMachine } from './transcript.machine';
import { MODEL_CALL_ID, SAMPLE_LAST_PAGE, SAMPLE_PAGE, modelTurn, transcriptModel } from './transcript.paths';

let actor: Actor<typeof transcriptMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

function start(callId = 7) {
  const harness = controlledActors(['loadPage'] as const);
  actor = createActor(transcriptMachine.provide({ actors: harness.actors }), { input: { callId } }).start();
  return harness;
}

describe('transcript machine: generated paths', () => {
  testGeneratedPaths({
    root: transcriptMachine.root,
    model: transcriptModel,
    start: () => {
      const harness = start(MODEL_CALL_ID);
      return { harness, actor: actor! };
    },
  });
});

describe('transcript machine: behaviour', () => {
  it('reads page after page in order, and stops at the last', async () => {
    const harness = start();
    expect(harness.calls[0]!.input).toEqual({ callId: 7, page: 1 });
    harness.settle('loadPage', (d) => d.resolve(SAMPLE_PAGE));
    await flush();
    actor!.send({ type: 'LOAD_MORE' });
    expect(harness.calls[1]!.input).toEqual({ callId: 7, page: 2 });
    harness.settle('loadPage', (d) => d.resolve(SAMPLE_LAST_PAGE));
    await flush();
    expect(actor!.getSnapshot().context.turns.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    actor!.send({ type: 'LOAD_MORE' });
    expect(harness.calls).toHaveLength(2);
  });

  it('keeps what was read when a later page fails, and asks for that page again', async () => {
    const harness = start();
    harness.settle('loadPage', (d) => d.resolve(SAMPLE_PAGE));
    await flush();
    actor!.send({ type: 'LOAD_MORE' });
    harness.settle('loadPage', (d) => d.reject(new ApiError('x', 503, undefined, undefined)));
    await flush();
    expect(actor!.getSnapshot().matches('moreFailed')).toBe(true);
    expect(actor!.getSnapshot().context).toMatchObject({ error: problemSays('Failed to fetch chat logs'), nextPage: 2 });
    expect(actor!.getSnapshot().context.turns).toHaveLength(2);
    actor!.send({ type: 'RETRY' });
    expect(harness.calls.at(-1)!.input).toEqual({ callId: 7, page: 2 });
  });
});

describe('transcript machine: a call going on (REFRESH)', () => {
  it('reads the last page read again, adding the turns said since at the end, each once', async () => {
    const harness = start();
    harness.settle('loadPage', (d) => d.resolve(SAMPLE_PAGE));
    await flush();
    actor!.send({ type: 'LOAD_MORE' });
    harness.settle('loadPage', (d) => d.resolve(SAMPLE_LAST_PAGE));
    await flush();
    actor!.send({ type: 'REFRESH' });
    expect(actor!.getSnapshot().value).toEqual({ ready: 'refreshing' });
    expect(harness.calls.at(-1)!.input).toEqual({ callId: 7, page: 2 });
    const said = modelTurn(5, 'assistant', 'See you on Tuesday.');
    harness.settle('loadPage', (d) => d.resolve({ ...SAMPLE_LAST_PAGE, count: 5, results: [...SAMPLE_LAST_PAGE.results, said] }));
    await flush();
    expect(actor!.getSnapshot().context.turns.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(actor!.getSnapshot().context).toMatchObject({ count: 5, nextPage: null });
  });

  it('offers the next page when the turns said since fill the last one, and reads again after a load under way', async () => {
    const harness = start();
    actor!.send({ type: 'REFRESH' });
    harness.settle('loadPage', (d) => d.resolve({ ...SAMPLE_PAGE, next: null }));
    await flush();
    expect(harness.calls.at(-1)!.input).toEqual({ callId: 7, page: 1 });
    harness.settle('loadPage', (d) => d.resolve(SAMPLE_PAGE));
    await flush();
    expect(actor!.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor!.getSnapshot().context).toMatchObject({ nextPage: 2, pagesRead: 1 });
    expect(actor!.getSnapshot().context.turns).toHaveLength(2);
  });
});
