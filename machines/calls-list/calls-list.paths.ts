import { problemInSource } from '@/api/problem';
import type { AnyMachineSnapshot } from 'xstate';
import type { Call, CallPage, TwilioNumber } from '@/api/contract/lato-ai';
import { ApiError } from '@/api/api-error';
import { demoAnswer, demoOutcome, phone, signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, answerOf, transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { NO_CALL_FILTERS, callsListMachine, type CallListParams, type CallsListSnapshot } from './calls-list.machine';

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

/** The login of the checklist: the demo client, with two numbers. */
const LOGIN = 'client@lato.test';
/** The client's numbers, as the demo answers them: the first is the one Calls opens with. */
export const MODEL_NUMBERS = demoAnswer<TwilioNumber[]>('numbers');
const [FIRST_NUMBER, SECOND_NUMBER] = MODEL_NUMBERS as [TwilioNumber, TwilioNumber];

/** Which demo answer the list call asked gets (20 calls to a page, newest first). */
function callsKey({ numberId, filters, page }: Pick<CallListParams, 'numberId' | 'filters' | 'page'>): string {
  const line = MODEL_NUMBERS.find((n) => n.id === numberId)!.phone_number;
  return `calls of ${line}${filters.status ? ` "${filters.status}"` : ''} page ${page}`;
}

/** The answer of the list call at the screen's start: page 1 of the first number's calls. */
export const MODEL_CALLS: CallPage = demoAnswer<CallPage>(callsKey({ numberId: FIRST_NUMBER.id, filters: NO_CALL_FILTERS, page: 1 }));

export const MODEL_FILTERS = { ...NO_CALL_FILTERS, status: 'no_answer' as const };

/** A test call made from Settings meanwhile, by the simulator's caller (Twilio's test number). */
export const TEST_CALL = modelCall(9001, '+15005550006', {
  status: 'in_progress',
  outcome: null,
  ended_at: null,
  duration_seconds: null,
  summary: '',
  is_test: true,
});

/**
 * Beyond the demo: the page as the server answers it once the test call is made: it goes on top
 * of page 1, and every later page begins with the last call of the page before.
 */
export function withTestCall(params: CallListParams, page: CallPage): CallPage {
  const before = params.page === 1 ? TEST_CALL : demoAnswer<CallPage>(callsKey({ ...params, page: params.page - 1 })).results.at(-1)!;
  const count = page.count + 1;
  const answer = {
    ...page,
    count,
    num_pages: Math.ceil(count / params.pageSize),
    results: [before, ...page.results].slice(0, params.pageSize),
  };
  afterTestCall.add(answer);
  return answer;
}
const afterTestCall = new WeakSet<object>();
const BEYOND_THE_DEMO = 'a test call made meanwhile, which the recorded demo answers do not hold';

function callsListModelEvents(state: AnyMachineSnapshot): ModelEvent[] {
  const snapshot = state as CallsListSnapshot;
  const { params } = snapshot.context;
  const events: ModelEvent[] = [
    // Choosing the status shown again clears it, so the model chooses it only while it is not.
    ...(params.filters.status === MODEL_FILTERS.status ? [] : [{ type: 'SET_FILTERS', filters: MODEL_FILTERS }]),
    { type: 'SET_NUMBER', numberId: SECOND_NUMBER.id },
    { type: 'SET_PAGE', page: 2 },
    { type: 'RETRY' },
    { type: 'REFRESH' },
    { type: 'SHOW_UPDATES' },
  ];
  if (snapshot.matches('loading'))
    events.push(demoOutcome('loadCalls', callsKey(params)), {
      type: 'xstate.error.actor.loadCalls',
      error: new ApiError('boom', 500, undefined, undefined),
    });
  if (snapshot.matches({ ready: 'refreshing' })) {
    const shown = demoAnswer<CallPage>(callsKey(params));
    events.push(
      { type: 'xstate.done.actor.loadCalls', output: shown },
      { type: 'xstate.done.actor.loadCalls', output: withTestCall(params, shown) },
      { type: 'xstate.error.actor.loadCalls', error: new ApiError('offline', undefined, 'network', undefined) },
    );
  }
  return events;
}

const waiting = (state: AnyMachineSnapshot) => state.matches('loading') || state.matches({ ready: 'refreshing' });

/** The rows in order: a few by the caller's number, a full page by its first and last. */
function describeRows(calls: Call[]): string {
  if (calls.length === 0) return 'no rows';
  if (calls.length <= 4) return `the calls of ${calls.map((c) => phone(c.customer_phone_number)).join(', ')}`;
  return `${calls.length} calls, from ${phone(calls[0]!.customer_phone_number)} to ${phone(calls.at(-1)!.customer_phone_number)}`;
}

/**
 * The machine state, whether a page is on screen yet (the pager and rows show after a first
 * answer), whether it is a later page (where a refresh that moves rows waits), and whether updates wait.
 */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as CallsListSnapshot;
  return JSON.stringify([snapshot.value, context.numPages > 0, context.params.page > 1, context.heldUpdate !== null]);
};

export const callsListModel: QaModel = {
  id: 'calls-list',
  title: 'Lato AI calls list',
  setup:
    `${signInAs(LOGIN)}; Calls (/dashboard/calls) opens with her first number selected, ${FIRST_NUMBER.friendly_name} ` +
    `(${phone(FIRST_NUMBER.phone_number)}), newest call first. Test calls made from Settings join the list: start on a demo ` +
    'where nobody has made one.',
  paths: () =>
    transitionCoverPaths(callsListMachine, { events: callsListModelEvents, serializeState, input: { numberId: FIRST_NUMBER.id }, waiting }),
  step(event) {
    switch (event.type) {
      case 'SET_FILTERS':
        return 'Choose the status "No answer".';
      case 'SET_NUMBER':
        return `Pick "${SECOND_NUMBER.friendly_name}" in the number picker.`;
      case 'SET_PAGE':
        return 'Go to page 2.';
      case 'RETRY':
        return 'Click "Try again".';
      case 'REFRESH':
        return `In a second tab, make a test call on ${FIRST_NUMBER.friendly_name} from Settings › Try the assistant.`;
      case 'SHOW_UPDATES':
        return 'Click "Show updates".';
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
    const rows = describeRows(context.calls);
    if (snapshot.matches('loading')) return `a loading indicator over ${rows}.`;
    if (snapshot.matches('failed')) return `an error saying "${problemInSource(context.error!)}" with "Try again", over ${rows}.`;
    const page = `${rows} (${context.count} in all), page ${context.currentPage} of ${context.numPages}`;
    if (snapshot.matches({ ready: 'refreshing' })) return `${page}, as before: no loading indicator.`;
    return context.heldUpdate ? `${page}; above them a "Show updates" button.` : `${page}.`;
  },
  waiting,
  outOfReach(event) {
    if (answerOf(event)?.ok === false) return OUT_OF_REACH.failure;
    return typeof event.output === 'object' && afterTestCall.has(event.output as object) ? BEYOND_THE_DEMO : undefined;
  },
};
