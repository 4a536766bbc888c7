// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { testCallMachine } from './test-call.machine';
import { MODEL_ANSWER, MODEL_GREETING, MODEL_NUMBER_ID, testCallModel } from './test-call.paths';

let actor: Actor<typeof testCallMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

function start(numberId = MODEL_NUMBER_ID) {
  const harness = controlledActors(['simulate'] as const);
  actor = createActor(testCallMachine.provide({ actors: harness.actors }), { input: { numberId } }).start();
  return harness;
}

describe('test call machine: generated paths', () => {
  testGeneratedPaths({ root: testCallMachine.root, model: testCallModel, start: () => ({ harness: start(), actor: actor! }) });
});

describe('test call machine: behaviour', () => {
  it('sends each step of the call to the address the assistant gave, and ends when the server says so', async () => {
    const harness = start(4);
    actor!.send({ type: 'START' });
    expect(harness.calls.at(-1)!.input).toEqual({ number_id: 4 });
    harness.settle('simulate', (d) => d.resolve(MODEL_GREETING));
    await flush();
    actor!.send({ type: 'SAY', text: '   ' });
    expect(actor!.getSnapshot().value).toBe('listening');
    actor!.send({ type: 'SAY', text: ' Where can I park? ' });
    expect(harness.calls.at(-1)!.input).toEqual({
      number_id: 4,
      call_sid: MODEL_GREETING.call_sid,
      next: MODEL_GREETING.next,
      say: 'Where can I park?',
    });
    harness.settle('simulate', (d) =>
      d.resolve({ ...MODEL_ANSWER, said: ['Let me put you through.'], transferred_to: '+14155550199', next: null, ended: true }),
    );
    await flush();
    expect(actor!.getSnapshot().value).toBe('ended');
    expect(actor!.getSnapshot().context).toMatchObject({ transferredTo: '+14155550199', next: null });
    actor!.send({ type: 'START' });
    expect(actor!.getSnapshot().context.lines).toEqual([]);
  });
});
