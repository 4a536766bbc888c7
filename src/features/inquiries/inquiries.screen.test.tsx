import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InquiryDetail, InquiryPage, InquirySummary } from '@/api/contract/inquiries';
import { ApiError } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { renderWithProviders } from '@tests/render';
import { inquiriesApi } from './inquiries-api';
import type { InquirySearch } from './inquiries-search';
import { InquiriesPage } from './InquiriesPage';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const summary = (overrides: Partial<InquirySummary> = {}): InquirySummary => ({
  id: 5,
  name: 'Javier Soto',
  email: 'javier@talleresoto.test',
  subject: 'Presupuesto para una web',
  language: 'es',
  status: 'new',
  created_at: '2026-03-03T12:00:00Z',
  updated_at: '2026-03-03T12:00:00Z',
  preview: '¿Cuánto cuesta una web nueva?',
  messages: 1,
  ...overrides,
});

const detail = (overrides: Partial<InquiryDetail> = {}): InquiryDetail => ({
  id: 5,
  name: 'Javier Soto',
  email: 'javier@talleresoto.test',
  subject: 'Presupuesto para una web',
  language: 'es',
  status: 'new',
  created_at: '2026-03-03T12:00:00Z',
  updated_at: '2026-03-03T12:00:00Z',
  consent_at: '2026-03-03T12:00:00Z',
  handled_by: null,
  thread: [
    {
      id: 11,
      author: 'visitor',
      author_name: 'Javier Soto',
      body: '¿Cuánto cuesta una web nueva?',
      created_at: '2026-03-03T12:00:00Z',
      emailed_at: '2026-03-03T12:00:01Z',
    },
  ],
  ...overrides,
});

const ANSWER = {
  id: 12,
  author: 'staff' as const,
  author_name: 'Diego Ramírez',
  body: 'Unos 3.000 €.',
  created_at: '2026-03-04T09:00:00Z',
  emailed_at: '2026-03-04T09:00:01Z',
};

const page = (results: InquirySummary[], numPages = 1): InquiryPage => ({
  count: results.length,
  num_pages: numPages,
  current_page: 1,
  results,
  counts: { all: 14, new: 3, answered: 5, handled: 4, spam: 2 },
});

/** The page as its route draws it: the address's search, which the page changes. */
function open(initial: InquirySearch = {}) {
  const seen: InquirySearch[] = [];
  function Route() {
    const [search, setSearch] = useState(initial);
    return (
      <InquiriesPage
        search={search}
        onSearchChange={(next) => {
          seen.push(next);
          setSearch(next);
        }}
      />
    );
  }
  renderWithProviders(<Route />);
  return seen;
}

const thread = () => screen.findByTestId('inquiry-thread');

describe('the inquiries page', () => {
  it('lists the inquiries with each status tab’s count, and asks again for a tab, a search and a page', async () => {
    const list = vi.spyOn(inquiriesApi, 'list').mockResolvedValue(page([summary()], 2));
    open();
    const table = await screen.findByTestId('inquiries-table');
    expect(within(table).getByText('Javier Soto')).toBeVisible();
    expect(within(table).getByText('¿Cuánto cuesta una web nueva?')).toBeVisible();
    expect(screen.getByTestId('count-all')).toHaveTextContent('14');
    expect(screen.getByTestId('count-spam')).toHaveTextContent('2');
    expect(list).toHaveBeenCalledWith({ status: undefined, search: undefined, page: 1, page_size: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
    await userEvent.click(screen.getByRole('tab', { name: /Spam/ }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'spam', search: undefined, page: 1, page_size: 20 }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search inquiries' }), ' soto ');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'spam', search: 'soto', page: 1, page_size: 20 }));
  });

  it('opens an inquiry’s thread from the list, and keeps it in the address', async () => {
    vi.spyOn(inquiriesApi, 'list').mockResolvedValue(page([summary()]));
    const get = vi.spyOn(inquiriesApi, 'get').mockResolvedValue(detail());
    const seen = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Open “Presupuesto para una web”' }));
    expect(seen.at(-1)).toEqual({ inquiry: 5 });
    const messages = within(await thread()).getAllByTestId('thread-message');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toHaveTextContent('¿Cuánto cuesta una web nueva?');
    expect(get).toHaveBeenCalledWith(5);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(seen.at(-1)).toEqual({});
  });

  it('says when nothing matches, and offers to try again when the list cannot be read', async () => {
    const list = vi
      .spyOn(inquiriesApi, 'list')
      .mockResolvedValueOnce({ ...page([]), counts: { all: 0, new: 0, answered: 0, handled: 0, spam: 0 } });
    open({ search: 'nobody' });
    expect(await screen.findByText('No inquiries match.')).toBeVisible();
    list.mockRejectedValue(new ApiError('Network error', undefined, 'network', undefined));
    await userEvent.click(screen.getByRole('tab', { name: /Handled/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
  });
});

describe('answering an inquiry', () => {
  it('sends the answer by e-mail, shows it in the thread, marks the inquiry answered and reads the list again', async () => {
    const list = vi.spyOn(inquiriesApi, 'list').mockResolvedValue(page([summary()]));
    vi.spyOn(inquiriesApi, 'get').mockResolvedValue(detail());
    const answer = vi
      .spyOn(inquiriesApi, 'answer')
      .mockResolvedValue(detail({ status: 'answered', handled_by: 'Diego Ramírez', thread: [...detail().thread, ANSWER] }));
    open({ inquiry: 5 });
    await thread();
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box).toHaveAccessibleDescription('Sent by e-mail to javier@talleresoto.test, in Spanish, and kept in this thread.');
    const listed = list.mock.calls.length;

    await userEvent.type(box, 'Unos 3.000 €.');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));

    await waitFor(() => expect(within(screen.getByTestId('inquiry-thread')).getAllByTestId('thread-message')).toHaveLength(2));
    expect(answer).toHaveBeenCalledWith(5, 'Unos 3.000 €.');
    expect(within(screen.getByTestId('inquiry-thread')).getByRole('article', { name: 'Diego Ramírez' })).toHaveTextContent('Unos 3.000 €.');
    expect(screen.getByRole('dialog')).toHaveTextContent('Last handled by Diego Ramírez.');
    expect(within(screen.getByRole('dialog')).getByTestId('inquiry-status')).toHaveTextContent('Answered');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Answer sent to javier@talleresoto.test.' }));
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(listed));
  });

  it('sends nothing until something is written, and shows the server’s refusal on the field', async () => {
    vi.spyOn(inquiriesApi, 'list').mockResolvedValue(page([summary()]));
    vi.spyOn(inquiriesApi, 'get').mockResolvedValue(detail());
    const answer = vi
      .spyOn(inquiriesApi, 'answer')
      .mockRejectedValue(new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { body: ['invalid_character'] }));
    open({ inquiry: 5 });
    await thread();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Write your answer first.')).toBeVisible();
    expect(answer).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Hola');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Remove the invisible control characters from this text.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Hola');
  });
});

describe('marking an inquiry', () => {
  it('marks it as spam, which takes the answer box away, and reopens it', async () => {
    vi.spyOn(inquiriesApi, 'list').mockResolvedValue(page([summary()]));
    vi.spyOn(inquiriesApi, 'get').mockResolvedValue(detail());
    const setStatus = vi
      .spyOn(inquiriesApi, 'setStatus')
      .mockResolvedValueOnce(detail({ status: 'spam', handled_by: 'Diego Ramírez' }))
      .mockResolvedValueOnce(detail({ status: 'new' }));
    open({ inquiry: 5 });
    await thread();
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).queryByRole('button', { name: 'Reopen' })).toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Mark as spam' }));
    expect(setStatus).toHaveBeenLastCalledWith(5, 'spam');
    expect(await within(drawer).findByText('Marked as spam: reopen it to answer.')).toBeVisible();
    expect(within(drawer).getByTestId('inquiry-status')).toHaveTextContent('Spam');
    expect(within(drawer).queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Mark as spam' })).toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Reopen' }));
    expect(setStatus).toHaveBeenLastCalledWith(5, 'new');
    expect(await within(drawer).findByRole('textbox', { name: 'Your answer' })).toBeVisible();
    expect(within(drawer).getByTestId('inquiry-status')).toHaveTextContent('New');
  });

  it('marks it handled, and says so when the server refuses', async () => {
    vi.spyOn(inquiriesApi, 'list').mockResolvedValue(page([summary()]));
    vi.spyOn(inquiriesApi, 'get').mockResolvedValue(detail({ status: 'answered' }));
    const setStatus = vi
      .spyOn(inquiriesApi, 'setStatus')
      .mockRejectedValueOnce(new ApiError('Not found.', 404, 'not_found', undefined))
      .mockResolvedValueOnce(detail({ status: 'handled' }));
    open({ inquiry: 5 });
    await thread();
    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'This item no longer exists.' })),
    );
    expect(within(screen.getByRole('dialog')).getByTestId('inquiry-status')).toHaveTextContent('Answered');
    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByTestId('inquiry-status')).toHaveTextContent('Handled'));
    expect(setStatus).toHaveBeenLastCalledWith(5, 'handled');
    expect(screen.queryByRole('button', { name: 'Mark handled' })).toBeNull();
  });

  it('deletes it only once confirmed, and closes its thread', async () => {
    vi.spyOn(inquiriesApi, 'list').mockResolvedValue(page([summary()]));
    vi.spyOn(inquiriesApi, 'get').mockResolvedValue(detail());
    const remove = vi.spyOn(inquiriesApi, 'remove').mockResolvedValue({ detail: 'Inquiry deleted.' });
    const seen = open({ inquiry: 5 });
    await thread();
    const drawer = screen.getByRole('dialog', { name: 'Inquiry' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this inquiry?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this inquiry?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(seen.at(-1)).toEqual({}));
    expect(remove).toHaveBeenCalledWith(5);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Inquiry deleted.' }));
  });
});
