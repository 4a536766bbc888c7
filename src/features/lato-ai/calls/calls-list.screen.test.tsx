import { sayProblem } from '@/api/errors';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { Call, CallPage } from '@/api/contract/lato-ai';
import { demoAnswer } from '@machines/testing/demo';
import { NO_CALL_FILTERS, callsListMachine, type CallFilters, type CallsListSnapshot } from '@machines/calls-list/calls-list.machine';
import { MODEL_CALLS, MODEL_NUMBERS, TEST_CALL, callsListModel, modelCall, withTestCall } from '@machines/calls-list/calls-list.paths';
import { modelTurn } from '@machines/transcript/transcript.paths';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { probeActor } from '@tests/actor-probe';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { renderWithProviders } from '@tests/render';
import { CallsListContext } from './calls-context';
import { CallsScreen } from './CallsPage';
import { NumberPicker } from '@/features/lato-ai/numbers';
import { parseCallsSearch, searchOf } from './calls-search';
import { formatPhone } from '@/lib/phone';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange, emitLiveReload } from '@/features/live/live-bus';
import { latoAiApi, transcriptApi } from '@/features/lato-ai/lato-ai-api';

interface RenderedCalls extends Rendered {
  /** The address as the page keeps it: number, filters and page. */
  address: () => { numberId: number; filters: CallFilters; page: number };
}

/** The calls screen under a stand-in for the address: a change of number, filter or page is written there and read back. */
async function render(): Promise<RenderedCalls> {
  const harness = controlledActors(['loadCalls'] as const);
  const first = MODEL_NUMBERS[0]!.id;
  const logic = callsListMachine.provide({ actors: harness.actors });
  const probe = probeActor(CallsListContext);
  let address = { numberId: first, filters: NO_CALL_FILTERS, page: 1 };
  function Page() {
    const [state, setState] = useState(address);
    return (
      <CallsListContext.Provider logic={logic} options={{ input: { numberId: first } }}>
        <probe.Probe />
        <NumberPicker
          numbers={MODEL_NUMBERS}
          value={state.numberId}
          onChange={(numberId) => {
            address = { numberId, filters: state.filters, page: 1 };
            setState(address);
          }}
        />
        <CallsScreen
          {...state}
          onChange={(filters, page) => {
            address = { numberId: state.numberId, filters, page };
            setState(address);
          }}
        />
      </CallsListContext.Provider>
    );
  }
  renderWithProviders(<Page />);
  await screen.findByTestId('calls-table');
  return { actor: probe.actor(), harness, address: () => address };
}

const customers = () => screen.queryAllByTestId('call-row').map((row) => within(row).getAllByRole('button')[0]!.textContent);

const showsRowsOf = (calls: readonly Call[]) =>
  waitFor(() => expect(customers()).toEqual(calls.map((c) => formatPhone(c.customer_phone_number))));

async function showsRows(expected: AnyMachineSnapshot) {
  const { calls } = (expected as CallsListSnapshot).context;
  await waitFor(() => expect(customers()).toEqual(calls.map((c) => formatPhone(c.customer_phone_number))));
}

function showsPager(expected: AnyMachineSnapshot) {
  const { count, numPages, currentPage } = (expected as CallsListSnapshot).context;
  if (count === 0) return;
  expect(screen.getByTestId('calls-range')).toHaveTextContent(`of ${count}`);
  expect(screen.getByRole('button', { name: `Page ${numPages}` })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `Page ${currentPage}` })).toHaveAttribute('aria-current', 'page');
}

function showsUpdatesWaiting(expected: AnyMachineSnapshot) {
  const pill = screen.queryByRole('button', { name: 'Show updates' });
  if ((expected as CallsListSnapshot).context.heldUpdate) expect(pill).toBeVisible();
  else expect(pill).toBeNull();
}

/** The number whose calls the list shows, as the live events name it. */
const numberShown = (actor: AnyActorRef) => (actor.getSnapshot() as CallsListSnapshot).context.params.numberId;

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const list = await waitFor(() =>
    document.getElementById(screen.getByRole('combobox', { name: label }).getAttribute('aria-controls') ?? '')!,
  );
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('calls list: generated paths on the rendered screen', () => {
  testPathsOnScreen<RenderedCalls>({
    model: callsListModel,
    root: callsListMachine.root,
    render,
    gestures: {
      SET_FILTERS: async () => choose('Status', 'No answer'),
      SET_NUMBER: async (_, event) => {
        const number = MODEL_NUMBERS.find((n) => n.id === event.numberId)!;
        await choose('Phone number', `${number.friendly_name} · ${formatPhone(number.phone_number)}`);
      },
      SET_PAGE: async () => userEvent.click(screen.getByRole('button', { name: 'Page 2' })),
      RETRY: async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })),
      REFRESH: async ({ actor }) => emitLiveChange({ kind: 'call', subject: 9001, scope: numberShown(actor), version: null }),
      SHOW_UPDATES: async () => userEvent.click(screen.getByRole('button', { name: 'Show updates' })),
    },
    screens: {
      loading: async (_, expected) => {
        expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
        await showsRows(expected);
      },
      'ready.idle': async (_, expected) => {
        await waitFor(() => expect(screen.queryByLabelText('Loading')).toBeNull());
        await showsRows(expected);
        showsPager(expected);
        showsUpdatesWaiting(expected);
      },
      'ready.refreshing': async (_, expected) => {
        // In the background: no loading indicator, the rows as they were.
        expect(screen.queryByLabelText('Loading')).toBeNull();
        await showsRows(expected);
        showsPager(expected);
        showsUpdatesWaiting(expected);
      },
      failed: async (_, expected) => {
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(sayProblem((expected as CallsListSnapshot).context.error!));
        await showsRows(expected);
      },
    },
  });
});

describe('calls list: the address and the call', () => {
  it('writes each filter, the number and the page to the address, starting again from page 1', async () => {
    const { harness, address } = await render();
    harness.settle('loadCalls', (d) => d.resolve(MODEL_CALLS));
    await flush();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(address().page).toBe(2));
    harness.settle('loadCalls', (d) => d.resolve({ ...MODEL_CALLS, current_page: 2 }));
    await flush();
    await choose('Outcome', 'Missed');
    await waitFor(() => expect(address()).toMatchObject({ page: 1, filters: { outcome: 'missed' } }));
    expect(harness.calls.at(-1)!.input).toMatchObject({ page: 1, filters: { outcome: 'missed' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search summaries and transcripts' }), 'crown');
    await waitFor(() => expect(address().filters.search).toBe('crown'));
  });

  it('names the dates filter by its purpose and the words it shows, as voice control hears it', async () => {
    await render();
    expect(await screen.findByRole('button', { name: 'Dates Any date' })).toBeVisible();
  });

  it('opens a call with its summary and the message taken', async () => {
    const { harness } = await render();
    const call = modelCall(1, '+14155550110', { outcome: 'message_taken', message: 'Call back about the crown.' });
    harness.settle('loadCalls', (d) => d.resolve({ ...MODEL_CALLS, results: [call] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open the call with +1 415 555 0110' }));
    const drawer = await screen.findByRole('dialog', { name: '+1 415 555 0110' });
    expect(drawer).toHaveTextContent('Booked a cleaning for next Tuesday.');
    expect(drawer).toHaveTextContent('Call back about the crown.');
  });

  it('reads the address leniently and writes only what differs from the defaults', () => {
    expect(parseCallsSearch({ number: '2', status: 'lost', from: '2026-10-01', to: 'soon', page: '1', q: ' crown ' })).toEqual({
      number: 2,
      from: '2026-10-01',
      q: 'crown',
    });
    expect(searchOf(1, { ...NO_CALL_FILTERS, direction: 'outbound' }, 3)).toEqual({ number: 1, direction: 'outbound', page: 3 });
  });
});

describe('calls list: calls changing elsewhere', () => {
  const [FIRST, SECOND] = MODEL_NUMBERS;
  const liveCall = (subject: number, scope: number) => emitLiveChange({ kind: 'call', subject, scope, version: null });
  const listLoads = (harness: RenderedCalls['harness']) => harness.calls.filter((c) => c.id === 'loadCalls');

  afterEach(() => vi.restoreAllMocks());

  it('shows a test call made from Settings in another tab on top of page 1, the rows staying until it comes', async () => {
    const { harness } = await render();
    harness.settle('loadCalls', (d) => d.resolve(MODEL_CALLS));
    await showsRowsOf(MODEL_CALLS.results);
    liveCall(TEST_CALL.id, FIRST!.id);
    expect(listLoads(harness)).toHaveLength(2);
    expect(listLoads(harness)[1]!.input).toEqual(listLoads(harness)[0]!.input);
    expect(screen.queryByLabelText('Loading')).toBeNull();
    expect(customers()).toHaveLength(MODEL_CALLS.results.length);
    harness.settle('loadCalls', (d) =>
      d.resolve({ ...MODEL_CALLS, count: MODEL_CALLS.count + 1, results: [TEST_CALL, ...MODEL_CALLS.results.slice(0, -1)] }),
    );
    await waitFor(() => expect(customers()[0]).toBe(formatPhone(TEST_CALL.customer_phone_number)));
    expect(within(screen.getAllByTestId('call-row')[0]!).getByText('Test')).toBeInTheDocument();
    expect(screen.getByTestId('calls-range')).toHaveTextContent(`of ${MODEL_CALLS.count + 1}`);
  });

  it('reads the page again when the stream asks every page to (after a gap it cannot replay)', async () => {
    const { harness } = await render();
    harness.settle('loadCalls', (d) => d.resolve(MODEL_CALLS));
    await showsRowsOf(MODEL_CALLS.results);
    emitLiveReload();
    expect(listLoads(harness)).toHaveLength(2);
    expect(screen.queryByLabelText('Loading')).toBeNull();
  });

  it('does nothing for a call on another number', async () => {
    const { harness } = await render();
    harness.settle('loadCalls', (d) => d.resolve(MODEL_CALLS));
    await showsRowsOf(MODEL_CALLS.results);
    liveCall(TEST_CALL.id, SECOND!.id);
    await flush();
    expect(listLoads(harness)).toHaveLength(1);
    expect(customers()).toEqual(MODEL_CALLS.results.map((c) => formatPhone(c.customer_phone_number)));
  });

  it('keeps the open call current: its status and summary, and the turns said since, as the call goes on', async () => {
    const { harness } = await render();
    const going = modelCall(50, '+14155550110', { status: 'in_progress', outcome: null, duration_seconds: null, summary: '' });
    harness.settle('loadCalls', (d) => d.resolve({ ...MODEL_CALLS, results: [going] }));
    const greeting = modelTurn(1, 'assistant', 'Hello, you have reached Okafor Dental.');
    const question = modelTurn(2, 'customer', 'Can I move my appointment?', 0.95);
    const page = vi
      .spyOn(transcriptApi, 'page')
      .mockResolvedValueOnce({ count: 1, next: null, previous: null, results: [greeting] })
      .mockResolvedValueOnce({ count: 2, next: null, previous: null, results: [greeting, question] });
    const ended = {
      ...going,
      status: 'completed' as const,
      outcome: 'handled' as const,
      duration_seconds: 65,
      summary: 'Moved the appointment.',
    };
    const call = vi.spyOn(latoAiApi, 'call').mockResolvedValue(ended);
    await userEvent.click(await screen.findByRole('button', { name: 'Open the call with +1 415 555 0110' }));
    const drawer = await screen.findByRole('dialog', { name: '+1 415 555 0110' });
    await waitFor(() =>
      expect(
        within(drawer)
          .getAllByTestId('turn-text')
          .map((t) => t.textContent),
      ).toEqual([greeting.text]),
    );
    expect(drawer).toHaveTextContent('No summary yet.');
    expect(call).not.toHaveBeenCalled();
    liveCall(going.id, FIRST!.id);
    await waitFor(() => expect(drawer).toHaveTextContent('Moved the appointment.'));
    expect(within(drawer).getByText('Completed')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(drawer)
          .getAllByTestId('turn-text')
          .map((t) => t.textContent),
      ).toEqual([greeting.text, question.text]),
    );
    expect(call).toHaveBeenCalledWith(going.id);
    expect(page).toHaveBeenLastCalledWith({ callId: going.id, page: 1 });
    // Another call's change leaves the drawer alone.
    liveCall(going.id + 1, FIRST!.id);
    await flush();
    expect(call).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('on a later page, offers the calls a new one pushed along instead of moving them', async () => {
    const { harness } = await render();
    harness.settle('loadCalls', (d) => d.resolve(MODEL_CALLS));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    const params = listLoads(harness).at(-1)!.input as Parameters<typeof withTestCall>[0];
    const second = demoAnswer<CallPage>(`calls of ${FIRST!.phone_number} page 2`);
    harness.settle('loadCalls', (d) => d.resolve(second));
    await showsRowsOf(second.results);
    liveCall(TEST_CALL.id, FIRST!.id);
    harness.settle('loadCalls', (d) => d.resolve(withTestCall(params, second)));
    const show = await screen.findByRole('button', { name: 'Show updates' });
    expect(customers()).toEqual(second.results.map((c) => formatPhone(c.customer_phone_number)));
    await userEvent.click(show);
    await waitFor(() => expect(customers()[0]).toBe(formatPhone(MODEL_CALLS.results.at(-1)!.customer_phone_number)));
    expect(screen.queryByRole('button', { name: 'Show updates' })).toBeNull();
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
