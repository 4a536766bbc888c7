import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage, Conversation, TwilioNumber } from '@/api/contract/lato-ai';
import { MODEL_CHAT_PAGE, MODEL_CUSTOMER } from '@machines/chat-thread/chat-thread.paths';
import { demoAnswer } from '@machines/testing/demo';
import { flush } from '@machines/testing/controlled-actors';
import { renderWithProviders } from '@tests/render';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange } from '@/features/live/live-bus';
import { chatApi } from '@/features/lato-ai/lato-ai-api';
import { MessagesTab } from './MessagesTab';

afterEach(() => vi.restoreAllMocks());

const [NUMBER] = demoAnswer<TwilioNumber[]>('numbers') as [TwilioNumber];
const CONVERSATIONS = demoAnswer<Conversation[]>('conversations');
const OPEN = CONVERSATIONS.find((c) => c.customer_phone_number === MODEL_CUSTOMER)!;
const OTHER = CONVERSATIONS.find((c) => c.customer_phone_number !== MODEL_CUSTOMER)!;

/** What the customer of the other conversation writes meanwhile. */
const incoming = (to: Conversation, id: number, body: string): ChatMessage => ({
  ...to.last_message,
  id,
  role: 'customer',
  body,
  status: 'received',
  created_at: '2026-11-21T09:30:00.000Z',
});
const liveSms = (subject: number, scope = NUMBER.id) => emitLiveChange({ kind: 'sms', subject, scope, version: null });
const rowOf = (customer: string) => screen.getAllByTestId('conversation').find((row) => row.textContent?.includes(customer.slice(-4)))!;

describe('messages tab: SMS coming in', () => {
  it("updates the conversations' last messages and unread counts, and only for this number", async () => {
    const written = incoming(OTHER, 9001, 'Can I come at 5?');
    const conversations = vi
      .spyOn(chatApi, 'conversations')
      .mockResolvedValueOnce(CONVERSATIONS)
      .mockResolvedValueOnce(CONVERSATIONS.map((c) => (c === OTHER ? { ...c, last_message: written, unread_count: 1 } : c)));
    renderWithProviders(<MessagesTab number={NUMBER} customer={undefined} onCustomer={() => undefined} />);
    await waitFor(() => expect(screen.getAllByTestId('conversation')).toHaveLength(CONVERSATIONS.length));
    expect(within(rowOf(OTHER.customer_phone_number)).queryByLabelText('1 unread')).toBeNull();
    liveSms(written.id, NUMBER.id + 1);
    await flush();
    expect(conversations).toHaveBeenCalledTimes(1);
    liveSms(written.id);
    await waitFor(() => expect(within(rowOf(OTHER.customer_phone_number)).getByLabelText('1 unread')).toHaveTextContent('1'));
    expect(rowOf(OTHER.customer_phone_number)).toHaveTextContent('Can I come at 5?');
    expect(screen.queryByLabelText('Loading the conversations')).toBeNull();
  });

  it('shows an SMS in the open conversation and marks it read there', async () => {
    const written = incoming(OPEN, 9002, 'Running ten minutes late.');
    vi.spyOn(chatApi, 'conversations')
      .mockResolvedValueOnce(CONVERSATIONS.map((c) => ({ ...c, unread_count: 0 })))
      .mockResolvedValueOnce(
        CONVERSATIONS.map((c) => (c === OPEN ? { ...c, last_message: written, unread_count: 1 } : { ...c, unread_count: 0 })),
      )
      .mockResolvedValue(
        CONVERSATIONS.map((c) => (c === OPEN ? { ...c, last_message: written, unread_count: 0 } : { ...c, unread_count: 0 })),
      );
    vi.spyOn(chatApi, 'page')
      .mockResolvedValueOnce(MODEL_CHAT_PAGE)
      .mockResolvedValue({ ...MODEL_CHAT_PAGE, count: MODEL_CHAT_PAGE.count + 1, results: [...MODEL_CHAT_PAGE.results, written] });
    const markRead = vi.spyOn(chatApi, 'markRead').mockResolvedValue(undefined as never);
    renderWithProviders(<MessagesTab number={NUMBER} customer={OPEN.customer_phone_number} onCustomer={() => undefined} />);
    const thread = await screen.findByRole('list', { name: 'Messages' });
    liveSms(written.id);
    await waitFor(() => expect(within(thread).getAllByTestId('chat-text').at(-1)).toHaveTextContent('Running ten minutes late.'));
    await waitFor(() => expect(markRead).toHaveBeenCalledWith(NUMBER.phone_number, OPEN.customer_phone_number));
  });
});
