import { sayProblem } from '@/api/errors';
import type { SearchMatch } from '@/api/contract/lato-ai';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type Actor, type AnyMachineSnapshot } from 'xstate';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { transcriptMachine, type TranscriptSnapshot } from '@machines/transcript/transcript.machine';
import { MODEL_CALL_ID, SAMPLE_LAST_PAGE, SAMPLE_PAGE, modelTurn, transcriptModel } from '@machines/transcript/transcript.paths';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { renderWithProviders } from '@tests/render';
import { TranscriptView } from './Transcript';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange } from '@/features/live/live-bus';

const started: Actor<any>[] = [];
afterEach(() => {
  cleanup();
  started.splice(0).forEach((actor) => actor.stop());
});

async function render(found?: SearchMatch): Promise<Rendered> {
  const harness = controlledActors(['loadPage'] as const);
  const actor = createActor(transcriptMachine.provide({ actors: harness.actors }), { input: { callId: MODEL_CALL_ID } }).start();
  started.push(actor);
  renderWithProviders(<TranscriptView actor={actor} found={found} />);
  await screen.findByRole('heading', { name: 'Transcript' });
  return { actor, harness };
}

const turnsOnScreen = () => screen.queryAllByTestId('turn-text').map((text) => text.textContent);

async function showsTurns(expected: AnyMachineSnapshot) {
  const { turns } = (expected as TranscriptSnapshot).context;
  await waitFor(() => expect(turnsOnScreen()).toEqual(turns.map((t) => t.text)));
}

function showsLoadMore(expected: AnyMachineSnapshot) {
  const more = screen.queryByRole('button', { name: 'Load more' });
  if ((expected as TranscriptSnapshot).context.nextPage === null) expect(more).toBeNull();
  else expect(more).toBeVisible();
}

describe('transcript: generated paths on the rendered screen', () => {
  testPathsOnScreen({
    model: transcriptModel,
    root: transcriptMachine.root,
    render,
    gestures: {
      LOAD_MORE: async () => userEvent.click(screen.getByRole('button', { name: 'Load more' })),
      RETRY: async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })),
      REFRESH: async () => emitLiveChange({ kind: 'call', subject: MODEL_CALL_ID, scope: 1, version: null }),
    },
    screens: {
      loading: async (_, expected) => {
        expect(await screen.findByLabelText('Loading the transcript')).toBeInTheDocument();
        await showsTurns(expected);
      },
      loadingMore: async (_, expected) => {
        expect(await screen.findByLabelText('Loading the transcript')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
        await showsTurns(expected);
      },
      'ready.idle': async (_, expected) => {
        await showsTurns(expected);
        expect(screen.queryByLabelText('Loading the transcript')).toBeNull();
        showsLoadMore(expected);
      },
      'ready.refreshing': async (_, expected) => {
        // Read again in the background: the turns stay, with nothing loading.
        await showsTurns(expected);
        expect(screen.queryByLabelText('Loading the transcript')).toBeNull();
        showsLoadMore(expected);
      },
      failed: async (_, expected) => {
        expect(await screen.findByRole('alert')).toHaveTextContent(sayProblem((expected as TranscriptSnapshot).context.error!));
        await showsTurns(expected);
      },
      moreFailed: async (_, expected) => {
        expect(await screen.findByRole('alert')).toHaveTextContent(sayProblem((expected as TranscriptSnapshot).context.error!));
        await showsTurns(expected);
      },
    },
  });
});

describe('transcript: reading it', () => {
  it('marks a turn speech recognition was unsure of, and finds words in the turns read', async () => {
    const { harness } = await render();
    harness.settle('loadPage', (d) => d.resolve(SAMPLE_PAGE));
    await flush();
    const [greeting, request] = await screen.findAllByTestId('transcript-turn');
    expect(greeting).toHaveAttribute('data-role', 'assistant');
    expect(within(greeting!).queryByText('Low confidence')).toBeNull();
    expect(within(request!).getByText('Low confidence')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the transcript' }), 'cleaning');
    await waitFor(() => expect(turnsOnScreen()).toEqual(['I would like a cleaning.']));
    expect(screen.getByText('cleaning', { selector: 'mark' })).toBeInTheDocument();
    expect(SAMPLE_LAST_PAGE.next).toBeNull();
  });
});

describe('transcript: opened from a search of the calls', () => {
  it('reads the pages up to the turn the search found its words in, and marks those words', async () => {
    const found: SearchMatch = {
      id: 3,
      parts: [
        { text: 'Tuesday', hit: true },
        { text: ' at 10:30 is free.', hit: false },
      ],
    };
    const { harness } = await render(found);
    harness.settle('loadPage', (d) => d.resolve(SAMPLE_PAGE));
    // The found turn is on the second page: it is asked for without the reader scrolling.
    await waitFor(() => expect(harness.calls.at(-1)!.input).toEqual({ callId: MODEL_CALL_ID, page: 2 }));
    harness.settle('loadPage', (d) => d.resolve(SAMPLE_LAST_PAGE));
    await waitFor(() => expect(screen.getAllByTestId('transcript-turn')).toHaveLength(4));
    const foundTurn = screen.getAllByTestId('transcript-turn').find((turn) => turn.hasAttribute('data-found'))!;
    expect(within(foundTurn).getByText('Tuesday', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getAllByTestId('transcript-turn').filter((turn) => turn.hasAttribute('data-found'))).toHaveLength(1);
    expect(harness.calls).toHaveLength(2);
  });
});

describe('transcript: a call going on', () => {
  it('adds the turns said since when its call changes, and nothing for another call', async () => {
    const { harness } = await render();
    harness.settle('loadPage', (d) => d.resolve({ ...SAMPLE_LAST_PAGE, count: 2 }));
    await waitFor(() => expect(turnsOnScreen()).toEqual(SAMPLE_LAST_PAGE.results.map((t) => t.text)));
    emitLiveChange({ kind: 'call', subject: MODEL_CALL_ID + 1, scope: 1, version: null });
    await flush();
    expect(harness.calls).toHaveLength(1);
    emitLiveChange({ kind: 'call', subject: MODEL_CALL_ID, scope: 1, version: null });
    expect(harness.calls.at(-1)!.input).toEqual({ callId: MODEL_CALL_ID, page: 1 });
    expect(screen.queryByLabelText('Loading the transcript')).toBeNull();
    const said = modelTurn(5, 'assistant', 'Anything else I can help with?');
    harness.settle('loadPage', (d) => d.resolve({ ...SAMPLE_LAST_PAGE, count: 3, results: [...SAMPLE_LAST_PAGE.results, said] }));
    await waitFor(() => expect(turnsOnScreen()).toEqual([...SAMPLE_LAST_PAGE.results.map((t) => t.text), said.text]));
  });
});
