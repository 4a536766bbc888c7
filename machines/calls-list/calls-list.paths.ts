import type { AnyMachineSnapshot } from 'xstate';
import type { Call, CallPage } from '@/api/contract/lato-ai';
import { ApiError } from '@/api/errors';
import { transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { NO_CALL_FILTERS, callsListMachine, type CallsListSnapshot } from './calls-list.machine';

export const modelCall = (id: number, customer: string, extra: Partial<Call> = {}): Call => ({
  id,
  twilio_number: 1,
  call_sid: `CA${id}`,
  customer_phone_number: customer,
  direction: 'inbound',
  status: 'completed',
  outcome: 'handled',
  started_at: '2026-11-20T15:04:00.000Z',
  ended_at: '2026-11-20T15:06:05.000Z',
  duration_seconds: 125,
  summary: 'Booked a cleaning for next Tuesday.',
  message: null,
  is_test: false,
  ...extra,
});

/** The answer of the list call in the model: two pages of calls (the rows shown are the same). */
export const MODEL_CALLS: CallPage = {
  count: 25,
  num_pages: 2,
  current_page: 1,
  results: [
    modelCall(1, '+14155550110'),
    modelCall(2, '+16465550130', { status: 'no_answer', outcome: 'missed', duration_seconds: 0, summary: 'Nobody answered.' }),
  ],
};

export const MODEL_FILTERS = { ...NO_CALL_FILTERS, status: 'no_answer' as const };

function callsListModelEvents(): ModelEvent[] {
  return [
    { type: 'SET_FILTERS', filters: MODEL_FILTERS },
    { type: 'SET_NUMBER', numberId: 2 },
    { type: 'SET_PAGE', page: 2 },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.loadCalls', output: MODEL_CALLS },
    { type: 'xstate.error.actor.loadCalls', error: new ApiError('boom', 500, undefined, undefined) },
  ];
}

/** The machine state, and whether a page is on screen yet (the pager and rows show after a first answer). */
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot as CallsListSnapshot).context.numPages > 0]);

export const callsListModel: QaModel = {
  id: 'calls-list',
  title: 'Lato AI calls list',
  setup: 'sign in as the demo client (client@lato.test); Calls opens with the first number selected (/dashboard/calls).',
  paths: () => transitionCoverPaths(callsListMachine, { events: callsListModelEvents(), serializeState, input: { numberId: 1 } }),
  step(event) {
    switch (event.type) {
      case 'SET_FILTERS':
        return 'Choose the status "No answer".';
      case 'SET_NUMBER':
        return 'Pick the second number in the number picker.';
      case 'SET_PAGE':
        return 'Go to page 2.';
      case 'RETRY':
        return 'Click "Try again".';
      case 'xstate.done.actor.loadCalls':
        return 'Wait for the calls to load.';
      case 'xstate.error.actor.loadCalls':
        return 'Let the calls fail to load (stop the server before it answers).';
      default:
        return `Send ${event.type}.`;
    }
  },
  expect(state: AnyMachineSnapshot) {
    const snapshot = state as CallsListSnapshot;
    const { context } = snapshot;
    const rows = context.calls.length ? `the calls of ${context.calls.map((c) => c.customer_phone_number).join(', ')}` : 'no rows yet';
    if (snapshot.matches('loading')) return `a loading indicator over ${rows}.`;
    if (snapshot.matches('failed')) return `an error saying "${context.error}" with "Try again", over ${rows}.`;
    return `${rows}, page ${context.currentPage} of ${context.numPages}.`;
  },
};
