import { problemInSource } from '@/api/problem';
import type { AnyMachineSnapshot } from 'xstate';
import type { CallPage, TranscriptPage, TranscriptTurn } from '@/api/contract/lato-ai';
import { ApiError } from '@/api/api-error';
import { demoAnswer, phone, signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, answerOf, transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { transcriptMachine, type TranscriptSnapshot } from './transcript.machine';

export const modelTurn = (id: number, role: TranscriptTurn['role'], text: string, confidence: number | null = null): TranscriptTurn => ({
  id,
  call: 1,
  role,
  text,
  created_at: `2026-11-20T15:0${id % 10}:00.000Z`,
  confidence,
});

/** A small transcript for the behaviour tests: two pages of two turns. */
export const SAMPLE_PAGE: TranscriptPage = {
  count: 4,
  next: '/api/v1/calls_service/chats/logs/?call_id=1&page=2',
  previous: null,
  results: [
    modelTurn(1, 'assistant', 'Hello, you have reached Okafor Dental.'),
    modelTurn(2, 'customer', 'I would like a cleaning.', 0.62),
  ],
};
export const SAMPLE_LAST_PAGE: TranscriptPage = {
  count: 4,
  next: null,
  previous: '/api/v1/calls_service/chats/logs/?call_id=1&page=1',
  results: [modelTurn(3, 'assistant', 'Tuesday at 10:30 is free.'), modelTurn(4, 'customer', 'Perfect, thanks.', 0.93)],
};

/** The model's transcript: the demo's first call, on the first page of calls, whose transcript is longer than a page. */
export const MODEL_PAGE = demoAnswer<TranscriptPage>('long transcript page 1');
export const MODEL_LAST_PAGE = demoAnswer<TranscriptPage>('long transcript page 2');
export const MODEL_CALL_ID = MODEL_PAGE.results[0]!.call;
const CALLS = demoAnswer<CallPage>('calls of +14155550142 page 1').results;
const CALL = CALLS.find((c) => c.id === MODEL_CALL_ID)!;

const failure = new ApiError('boom', 500, undefined, undefined);

/** A turn said since the page was read: beyond the demo, whose calls have all ended. */
export const NEW_TURN = modelTurn(9001, 'customer', 'One more thing: do you take my insurance?', 0.9);
const WITH_NEW_TURN: TranscriptPage = {
  ...MODEL_LAST_PAGE,
  count: MODEL_LAST_PAGE.count + 1,
  results: [...MODEL_LAST_PAGE.results, NEW_TURN],
};
const ENDED_CALL = "a change to the call while its transcript is open, which the demo's calls (all ended) never have";

/** The events in a state: the user's, and the demo's answers (the first page, then the last; read again, the same, or a turn more). */
function events(state: AnyMachineSnapshot): ModelEvent[] {
  const { context } = state as TranscriptSnapshot;
  const answers = state.matches('loading')
    ? [MODEL_PAGE]
    : state.matches('loadingMore')
      ? [MODEL_LAST_PAGE]
      : state.matches({ ready: 'refreshing' })
        ? context.pagesRead === 2
          ? [MODEL_LAST_PAGE, WITH_NEW_TURN]
          : [MODEL_PAGE]
        : [];
  return [
    ...answers.map((output) => ({ type: 'xstate.done.actor.loadPage', output })),
    { type: 'xstate.error.actor.loadPage', error: failure },
    { type: 'LOAD_MORE' },
    { type: 'RETRY' },
    { type: 'REFRESH' },
  ];
}

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as TranscriptSnapshot;
  return JSON.stringify([snapshot.value, context.turns.length > 0, context.nextPage === null]);
};

const waiting = (state: AnyMachineSnapshot) =>
  state.matches('loading') || state.matches('loadingMore') || state.matches({ ready: 'refreshing' });

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

/** The turns in order: a few in full, more by the first and last. */
function describeTurns(turns: TranscriptTurn[]): string {
  if (turns.length === 0) return 'no turns yet';
  if (turns.length <= 3) return `the turns ${turns.map((t) => `"${t.text}"`).join(', ')}`;
  return `${turns.length} turns, from "${turns[0]!.text}" to "${turns.at(-1)!.text}"`;
}

export const transcriptModel: QaModel = {
  id: 'transcript',
  title: 'Lato AI call transcript',
  setup:
    `${signInAs('client@lato.test')}, open Calls and click the ${ordinal(CALLS.indexOf(CALL) + 1)} call of the first page: from ` +
    `${phone(CALL.customer_phone_number)}, ${minutes(CALL.duration_seconds!)}, "${CALL.summary}". Its transcript has ${MODEL_PAGE.count} turns.`,
  paths: () => transitionCoverPaths(transcriptMachine, { events, serializeState, input: { callId: MODEL_CALL_ID }, waiting }),
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
      case 'REFRESH':
        return 'The call changes elsewhere (a turn is said, or it ends).';
      default:
        return `Send ${event.type}.`;
    }
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as TranscriptSnapshot;
    const { context } = snapshot;
    const turns = describeTurns(context.turns);
    if (snapshot.matches('loading') || snapshot.matches('loadingMore')) return `${turns} and a loading indicator.`;
    if (snapshot.matches({ ready: 'refreshing' })) return `${turns}, with no loading indicator.`;
    if (snapshot.matches('failed') || snapshot.matches('moreFailed'))
      return `${turns} and an error saying "${problemInSource(context.error!)}" with "Try again".`;
    return context.nextPage === null ? `${turns}, the whole transcript.` : `${turns} and "Load more".`;
  },
  waiting,
  outOfReach(event) {
    if (answerOf(event)?.ok === false) return OUT_OF_REACH.failure;
    return event.type === 'REFRESH' ? ENDED_CALL : undefined;
  },
};
