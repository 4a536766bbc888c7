import type { AnyMachineSnapshot } from 'xstate';
import type { TranscriptPage, TranscriptTurn } from '@/api/contract/lato-ai';
import { ApiError } from '@/api/errors';
import { transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { transcriptMachine, type TranscriptSnapshot } from './transcript.machine';

export const modelTurn = (id: number, role: TranscriptTurn['role'], text: string, confidence: number | null = null): TranscriptTurn => ({
  id,
  call: 1,
  role,
  text,
  created_at: `2026-11-20T15:0${id % 10}:00.000Z`,
  confidence,
});

/** The model's transcript: two pages (the same two turns each time, since only the order of reading matters). */
export const MODEL_PAGE: TranscriptPage = {
  count: 4,
  next: '/api/v1/calls_service/chats/logs/?call_id=1&page=2',
  previous: null,
  results: [
    modelTurn(1, 'assistant', 'Hello, you have reached Okafor Dental.'),
    modelTurn(2, 'customer', 'I would like a cleaning.', 0.62),
  ],
};
export const MODEL_LAST_PAGE: TranscriptPage = {
  count: 4,
  next: null,
  previous: '/api/v1/calls_service/chats/logs/?call_id=1&page=1',
  results: [modelTurn(3, 'assistant', 'Tuesday at 10:30 is free.'), modelTurn(4, 'customer', 'Perfect, thanks.', 0.93)],
};

const failure = new ApiError('boom', 500, undefined, undefined);

function events(): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.loadPage', output: MODEL_PAGE },
    { type: 'xstate.done.actor.loadPage', output: MODEL_LAST_PAGE },
    { type: 'xstate.error.actor.loadPage', error: failure },
    { type: 'LOAD_MORE' },
    { type: 'RETRY' },
  ];
}

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as TranscriptSnapshot;
  return JSON.stringify([snapshot.value, context.turns.length > 0, context.nextPage === null]);
};

export const transcriptModel: QaModel = {
  id: 'transcript',
  title: 'Lato AI call transcript',
  setup: 'sign in as the demo client (client@lato.test), open Calls and click a completed call.',
  paths: () =>
    transitionCoverPaths(transcriptMachine, { events: events(), serializeState, input: { callId: 1 } }).filter((path) =>
      // Pages come in order: the first answer is page 1, a later one the last page.
      path.steps.every((step, i) => {
        const output = (step.event as ModelEvent).output;
        if (output === MODEL_LAST_PAGE) return (path.steps[i - 1]?.state as TranscriptSnapshot | undefined)?.context.turns.length === 2;
        if (output === MODEL_PAGE) return (path.steps[i - 1]?.state as TranscriptSnapshot | undefined)?.context.turns.length === 0;
        return true;
      }),
    ),
  step(event) {
    switch (event.type) {
      case 'xstate.done.actor.loadPage':
        return 'Wait for the turns to load.';
      case 'xstate.error.actor.loadPage':
        return 'Let the transcript fail to load (stop the server before it answers).';
      case 'LOAD_MORE':
        return 'Scroll to the end of the transcript (or click "Load more").';
      case 'RETRY':
        return 'Click "Try again".';
      default:
        return `Send ${event.type}.`;
    }
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as TranscriptSnapshot;
    const { context } = snapshot;
    const turns = context.turns.length ? `the turns ${context.turns.map((t) => `"${t.text}"`).join(', ')}` : 'no turns yet';
    if (snapshot.matches('loading') || snapshot.matches('loadingMore')) return `${turns} and a loading indicator.`;
    if (snapshot.matches('failed') || snapshot.matches('moreFailed'))
      return `${turns} and an error saying "${context.error}" with "Try again".`;
    return context.nextPage === null ? `${turns}, the whole transcript.` : `${turns} and "Load more".`;
  },
};
