import type { AnyMachineSnapshot } from 'xstate';
import type { SimulatedCall } from '@/api/contract/lato-ai';
import { ApiError } from '@/api/errors';
import { transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { testCallMachine, type TestCallSnapshot } from './test-call.machine';

const SID = `CA${'1'.repeat(32)}`;
export const MODEL_WORDS = 'Where can I park?';
export const MODEL_GREETING: SimulatedCall = {
  call_sid: SID,
  said: ['Hello, you have reached Okafor Dental. How can I help you?'],
  transferred_to: null,
  next: '/api/v1/twilio/webhooks/voice/gather/?turn=1',
  ended: false,
};
export const MODEL_ANSWER: SimulatedCall = {
  call_sid: SID,
  said: ['The Fifth Street garage is one block away. Is there anything else I can help you with?'],
  transferred_to: null,
  next: '/api/v1/twilio/webhooks/voice/gather/?turn=2',
  ended: false,
};
export const MODEL_GOODBYE: SimulatedCall = { call_sid: SID, said: [], transferred_to: null, next: null, ended: true };

function events(): ModelEvent[] {
  return [
    { type: 'START' },
    { type: 'SAY', text: MODEL_WORDS },
    { type: 'HANG_UP' },
    { type: 'xstate.done.actor.simulate', output: MODEL_GREETING },
    { type: 'xstate.done.actor.simulate', output: MODEL_ANSWER },
    { type: 'xstate.done.actor.simulate', output: MODEL_GOODBYE },
    { type: 'xstate.error.actor.simulate', error: new ApiError('boom', 500, undefined, undefined) },
  ];
}

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as TestCallSnapshot;
  return JSON.stringify([snapshot.value, context.lines.length > 1]);
};

/** Answers come in the order the server gives them: the greeting to the dialling, an answer to words, the end to a hang-up. */
function answersFit(path: { steps: { state: AnyMachineSnapshot; event: { type: string } }[] }) {
  return path.steps.every((step, i) => {
    const output = (step.event as ModelEvent).output;
    const before = path.steps[i - 1]?.state as TestCallSnapshot | undefined;
    if (output === MODEL_GREETING) return before?.matches('dialling');
    if (output === MODEL_ANSWER) return before?.matches('answering');
    if (output === MODEL_GOODBYE) return before?.matches('hangingUp');
    return true;
  });
}

export const testCallModel: QaModel = {
  id: 'test-call',
  title: 'Lato AI test call',
  setup: 'sign in as the demo client (client@lato.test), open Settings and find "Try your assistant" (the Call tab).',
  paths: () => transitionCoverPaths(testCallMachine, { events: events(), serializeState, input: { numberId: 1 } }).filter(answersFit),
  step(event) {
    switch (event.type) {
      case 'START':
        return 'Click "Start a test call".';
      case 'SAY':
        return `Type "${String(event.text)}" in "What you say" and press Enter.`;
      case 'HANG_UP':
        return 'Click "Hang up".';
      case 'xstate.done.actor.simulate':
        return 'Wait for the assistant.';
      case 'xstate.error.actor.simulate':
        return 'Let the request fail (stop the server before it answers).';
      default:
        return `Send ${event.type}.`;
    }
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as TestCallSnapshot;
    const { context } = snapshot;
    const lines = context.lines.length ? `the lines ${context.lines.map((l) => `${l.who}: "${l.text}"`).join(', ')}` : 'no lines';
    if (snapshot.matches('idle')) return '"Start a test call".';
    if (snapshot.matches('dialling')) return 'a "Calling…" indicator.';
    if (snapshot.matches('listening')) return `${lines}; "What you say" with "Hang up".`;
    if (snapshot.matches('answering') || snapshot.matches('hangingUp')) return `${lines} and the assistant busy.`;
    if (snapshot.matches('ended')) return `${lines}; "Call ended" and "Start a test call".`;
    return `an error saying "${context.error}" and "Start a test call".`;
  },
};
