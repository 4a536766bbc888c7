import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/errors';
import { transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { settingsEditorMachine, type SavedSettings, type SettingsEditorSnapshot } from './settings-editor.machine';

const OFFICE = { open: '09:00', close: '17:00' };

/** The model's number: the demo client's dental practice as the server first answers it. */
export const MODEL_SETTINGS: SavedSettings = {
  twilio_number: 1,
  updated_at: '2026-11-20T15:00:00.000Z',
  assistant_name: 'Sofia',
  greeting: 'Hello, you have reached Okafor Dental. How can I help you?',
  instructions: 'Be brief and friendly.',
  language: 'en',
  voice: 'Polly.Joanna-Neural',
  time_zone: 'America/Los_Angeles',
  business_hours: { mon: OFFICE, tue: OFFICE, wed: OFFICE, thu: OFFICE, fri: OFFICE, sat: null, sun: null },
  after_hours: 'take_message',
  transfer_number: null,
  faq: [{ question: 'Do you take walk-ins?', answer: 'Yes, until 16:00 on weekdays.' }],
  sms_auto_reply: true,
};

const { twilio_number: _number, updated_at: _updated, ...MODEL_FIELDS } = MODEL_SETTINGS;
/** The assistant renamed: the one edit the model makes. */
export const MODEL_EDITED = { ...MODEL_FIELDS, assistant_name: 'Ada' };
export const MODEL_UNCHANGED = MODEL_FIELDS;
export const MODEL_SAVED: SavedSettings = { ...MODEL_SETTINGS, ...MODEL_EDITED, updated_at: '2026-11-21T09:30:00.000Z' };
/** The server refuses with a reason on one field. */
export const MODEL_REFUSAL = new ApiError('Bad Request', 400, 'validation_error', 'Check the highlighted fields.', {
  assistant_name: ['too_long'],
});

function events(): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.loadSettings', output: MODEL_SETTINGS },
    { type: 'xstate.error.actor.loadSettings', error: new ApiError('boom', 500, undefined, undefined) },
    { type: 'RETRY' },
    { type: 'EDIT', settings: MODEL_EDITED },
    { type: 'EDIT', settings: MODEL_UNCHANGED },
    { type: 'SAVE' },
    { type: 'RESET' },
    { type: 'xstate.done.actor.saveSettings', output: MODEL_SAVED },
    { type: 'xstate.error.actor.saveSettings', error: MODEL_REFUSAL },
  ];
}

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as SettingsEditorSnapshot;
  return JSON.stringify([snapshot.value, context.saved?.assistant_name ?? null, context.draft?.assistant_name ?? null]);
};

export const settingsEditorModel: QaModel = {
  id: 'settings-editor',
  title: 'Lato AI assistant settings',
  setup: 'sign in as the demo client (client@lato.test) and open Settings (/dashboard/settings).',
  paths: () => transitionCoverPaths(settingsEditorMachine, { events: events(), serializeState, input: { numberId: 1 } }),
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
        return 'Let the server refuse the assistant name (for example, 61 characters typed with the field limit removed in the developer tools).';
      default:
        return `Send ${event.type}.`;
    }
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as SettingsEditorSnapshot;
    const { context } = snapshot;
    const name = `"Assistant name" reads "${context.draft?.assistant_name}"`;
    if (snapshot.matches('loading')) return 'a loading indicator.';
    if (snapshot.matches('loadFailed')) return `an error saying "${context.error}" with "Try again".`;
    if (snapshot.matches('clean')) return `the form; ${name}; "No changes" with "Save changes" disabled.`;
    if (snapshot.matches({ dirty: 'failed' })) {
      const marked = context.fieldErrors.assistant_name ? ' and the assistant name marked "This is too long."' : '';
      return `the form; ${name}; an error saying "${context.error}"${marked}; "Unsaved changes" with "Save changes" enabled.`;
    }
    if (snapshot.matches('dirty')) return `the form; ${name}; "Unsaved changes" with "Save changes" and "Discard changes".`;
    if (snapshot.matches('saving')) return `the form, read-only; ${name}; "Save changes" busy.`;
    return `the form; ${name}; "Settings saved" (and a toast saying so) with "Save changes" disabled.`;
  },
};
