import { problemInSource } from '@/api/problem';
import type { AnyMachineSnapshot } from 'xstate';
import type { TwilioNumber } from '@/api/contract/lato-ai';
import { ApiError } from '@/api/api-error';
import { demoAnswer, phone, signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, answerOf, transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { settingsEditorMachine, type SavedSettings, type SettingsEditorSnapshot } from './settings-editor.machine';

/** The model's number: the demo client's first, its settings as the demo answers them. */
const [NUMBER] = demoAnswer<TwilioNumber[]>('numbers') as [TwilioNumber];
export const MODEL_NUMBER_ID = NUMBER.id;
export const MODEL_SETTINGS: SavedSettings = demoAnswer<SavedSettings>('settings');

const { twilio_number: _number, updated_at: _updated, ...MODEL_FIELDS } = MODEL_SETTINGS;
/** The assistant renamed: the one edit the model makes. */
export const MODEL_EDITED = { ...MODEL_FIELDS, assistant_name: 'Ada' };
export const MODEL_UNCHANGED = MODEL_FIELDS;
/** The demo's answers to saving the renamed assistant, and to saving the first name back. */
export const MODEL_SAVED: SavedSettings = demoAnswer<SavedSettings>('save the settings with the assistant Ada');
const SAVED_BACK: SavedSettings = demoAnswer<SavedSettings>(`save the settings with the assistant ${MODEL_FIELDS.assistant_name}`);
/** Beyond the demo: the server refusing, with a reason on one field, what the form let through. */
export const MODEL_REFUSAL = new ApiError('Bad Request', 400, 'validation_error', 'Check the highlighted fields.', {
  assistant_name: ['too_long'],
});

/** The events in a state: the user's, and the demo's answers to the calls asked. */
function events(state: AnyMachineSnapshot): ModelEvent[] {
  const { context } = state as SettingsEditorSnapshot;
  const saving = state.matches('saving')
    ? context.draft?.assistant_name === MODEL_EDITED.assistant_name
      ? MODEL_SAVED
      : SAVED_BACK
    : null;
  return [
    ...(state.matches('loading') ? [{ type: 'xstate.done.actor.loadSettings', output: MODEL_SETTINGS }] : []),
    { type: 'xstate.error.actor.loadSettings', error: new ApiError('boom', 500, undefined, undefined) },
    { type: 'RETRY' },
    { type: 'EDIT', settings: MODEL_EDITED },
    { type: 'EDIT', settings: MODEL_UNCHANGED },
    { type: 'SAVE' },
    { type: 'RESET' },
    ...(saving ? [{ type: 'xstate.done.actor.saveSettings', output: saving }] : []),
    { type: 'xstate.error.actor.saveSettings', error: MODEL_REFUSAL },
  ];
}

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as SettingsEditorSnapshot;
  return JSON.stringify([snapshot.value, context.saved?.assistant_name ?? null, context.draft?.assistant_name ?? null]);
};

const waiting = (state: AnyMachineSnapshot) => state.matches('loading') || state.matches('saving');

export const settingsEditorModel: QaModel = {
  id: 'settings-editor',
  title: 'Lato AI assistant settings',
  setup:
    `${signInAs('client@lato.test')} and open Settings (/dashboard/settings), for her first number, ${NUMBER.friendly_name} ` +
    `(${phone(NUMBER.phone_number)}), whose assistant is ${MODEL_FIELDS.assistant_name}. A path that saves another name leaves it ` +
    `in the demo: before the next path, change it back to ${MODEL_FIELDS.assistant_name} and save.`,
  paths: () => transitionCoverPaths(settingsEditorMachine, { events, serializeState, input: { numberId: MODEL_NUMBER_ID }, waiting }),
  step(event, before) {
    switch (event.type) {
      case 'xstate.done.actor.loadSettings':
        return 'Wait for the settings to load.';
      case 'xstate.error.actor.loadSettings':
        return 'Let the settings fail to load (stop the server before it answers).';
      case 'RETRY':
        return 'Click "Try again".';
      case 'EDIT': {
        const name = (event.settings as SavedSettings).assistant_name;
        const from = (before as SettingsEditorSnapshot).context.draft?.assistant_name;
        return `Change "Assistant name" from "${from}" to "${name}".`;
      }
      case 'SAVE':
        return 'Click "Save changes".';
      case 'RESET':
        return 'Click "Discard changes".';
      case 'xstate.done.actor.saveSettings':
        return 'Wait for the settings to be saved.';
      case 'xstate.error.actor.saveSettings':
        return 'Let the server refuse the assistant name the form let through.';
      default:
        return `Send ${event.type}.`;
    }
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as SettingsEditorSnapshot;
    const { context } = snapshot;
    const name = `"Assistant name" reads "${context.draft?.assistant_name}"`;
    if (snapshot.matches('loading')) return 'a loading indicator.';
    if (snapshot.matches('loadFailed')) return `an error saying "${problemInSource(context.error!)}" with "Try again".`;
    if (snapshot.matches('clean')) return `the form; ${name}; "No changes" with "Save changes" disabled.`;
    if (snapshot.matches({ dirty: 'failed' })) {
      const marked = context.fieldErrors.assistant_name ? ' and the assistant name marked "This is too long."' : '';
      return `the form; ${name}; an error saying "${problemInSource(context.error!)}"${marked}; "Unsaved changes" with "Save changes" enabled.`;
    }
    if (snapshot.matches('dirty')) return `the form; ${name}; "Unsaved changes" with "Save changes" and "Discard changes".`;
    if (snapshot.matches('saving')) return `the form, read-only; ${name}; "Save changes" busy.`;
    return `the form; ${name}; "Settings saved" (and a toast saying so) with "Save changes" disabled.`;
  },
  waiting,
  outOfReach: (event) => (answerOf(event)?.ok === false ? OUT_OF_REACH.failure : undefined),
};
