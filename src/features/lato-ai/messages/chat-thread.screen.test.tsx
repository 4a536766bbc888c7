import { sayProblem } from '@/api/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type Actor, type AnyMachineSnapshot } from 'xstate';
import { chatThreadMachine, type ChatThreadSnapshot } from '@machines/chat-thread/chat-thread.machine';
import { MODEL_CHAT_PAGE, MODEL_CUSTOMER, MODEL_NUMBER_ID, chatThreadModel, modelSms } from '@machines/chat-thread/chat-thread.paths';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import type { ModelEvent } from '@machines/testing/qa';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { renderWithProviders } from '@tests/render';
import { ChatThreadView } from './ChatThread';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange } from '@/features/live/live-bus';

const started: Actor<any>[] = [];
afterEach(() => {
  cleanup();
  started.splice(0).forEach((actor) => actor.stop());
});

async function render(customer = MODEL_CUSTOMER): Promise<Rendered> {
  const harness = controlledActors(['loadPage', 'sendSms'] as const);
  const actor = createActor(chatThreadMachine.provide({ actors: harness.actors }), {
    input: { numberId: MODEL_NUMBER_ID, customer },
  }).start();
  started.push(actor);
  renderWithProviders(<ChatThreadView actor={actor} />);
  await screen.findByLabelText('Loading the messages');
  return { actor, harness };
}

const textsOf = (testId: string) => screen.queryAllByTestId(testId).map((bubble) => within(bubble).getByTestId('chat-text').textContent);

/** The conversation's messages in order, then what waits in the outbox, each with its mark. */
async function showsConversation(expected: AnyMachineSnapshot) {
  const { messages, outbox } = (expected as ChatThreadSnapshot).context;
  await waitFor(() => expect(textsOf('chat-message')).toEqual(messages.map((m) => m.body)));
  expect(textsOf('chat-outgoing')).toEqual(outbox.map((sms) => sms.body));
  screen.queryAllByTestId('chat-outgoing').forEach((bubble, i) => {
    const sms = outbox[i]!;
    if (sms.status === 'failed') {
      expect(within(bubble).getByText(/Not sent/)).toHaveTextContent(sayProblem(sms.error!));
      expect(within(bubble).getByRole('button', { name: 'Send again' })).toBeVisible();
    } else expect(within(bubble).getByText('Sending…')).toBeInTheDocument();
  });
}

const alertSaying = (text: string) => screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(text));

describe('chat thread: generated paths on the rendered screen', () => {
  testPathsOnScreen({
    model: chatThreadModel,
    root: chatThreadMachine.root,
    render: () => render(),
    gestures: {
      RETRY: async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })),
      RETRY_OLDER: async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })),
      LOAD_OLDER: async () => userEvent.click(screen.getByRole('button', { name: 'Earlier messages' })),
      SEND: async (_, event: ModelEvent) =>
        userEvent.type(screen.getByRole('textbox', { name: 'Message' }), `${String(event.body)}{Enter}`),
      RETRY_SEND: async () => userEvent.click(screen.getByRole('button', { name: 'Send again' })),
      DISCARD: async () => userEvent.click(screen.getByRole('button', { name: 'Discard' })),
      REFRESH: async () => emitLiveChange({ kind: 'sms', subject: 9001, scope: MODEL_NUMBER_ID, version: null }),
    },
    screens: {
      loading: async () => {
        expect(await screen.findByLabelText('Loading the messages')).toBeInTheDocument();
        expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
      },
      failed: async (_, expected) => {
        expect(await screen.findByRole('alert')).toHaveTextContent(sayProblem((expected as ChatThreadSnapshot).context.error!));
        expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
      },
      'ready.history.idle': async (_, expected) => {
        await showsConversation(expected);
        const earlier = screen.queryByRole('button', { name: 'Earlier messages' });
        if ((expected as ChatThreadSnapshot).context.olderPage === null) expect(earlier).toBeNull();
        else expect(earlier).toBeVisible();
        expect(screen.queryByLabelText('Loading earlier messages')).toBeNull();
      },
      'ready.history.loadingOlder': async (_, expected) => {
        expect(await screen.findByLabelText('Loading earlier messages')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Earlier messages' })).toBeNull();
        await showsConversation(expected);
      },
      'ready.history.olderFailed': async (_, expected) => {
        await waitFor(() => expect(alertSaying(sayProblem((expected as ChatThreadSnapshot).context.error!))).toBeDefined());
        expect(
          within(alertSaying(sayProblem((expected as ChatThreadSnapshot).context.error!))!).getByRole('button', { name: 'Try again' }),
        ).toBeVisible();
        await showsConversation(expected);
      },
      'ready.history.refreshing': async (_, expected) => {
        // Read again in the background: the conversation stays, with nothing loading.
        await showsConversation(expected);
        expect(screen.queryByLabelText('Loading earlier messages')).toBeNull();
      },
      'ready.outbox.idle': async (_, expected) => {
        await showsConversation(expected);
        expect(screen.queryByText('Sending…')).toBeNull();
        expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
      },
      'ready.outbox.sending': async (_, expected) => {
        await showsConversation(expected);
        expect(screen.getAllByText('Sending…').length).toBeGreaterThan(0);
      },
    },
  });
});

describe('chat thread: writing', () => {
  it('sends on Enter, starts a new line on Shift+Enter, and sends nothing blank', async () => {
    const { harness } = await render();
    harness.settle('loadPage', (d) => d.resolve(MODEL_CHAT_PAGE));
    await flush();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    expect(harness.calls.filter((c) => c.id === 'sendSms')).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two{Enter}');
    expect(harness.calls.find((c) => c.id === 'sendSms')!.input).toEqual({
      numberId: MODEL_NUMBER_ID,
      customer: MODEL_CUSTOMER,
      body: 'Line one\nLine two',
    });
    expect(box).toHaveValue('');
    harness.settle('sendSms', (d) => d.resolve(modelSms(9, 'agent', 'Line one\nLine two', 'queued')));
    await waitFor(() => expect(textsOf('chat-message').at(-1)).toBe('Line one\nLine two'));
    expect(screen.getAllByTestId('chat-message').at(-1)).toHaveTextContent('Queued');
  });
});

describe('chat thread: a sender that is not a phone number', () => {
  it('shows its messages, and disables the reply box saying why', async () => {
    const { harness } = await render('ACME');
    harness.settle('loadPage', (d) =>
      d.resolve({
        count: 1,
        next: null,
        previous: null,
        results: [{ ...modelSms(1, 'customer', 'Your code is 1234', 'received'), customer_phone_number: 'ACME' }],
      }),
    );
    await flush();
    await waitFor(() => expect(textsOf('chat-message')).toEqual(['Your code is 1234']));
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('ACME is a sender name, not a phone number: it cannot be answered by SMS.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(harness.calls.filter((c) => c.id === 'sendSms')).toHaveLength(0);
  });
});

describe('chat thread: messages coming in', () => {
  const liveSms = (scope: number) => emitLiveChange({ kind: 'sms', subject: 9001, scope, version: null });
  const pageRequests = (harness: Rendered['harness']) => harness.calls.filter((c) => c.id === 'loadPage');

  it('shows an SMS that came in at the end of the open conversation', async () => {
    const { harness } = await render();
    harness.settle('loadPage', (d) => d.resolve(MODEL_CHAT_PAGE));
    await waitFor(() => expect(textsOf('chat-message')).toEqual(MODEL_CHAT_PAGE.results.map((m) => m.body)));
    liveSms(MODEL_NUMBER_ID);
    expect(pageRequests(harness).at(-1)!.input).toEqual({ numberId: MODEL_NUMBER_ID, customer: MODEL_CUSTOMER, page: 1 });
    expect(screen.queryByLabelText('Loading the messages')).toBeNull();
    const incoming = { ...modelSms(40, 'customer', 'Is there parking nearby?'), id: 9001, customer_phone_number: MODEL_CUSTOMER };
    harness.settle('loadPage', (d) => d.resolve({ ...MODEL_CHAT_PAGE, results: [...MODEL_CHAT_PAGE.results, incoming] }));
    await waitFor(() => expect(textsOf('chat-message').at(-1)).toBe('Is there parking nearby?'));
    expect(screen.getAllByTestId('chat-message').at(-1)).toHaveAttribute('data-mine', 'false');
  });

  it('reads nothing for an SMS of another number', async () => {
    const { harness } = await render();
    harness.settle('loadPage', (d) => d.resolve(MODEL_CHAT_PAGE));
    await waitFor(() => expect(textsOf('chat-message')).toHaveLength(MODEL_CHAT_PAGE.results.length));
    liveSms(MODEL_NUMBER_ID + 1);
    await flush();
    expect(pageRequests(harness)).toHaveLength(1);
  });
});
