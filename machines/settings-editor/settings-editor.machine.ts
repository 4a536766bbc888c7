import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { AssistantSettings } from '@/api/contract/lato-ai';
import type { FieldErrors } from '@/api/contract/errors';
import { toApiError } from '@/api/api-error';
import { problemOf, type Problem } from '@/api/problem';
import { mustProvide } from '@machines/shared/must-provide';

/** The settings as the server keeps them: the fields, for which number, and when they last changed. */
export type SavedSettings = AssistantSettings & { twilio_number: number; updated_at: string };

export interface SettingsEditorContext {
  numberId: number;
  /** What the server holds; null until read. */
  saved: SavedSettings | null;
  /** What the form shows: the saved settings with the user's changes. */
  draft: AssistantSettings | null;
  error: Problem | null;
  /** The server's refusal: the codes of each field it names, for the form to say on that field. */
  fieldErrors: FieldErrors;
}

export type SettingsEditorEvent = { type: 'EDIT'; settings: AssistantSettings } | { type: 'SAVE' } | { type: 'RESET' } | { type: 'RETRY' };

export interface SaveSettingsRequest {
  numberId: number;
  settings: AssistantSettings;
}

/** The settings' fields alone (not their number or time), each object's keys in one order, to compare two versions. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .filter((key) => key !== 'twilio_number' && key !== 'updated_at')
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}
export const sameSettings = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const valueAt = (value: unknown, path: string) =>
  path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), value);

/** The refusal's reasons on the fields the edit left as they were: a field changed since may be right now. */
const reasonsStillStanding = (reasons: FieldErrors, before: AssistantSettings | null, after: AssistantSettings): FieldErrors =>
  Object.fromEntries(
    Object.entries(reasons).filter(([path]) => JSON.stringify(valueAt(before, path)) === JSON.stringify(valueAt(after, path))),
  );

const fieldsOf = ({ twilio_number: _number, updated_at: _updated, ...fields }: SavedSettings): AssistantSettings => fields;

/**
 * The assistant's settings for one number: read, edited in a form (dirty once they differ from
 * what the server holds, clean again when changed back), saved, and on a refusal kept as edited
 * with the server's reasons on their fields until each is changed. Saved settings are announced (`saved`) for a toast.
 */
export const settingsEditorMachine = setup({
  types: {
    context: {} as SettingsEditorContext,
    events: {} as SettingsEditorEvent,
    emitted: {} as { type: 'saved'; settings: SavedSettings },
    input: {} as { numberId: number },
  },
  actors: {
    loadSettings: mustProvide<SavedSettings, { numberId: number }>('loadSettings'),
    saveSettings: mustProvide<SavedSettings, SaveSettingsRequest>('saveSettings'),
  },
  guards: {
    backToSaved: ({ context, event }) => event.type === 'EDIT' && sameSettings(event.settings, context.saved),
    changesSomething: ({ context, event }) => event.type === 'EDIT' && !sameSettings(event.settings, context.draft),
  },
  actions: {
    takeEdit: assign(({ context, event }) => {
      const settings = (event as Extract<SettingsEditorEvent, { type: 'EDIT' }>).settings;
      return { draft: settings, fieldErrors: reasonsStillStanding(context.fieldErrors, context.draft, settings) };
    }),
    forgetEdits: assign({ draft: ({ context }) => fieldsOf(context.saved!), error: null, fieldErrors: {} }),
  },
}).createMachine({
  id: 'settingsEditor',
  context: ({ input }) => ({ numberId: input.numberId, saved: null, draft: null, error: null, fieldErrors: {} }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSettings',
        id: 'loadSettings',
        input: ({ context }) => ({ numberId: context.numberId }),
        onDone: {
          target: 'clean',
          actions: assign({ saved: ({ event }) => event.output, draft: ({ event }) => fieldsOf(event.output), error: null }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => problemOf(event.error, msg`Failed to fetch settings`) }),
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    clean: {
      on: { EDIT: { guard: 'changesSomething', target: 'dirty', actions: 'takeEdit' } },
    },
    /** Different from what the server holds: being edited, or refused by the server and shown with its reasons. */
    dirty: {
      initial: 'editing',
      on: {
        EDIT: [
          { guard: 'backToSaved', target: 'clean', actions: 'forgetEdits' },
          { guard: 'changesSomething', actions: 'takeEdit' },
        ],
        SAVE: 'saving',
        RESET: { target: 'clean', actions: 'forgetEdits' },
      },
      states: {
        editing: {},
        /** A field's reason goes once that field is changed. */
        failed: {},
      },
    },
    saving: {
      invoke: {
        src: 'saveSettings',
        id: 'saveSettings',
        input: ({ context }) => ({ numberId: context.numberId, settings: context.draft! }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ saved: ({ event }) => event.output, draft: ({ event }) => fieldsOf(event.output), error: null, fieldErrors: {} }),
            emit(({ event }) => ({ type: 'saved' as const, settings: event.output })),
          ],
        },
        onError: {
          target: 'dirty.failed',
          actions: assign({
            error: ({ event }) => problemOf(event.error, msg`The settings could not be saved`),
            fieldErrors: ({ event }) => toApiError(event.error).fieldErrors,
          }),
        },
      },
    },
    /** Clean, just saved: the page says so until the next change. */
    saved: {
      on: { EDIT: { guard: 'changesSomething', target: 'dirty', actions: 'takeEdit' } },
    },
  },
});

export type SettingsEditorActor = ActorRefFrom<typeof settingsEditorMachine>;
export type SettingsEditorSnapshot = SnapshotFrom<typeof settingsEditorMachine>;
