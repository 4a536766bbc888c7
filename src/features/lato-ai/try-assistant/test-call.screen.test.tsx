import { sayProblem } from '@/api/errors';
import { afterEach, describe, expect } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type Actor, type AnyMachineSnapshot } from 'xstate';
import { testCallMachine, type TestCallSnapshot } from '@machines/test-call/test-call.machine';
import { MODEL_NUMBER_ID, testCallModel } from '@machines/test-call/test-call.paths';
import { controlledActors } from '@machines/testing/controlled-actors';
import type { ModelEvent } from '@machines/testing/qa';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { renderWithProviders } from '@tests/render';
import { TestCallView } from './TestCall';

const started: Actor<any>[] = [];
afterEach(() => {
  cleanup();
  started.splice(0).forEach((actor) => actor.stop());
});

async function render(): Promise<Rendered> {
  const harness = controlledActors(['simulate'] as const);
  const actor = createActor(testCallMachine.provide({ actors: harness.actors }), { input: { numberId: MODEL_NUMBER_ID } }).start();
  started.push(actor);
  renderWithProviders(<TestCallView actor={actor} language="en" />);
  await screen.findByRole('button', { name: 'Start a test call' });
  return { actor, harness };
}

/** The call's lines as shown, each with who said it. */
async function showsLines(expected: AnyMachineSnapshot) {
  const { lines } = (expected as TestCallSnapshot).context;
  await waitFor(() =>
    expect(screen.queryAllByTestId('test-call-line').map((line) => `${line.dataset.who}: ${line.lastChild?.textContent}`)).toEqual(
      lines.map((line) => `${line.who}: ${line.text}`),
    ),
  );
}

const startButton = () => screen.queryByRole('button', { name: 'Start a test call' });
const wordsBox = () => screen.queryByRole('textbox', { name: 'What you say' });

describe('test call: generated paths on the rendered screen', () => {
  testPathsOnScreen({
    model: testCallModel,
    root: testCallMachine.root,
    render,
    gestures: {
      START: async () => userEvent.click(startButton()!),
      SAY: async (_, event: ModelEvent) => userEvent.type(wordsBox()!, `${String(event.text)}{Enter}`),
      HANG_UP: async () => userEvent.click(screen.getByRole('button', { name: 'Hang up' })),
    },
    screens: {
      idle: async () => {
        expect(startButton()).toBeVisible();
        expect(screen.queryAllByTestId('test-call-line')).toEqual([]);
      },
      dialling: async () => {
        expect(await screen.findByText('Calling…')).toBeVisible();
        expect(startButton()).toBeNull();
      },
      listening: async (_, expected) => {
        await showsLines(expected);
        expect(wordsBox()).toBeEnabled();
        expect(screen.getByRole('button', { name: 'Hang up' })).toBeEnabled();
        expect(startButton()).toBeNull();
      },
      answering: async (_, expected) => {
        await showsLines(expected);
        expect(screen.getByLabelText('The assistant is answering')).toBeInTheDocument();
        expect(wordsBox()).toBeDisabled();
      },
      hangingUp: async (_, expected) => {
        await showsLines(expected);
        expect(screen.getByLabelText('The assistant is answering')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Hang up' })).toBeDisabled();
      },
      ended: async (_, expected) => {
        await showsLines(expected);
        expect(screen.getByRole('status')).toHaveTextContent('Call ended');
        expect(wordsBox()).toBeNull();
        expect(startButton()).toBeVisible();
      },
      failed: async (_, expected) => {
        expect(await screen.findByRole('alert')).toHaveTextContent(sayProblem((expected as TestCallSnapshot).context.error!));
        expect(startButton()).toBeVisible();
        expect(wordsBox()).toBeNull();
      },
    },
  });
});
