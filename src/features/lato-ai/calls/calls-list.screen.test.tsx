import { sayProblem } from '@/api/errors';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { NO_CALL_FILTERS, callsListMachine, type CallFilters, type CallsListSnapshot } from '@machines/calls-list/calls-list.machine';
import { MODEL_CALLS, MODEL_NUMBERS, callsListModel, modelCall } from '@machines/calls-list/calls-list.paths';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { probeActor } from '@tests/actor-probe';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { renderWithProviders } from '@tests/render';
import { CallsListContext } from './calls-context';
import { CallsScreen } from './CallsPage';
import { NumberPicker } from '@/features/lato-ai/numbers';
import { parseCallsSearch, searchOf } from './calls-search';
import { formatPhone } from '@/lib/phone';

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

async function showsRows(expected: AnyMachineSnapshot) {
  const { calls } = (expected as CallsListSnapshot).context;
  await waitFor(() => expect(customers()).toEqual(calls.map((c) => formatPhone(c.customer_phone_number))));
}

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
    },
    screens: {
      loading: async (_, expected) => {
        expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
        await showsRows(expected);
      },
      ready: async (_, expected) => {
        await waitFor(() => expect(screen.queryByLabelText('Loading')).toBeNull());
        await showsRows(expected);
        const { count, numPages, currentPage } = (expected as CallsListSnapshot).context;
        if (count > 0) {
          expect(screen.getByTestId('calls-range')).toHaveTextContent(`of ${count}`);
          expect(screen.getByRole('button', { name: `Page ${numPages}` })).toBeInTheDocument();
          expect(screen.getByRole('button', { name: `Page ${currentPage}` })).toHaveAttribute('aria-current', 'page');
        }
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
    await userEvent.type(screen.getByRole('textbox', { name: 'Search summaries' }), 'crown');
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
