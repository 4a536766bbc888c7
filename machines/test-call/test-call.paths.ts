import { problemInSource } from '@/api/problem';
import type { AnyMachineSnapshot } from 'xstate';
import type { SimulatedCall } from '@/api/contract/lato-ai';
import { ApiError } from '@/api/api-error';
import { demoAnswer, signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, answerOf, transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { testCallMachine, type TestCallSnapshot } from './test-call.machine';

export const MODEL_WORDS = 'Where can I park?';
/** The demo's assistant on the client's first number: its greeting, its answer to the words, and the end of the call. */
export const MODEL_GREETING = demoAnswer<SimulatedCall>('test call: dial');
export const MODEL_ANSWER = demoAnswer<SimulatedCall>(`test call: say "${MODEL_WORDS}"`);
const ANSWER_AGAIN = demoAnswer<SimulatedCall>(`test call: say "${MODEL_WORDS}" again`);
export const MODEL_GOODBYE = demoAnswer<SimulatedCall>('test call: hang up');
const [NUMBER] = demoAnswer<{ id: number }[]>('numbers');
export const MODEL_NUMBER_ID = NUMBER!.id;

/** The events in a state: the user's, and the demo's answer to what the call is waiting for. */
function events(state: AnyMachineSnapshot): ModelEvent[] {
  const said = (state as TestCallSnapshot).context.lines.filter((line) => line.who === 'caller').length;
  const answer = state.matches('dialling')
    ? MODEL_GREETING
    : state.matches('answering')
      ? said > 1
        ? ANSWER_AGAIN
        : MODEL_ANSWER
      : state.matches('hangingUp')
        ? MODEL_GOODBYE
        : undefined;
  return [
    { type: 'START' },
    { type: 'SAY', text: MODEL_WORDS },
    { type: 'HANG_UP' },
    ...(answer ? [{ type: 'xstate.done.actor.simulate', output: answer }] : []),
    { type: 'xstate.error.actor.simulate', error: new ApiError('boom', 500, undefined, undefined) },
  ];
}

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as TestCallSnapshot;
  return JSON.stringify([snapshot.value, context.lines.length > 1]);
};

const waiting = (state: AnyMachineSnapshot) => state.matches('dialling') || state.matches('answering') || state.matches('hangingUp');

export const testCallModel: QaModel = {
  id: 'test-call',
  title: 'Lato AI test call',
  setup:
    `${signInAs('client@lato.test')}, open Settings and find "Try your assistant" (the Call tab), for her first number. ` +
    'Make the call in its opening hours (Monday to Friday 08:00 to 18:00, Saturday 09:00 to 13:00, Los Angeles time): ' +
    'outside them the assistant says it is closed and takes a message. Each test call joins the calls list: before the calls checklists, start a fresh demo.',
  paths: () => transitionCoverPaths(testCallMachine, { events, serializeState, input: { numberId: MODEL_NUMBER_ID }, waiting }),
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
    return `an error saying "${problemInSource(context.error!)}" and "Start a test call".`;
  },
  waiting,
  outOfReach: (event) => (answerOf(event)?.ok === false ? OUT_OF_REACH.failure : undefined),
};
