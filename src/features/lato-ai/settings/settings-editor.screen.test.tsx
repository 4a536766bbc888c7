import { ApiError, sayProblem } from '@/api/errors';
import { i18n } from '@lingui/core';
import { messages as es } from '@locales/es/messages.po';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type Actor, type AnyMachineSnapshot } from 'xstate';
import { settingsEditorMachine, type SettingsEditorSnapshot } from '@machines/settings-editor/settings-editor.machine';
import { MODEL_NUMBER_ID, MODEL_SETTINGS, settingsEditorModel } from '@machines/settings-editor/settings-editor.paths';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import type { ModelEvent } from '@machines/testing/qa';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { renderWithProviders } from '@tests/render';
import { SettingsScreen } from './SettingsScreen';

// A generated path takes up to nine steps, each a real gesture on the whole form and a check of it.
vi.setConfig({ testTimeout: 20_000 });

const started: Actor<any>[] = [];
afterEach(() => {
  cleanup();
  started.splice(0).forEach((actor) => actor.stop());
});

async function render(): Promise<Rendered> {
  const harness = controlledActors(['loadSettings', 'saveSettings'] as const);
  const actor = createActor(settingsEditorMachine.provide({ actors: harness.actors }), { input: { numberId: MODEL_NUMBER_ID } }).start();
  started.push(actor);
  renderWithProviders(<SettingsScreen actor={actor} phoneNumber="+14155550142" />);
  await screen.findByLabelText('Loading the settings');
  return { actor, harness };
}

const nameField = () => screen.getByRole('textbox', { name: 'Assistant name' });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const status = () => screen.getByRole('status');

async function showsForm(expected: AnyMachineSnapshot) {
  const { draft } = (expected as SettingsEditorSnapshot).context;
  await waitFor(() => expect(nameField()).toHaveValue(draft!.assistant_name));
  expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveValue(draft!.greeting);
}

describe('settings editor: generated paths on the rendered screen', () => {
  testPathsOnScreen({
    model: settingsEditorModel,
    root: settingsEditorMachine.root,
    render,
    gestures: {
      RETRY: async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })),
      EDIT: async (_, event: ModelEvent) => {
        await userEvent.clear(nameField());
        await userEvent.paste((event.settings as typeof MODEL_SETTINGS).assistant_name);
      },
      SAVE: async () => userEvent.click(saveButton()),
      RESET: async () => userEvent.click(screen.getByRole('button', { name: 'Discard changes' })),
    },
    screens: {
      loading: async () => {
        expect(await screen.findByLabelText('Loading the settings')).toBeInTheDocument();
      },
      loadFailed: async (_, expected) => {
        expect(await screen.findByRole('alert')).toHaveTextContent(sayProblem((expected as SettingsEditorSnapshot).context.error!));
        expect(screen.queryByRole('textbox', { name: 'Assistant name' })).toBeNull();
      },
      clean: async (_, expected) => {
        await showsForm(expected);
        expect(status()).toHaveTextContent('No changes');
        expect(saveButton()).toBeDisabled();
        expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
        expect(nameField()).not.toHaveAttribute('aria-invalid', 'true');
      },
      'dirty.editing': async (_, expected) => {
        await showsForm(expected);
        expect(status()).toHaveTextContent('Unsaved changes');
        expect(saveButton()).toBeEnabled();
        expect(screen.getByRole('button', { name: 'Discard changes' })).toBeVisible();
      },
      saving: async (_, expected) => {
        await showsForm(expected);
        expect(nameField()).toBeDisabled();
        expect(saveButton()).toHaveAttribute('data-loading', 'true');
      },
      saved: async (_, expected) => {
        await showsForm(expected);
        expect(status()).toHaveTextContent('Settings saved');
        expect(saveButton()).toBeDisabled();
        expect(nameField()).toBeEnabled();
      },
      'dirty.failed': async (_, expected) => {
        const { context } = expected as SettingsEditorSnapshot;
        await showsForm(expected);
        expect(screen.getByRole('alert')).toHaveTextContent(sayProblem(context.error!));
        expect(status()).toHaveTextContent('Unsaved changes');
        expect(saveButton()).toBeEnabled();
        if (context.fieldErrors.assistant_name) expect(nameField()).toHaveAccessibleDescription('This is too long.');
        else expect(nameField()).not.toHaveAttribute('aria-invalid', 'true');
      },
    },
  });
});

describe('settings editor: the form', () => {
  /** The demo's settings with one question in the FAQ, as the cases below edit it. */
  const ONE_QUESTION = { ...MODEL_SETTINGS, faq: MODEL_SETTINGS.faq.slice(0, 1) };

  async function loaded() {
    const rendered = await render();
    rendered.harness.settle('loadSettings', (d) => d.resolve(ONE_QUESTION));
    await flush();
    await screen.findByRole('textbox', { name: 'Assistant name' });
    return rendered;
  }

  it('checks the fields before saving and says what is wrong where, sending nothing', async () => {
    const { harness } = await loaded();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Greeting' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Transfer the call to a person' }));
    await userEvent.clear(screen.getByLabelText('Monday closes at'));
    await userEvent.type(screen.getByLabelText('Monday closes at'), '08:00');
    await userEvent.click(saveButton());
    expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveAccessibleDescription(/This field is required./);
    expect(screen.getByRole('textbox', { name: /Transfer number/ })).toHaveAccessibleDescription(/This field is required./);
    expect(screen.getByLabelText('Monday closes at')).toHaveAccessibleDescription('Closing time must be after opening time.');
    expect(harness.calls.filter((c) => c.id === 'saveSettings')).toHaveLength(0);
  });

  it('reads a transfer number typed without its country code as one of the line’s country, and edits the FAQ list', async () => {
    const { harness, actor } = await loaded();
    const transfer = screen.getByRole('textbox', { name: /Transfer number/ });
    await userEvent.click(transfer);
    await userEvent.paste('(415) 555-0199');
    await userEvent.tab();
    expect(transfer).toHaveValue('+14155550199');
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const entries = screen.getAllByTestId('faq-entry');
    await userEvent.click(within(entries[1]!).getByRole('textbox', { name: 'Question 2' }));
    await userEvent.paste('Where do I park?');
    await userEvent.click(within(entries[1]!).getByRole('textbox', { name: 'Answer 2' }));
    await userEvent.paste('Behind the building.');
    await userEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await userEvent.click(saveButton());
    const sent = harness.calls.find((c) => c.id === 'saveSettings')!.input as { settings: typeof MODEL_SETTINGS };
    expect(sent.settings.transfer_number).toBe('+14155550199');
    expect(sent.settings.faq).toEqual([{ question: 'Where do I park?', answer: 'Behind the building.' }]);
    expect((actor.getSnapshot() as SettingsEditorSnapshot).value).toBe('saving');
  });
});

describe('settings editor: a shown error follows a language switch', () => {
  afterEach(() => act(() => i18n.activate('en')));

  it('says the failed load again in Spanish when the reader switches, and back', async () => {
    const { harness } = await render();
    harness.settle('loadSettings', (d) => d.reject(new ApiError('boom', 500, undefined, undefined)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch settings');
    await act(() => i18n.loadAndActivate({ locale: 'es', messages: es }));
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron obtener los ajustes');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to fetch settings');
    await act(() => i18n.activate('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch settings');
  });
});
