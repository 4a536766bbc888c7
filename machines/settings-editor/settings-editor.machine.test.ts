// @vitest-environment node
import { problemSays } from '@tests/problem-says';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { sameSettings, settingsEditorMachine, type SavedSettings } from './settings-editor.machine';
import {
  MODEL_EDITED,
  MODEL_NUMBER_ID,
  MODEL_REFUSAL,
  MODEL_SAVED,
  MODEL_SETTINGS,
  MODEL_UNCHANGED,
  settingsEditorModel,
} from './settings-editor.paths';

let actor: Actor<typeof settingsEditorMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

function start() {
  const harness = controlledActors(['loadSettings', 'saveSettings'] as const);
  actor = createActor(settingsEditorMachine.provide({ actors: harness.actors }), { input: { numberId: MODEL_NUMBER_ID } }).start();
  return harness;
}

async function loaded() {
  const harness = start();
  harness.settle('loadSettings', (d) => d.resolve(MODEL_SETTINGS));
  await flush();
  return harness;
}

describe('settings editor machine: generated paths', () => {
  testGeneratedPaths({ root: settingsEditorMachine.root, model: settingsEditorModel, start: () => ({ harness: start(), actor: actor! }) });
});

describe('settings editor machine: behaviour', () => {
  it('saves the edited settings of its number and announces them', async () => {
    const harness = await loaded();
    const announced: SavedSettings[] = [];
    actor!.on('saved', (event) => announced.push(event.settings));
    actor!.send({ type: 'EDIT', settings: MODEL_EDITED });
    actor!.send({ type: 'SAVE' });
    expect(harness.calls.at(-1)).toEqual({ id: 'saveSettings', input: { numberId: MODEL_NUMBER_ID, settings: MODEL_EDITED } });
    harness.settle('saveSettings', (d) => d.resolve(MODEL_SAVED));
    await flush();
    expect(actor!.getSnapshot().value).toBe('saved');
    expect(announced).toEqual([MODEL_SAVED]);
  });

  it('is clean again when a change is undone by hand, whatever the order of keys', async () => {
    await loaded();
    actor!.send({ type: 'EDIT', settings: { ...MODEL_UNCHANGED, faq: [] } });
    expect(actor!.getSnapshot().value).toEqual({ dirty: 'editing' });
    const reordered = Object.fromEntries(Object.entries(MODEL_UNCHANGED).toReversed()) as typeof MODEL_UNCHANGED;
    actor!.send({ type: 'EDIT', settings: reordered });
    expect(actor!.getSnapshot().value).toBe('clean');
    expect(sameSettings({ faq: [{ question: 'a', answer: 'b' }] }, { faq: [{ answer: 'b', question: 'a' }] })).toBe(true);
    expect(sameSettings({ faq: [1, 2] }, { faq: [2, 1] })).toBe(false);
  });

  it('keeps the edits and the field codes of a refusal until their field changes, and forgets both on discard', async () => {
    const harness = await loaded();
    actor!.send({ type: 'EDIT', settings: MODEL_EDITED });
    actor!.send({ type: 'SAVE' });
    harness.settle('saveSettings', (d) => d.reject(MODEL_REFUSAL));
    await flush();
    expect(actor!.getSnapshot().context).toMatchObject({
      draft: MODEL_EDITED,
      error: problemSays('Check the highlighted fields.'),
      fieldErrors: { assistant_name: ['too_long'] },
    });
    actor!.send({ type: 'EDIT', settings: { ...MODEL_EDITED, greeting: 'Hi!' } });
    expect(actor!.getSnapshot().context.fieldErrors).toEqual({ assistant_name: ['too_long'] });
    actor!.send({ type: 'EDIT', settings: { ...MODEL_EDITED, greeting: 'Hi!', assistant_name: 'Bo' } });
    expect(actor!.getSnapshot().context.fieldErrors).toEqual({});
    actor!.send({ type: 'RESET' });
    expect(actor!.getSnapshot().context).toMatchObject({ draft: MODEL_UNCHANGED, error: null, fieldErrors: {} });
  });
});
