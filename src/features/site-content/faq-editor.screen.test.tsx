import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FaqAdmin, FaqEntryAdmin } from '@/api/contract/site-content';
import { ApiError } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { renderWithProviders } from '@tests/render';
import { siteContentApi } from './site-content-api';
import { SiteContentPage } from './SiteContentPage';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

beforeAll(() => {
  // The editor (ProseMirror) measures the selection to keep it in view; jsdom's ranges have no layout.
  const none = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  Range.prototype.getBoundingClientRect = () => none;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const entry = (id: number, category: number, question_en: string, question_es: string): FaqEntryAdmin => ({
  id,
  category,
  slug: question_en.toLowerCase().replace(/[^a-z]+/g, '-'),
  question_en,
  question_es,
  answer_en: `<p>${question_en} — the answer.</p>`,
  answer_es: `<p>${question_es} — la respuesta.</p>`,
  published: true,
  updated_at: '2026-01-01T10:00:00Z',
});

const PAY = entry(10, 1, 'How do I pay?', '¿Cómo pago?');
const CANCEL = entry(11, 1, 'Can I cancel?', '¿Puedo cancelar?');
const VOICES = entry(20, 2, 'Which voices?', '¿Qué voces?');
const FAQ: FaqAdmin = {
  categories: [
    { id: 1, slug: 'billing', name_en: 'Billing', name_es: 'Facturación', entries: [PAY, CANCEL] },
    { id: 2, slug: 'lato-ai', name_en: 'Lato AI', name_es: 'Lato AI', entries: [VOICES] },
  ],
};

const questionsIn = (category: string) =>
  within(screen.getByRole('list', { name: category }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

async function openFaq() {
  renderWithProviders(<SiteContentPage tab="faq" onTab={vi.fn()} />);
  await screen.findByRole('list', { name: 'Billing' });
}

describe('the FAQ editor', () => {
  it('moves an answer to another category from its “Move to…” menu and saves the whole order', async () => {
    vi.spyOn(siteContentApi, 'faq').mockResolvedValue(FAQ);
    const reorder = vi.spyOn(siteContentApi, 'reorderFaqEntries').mockImplementation(async () => ({
      categories: [
        { ...FAQ.categories[0]!, entries: [CANCEL] },
        { ...FAQ.categories[1]!, entries: [{ ...PAY, category: 2 }, VOICES] },
      ],
    }));
    await openFaq();
    await userEvent.click(screen.getByRole('button', { name: 'Move How do I pay? to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'To the top of Lato AI', hidden: true }));

    expect(reorder).toHaveBeenCalledWith({
      categories: [
        { id: 1, entries: [11] },
        { id: 2, entries: [10, 20] },
      ],
    });
    await waitFor(() => expect(questionsIn('Lato AI')).toEqual(['How do I pay?', 'Which voices?']));
    expect(questionsIn('Billing')).toEqual(['Can I cancel?']);
    expect(screen.getByText('Moved “How do I pay?”: In Lato AI, position 1.')).toBeInTheDocument();
  });

  it('moves an answer down one place in its category', async () => {
    vi.spyOn(siteContentApi, 'faq').mockResolvedValue(FAQ);
    const reorder = vi.spyOn(siteContentApi, 'reorderFaqEntries').mockResolvedValue({
      categories: [{ ...FAQ.categories[0]!, entries: [CANCEL, PAY] }, FAQ.categories[1]!],
    });
    await openFaq();
    await userEvent.click(screen.getByRole('button', { name: 'Move How do I pay? to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Down one place', hidden: true }));
    expect(reorder).toHaveBeenCalledWith({
      categories: [
        { id: 1, entries: [11, 10] },
        { id: 2, entries: [20] },
      ],
    });
    await waitFor(() => expect(questionsIn('Billing')).toEqual(['Can I cancel?', 'How do I pay?']));
  });

  it('says why a move was refused and reads the FAQ again as it is', async () => {
    const read = vi.spyOn(siteContentApi, 'faq').mockResolvedValue(FAQ);
    vi.spyOn(siteContentApi, 'reorderFaqEntries').mockRejectedValue(
      new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { categories: ['order_mismatch'] }),
    );
    await openFaq();
    await userEvent.click(screen.getByRole('button', { name: 'Move Can I cancel? to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'To the end of Lato AI', hidden: true }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        color: 'red',
        message: 'Someone else changed this list meanwhile. It has been reloaded: make your move again.',
      }),
    );
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(questionsIn('Billing')).toEqual(['How do I pay?', 'Can I cancel?']));
  });

  it('moves a category from its menu', async () => {
    vi.spyOn(siteContentApi, 'faq').mockResolvedValue(FAQ);
    const reorder = vi
      .spyOn(siteContentApi, 'reorderFaqCategories')
      .mockResolvedValue({ categories: [FAQ.categories[1]!, FAQ.categories[0]!] });
    await openFaq();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Lato AI' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move up', hidden: true }));
    expect(reorder).toHaveBeenCalledWith([2, 1]);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Lato AI', 'Billing']),
    );
  });

  it('edits an answer in the drawer, unpublishes it and saves it', async () => {
    vi.spyOn(siteContentApi, 'faq').mockResolvedValue(FAQ);
    const update = vi
      .spyOn(siteContentApi, 'updateFaqEntry')
      .mockImplementation(async (id, body) => ({ ...PAY, ...body, id }) as FaqEntryAdmin);
    await openFaq();
    await userEvent.click(screen.getByRole('button', { name: 'Edit How do I pay?' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit answer' });
    await waitFor(() => expect(within(drawer).getByText(/Link: \/faqs#how-do-i-pay-/)).toBeVisible());
    const question = within(drawer).getByRole('textbox', { name: /^Question in English/ });
    await userEvent.clear(question);
    await userEvent.type(question, 'How can I pay?');
    await userEvent.click(within(drawer).getByRole('switch', { name: /Published/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save answer' }));

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(10, {
        question_en: 'How can I pay?',
        question_es: '¿Cómo pago?',
        answer_en: PAY.answer_en,
        answer_es: PAY.answer_es,
        published: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit answer' })).toBeNull());
    expect(questionsIn('Billing')).toEqual(['How can I pay?', 'Can I cancel?']);
    expect(within(screen.getByRole('list', { name: 'Billing' })).getByText('Draft')).toBeVisible();
  });

  it('says on their fields what a new answer lacks, and sends nothing', async () => {
    vi.spyOn(siteContentApi, 'faq').mockResolvedValue(FAQ);
    const create = vi.spyOn(siteContentApi, 'createFaqEntry');
    await openFaq();
    await userEvent.click(within(screen.getByRole('region', { name: 'Lato AI' })).getByRole('button', { name: 'Add answer' }));
    const drawer = await screen.findByRole('dialog', { name: 'New answer' });
    await waitFor(() => expect(within(drawer).getByText('In Lato AI')).toBeVisible());
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Question in Spanish/ }), '¿Hablan francés?');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save answer' }));
    expect(await within(drawer).findByText('Enter the question in English.')).toBeVisible();
    expect(within(drawer).getByText('Write the answer in English.')).toBeVisible();
    expect(within(drawer).getByText('Write the answer in Spanish.')).toBeVisible();
    expect(within(drawer).queryByText('Enter the question in Spanish.')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on the field it names', async () => {
    vi.spyOn(siteContentApi, 'faq').mockResolvedValue(FAQ);
    vi.spyOn(siteContentApi, 'updateFaqEntry').mockRejectedValue(
      new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { answer_es: ['required'] }),
    );
    await openFaq();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Which voices?' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit answer' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save answer' }));
    expect(await within(drawer).findByText('Write the answer in Spanish.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Edit answer' })).toBeVisible();
  });

  it('deletes an answer after a confirmation, and offers no delete of a category with answers', async () => {
    vi.spyOn(siteContentApi, 'faq').mockResolvedValue(FAQ);
    const remove = vi.spyOn(siteContentApi, 'deleteFaqEntry').mockResolvedValue({ detail: 'The answer is deleted.' });
    await openFaq();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Can I cancel?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this answer?' });
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(11);
    await waitFor(() => expect(questionsIn('Billing')).toEqual(['How do I pay?']));

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Billing' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete (move or delete its answers first)', hidden: true })).toBeDisabled();
  });

  it('says when the FAQ could not be loaded, and when it is empty', async () => {
    vi.spyOn(siteContentApi, 'faq')
      .mockRejectedValueOnce(new ApiError('Boom', 500, 'server_error', undefined))
      .mockResolvedValue({ categories: [] });
    renderWithProviders(<SiteContentPage tab="faq" onTab={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The FAQ has no category yet')).toBeVisible();
  });
});
