import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficeAdmin, TestimonialAdmin } from '@/api/contract/site-content';
import { ApiError } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { renderWithProviders } from '@tests/render';
import { siteContentApi } from './site-content-api';
import { SiteContentPage } from './SiteContentPage';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const GRACE: TestimonialAdmin = {
  id: 1,
  author_name: 'Grace Okafor',
  author_role: 'Owner',
  company: 'Okafor Dental Studio',
  quote_en: 'Every patient gets an answer.',
  quote_es: 'Todos los pacientes reciben respuesta.',
  published: true,
};
const HUGO: TestimonialAdmin = { ...GRACE, id: 2, author_name: 'Hugo Bernard', company: 'Bernard Plumbing', published: false };

const MADRID: OfficeAdmin = {
  id: 1,
  name_en: 'Madrid',
  name_es: 'Madrid',
  address: 'Calle de Alcalá 120',
  city: 'Madrid',
  country: 'Spain',
  phone: '+34 910 555 014',
  email: 'madrid@lato.example',
};
const AUSTIN: OfficeAdmin = {
  ...MADRID,
  id: 2,
  name_en: 'Austin',
  name_es: 'Austin',
  city: 'Austin, TX',
  country: 'United States',
  phone: null,
};

const rowNames = (table: string) =>
  within(screen.getByTestId(table))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('p')?.textContent);

describe('the testimonials tab', () => {
  it('lists them in order with drafts marked, and moves one up', async () => {
    vi.spyOn(siteContentApi, 'testimonials').mockResolvedValue([GRACE, HUGO]);
    const reorder = vi.spyOn(siteContentApi, 'reorderTestimonials').mockResolvedValue([HUGO, GRACE]);
    renderWithProviders(<SiteContentPage tab="testimonials" onTab={vi.fn()} />);
    await screen.findByTestId('testimonials-table');
    expect(rowNames('testimonials-table')).toEqual(['Grace Okafor', 'Hugo Bernard']);
    expect(screen.getByRole('button', { name: 'Move Grace Okafor up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Hugo Bernard up' }));
    expect(reorder).toHaveBeenCalledWith([2, 1]);
    await waitFor(() => expect(rowNames('testimonials-table')).toEqual(['Hugo Bernard', 'Grace Okafor']));
    expect(within(screen.getAllByRole('row')[1]!).getByText('Draft')).toBeVisible();
  });

  it('says what a new testimonial lacks before sending it, then creates it last', async () => {
    vi.spyOn(siteContentApi, 'testimonials').mockResolvedValue([GRACE]);
    const create = vi
      .spyOn(siteContentApi, 'createTestimonial')
      .mockImplementation(async (body) => ({ ...GRACE, ...body, id: 3 }) as TestimonialAdmin);
    renderWithProviders(<SiteContentPage tab="testimonials" onTab={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'New testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'New testimonial' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save testimonial' }));
    expect(await within(dialog).findByText('Enter who said it.')).toBeVisible();
    expect(within(dialog).getByText('Enter the quote in Spanish.')).toBeVisible();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Lucía Fernández');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Role/ }), 'Operations manager');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Company/ }), 'Casa Lumbre');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Quote in English/ }), 'Bookings by phone just work.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Quote in Spanish/ }), 'Las reservas por teléfono funcionan.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save testimonial' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        author_name: 'Lucía Fernández',
        author_role: 'Operations manager',
        company: 'Casa Lumbre',
        quote_en: 'Bookings by phone just work.',
        quote_es: 'Las reservas por teléfono funcionan.',
        published: true,
      }),
    );
    await waitFor(() => expect(rowNames('testimonials-table')).toEqual(['Grace Okafor', 'Lucía Fernández']));
  });
});

describe('the offices tab', () => {
  it('checks an office’s e-mail, and shows the server’s refusal on its field', async () => {
    vi.spyOn(siteContentApi, 'offices').mockResolvedValue([MADRID, AUSTIN]);
    const update = vi
      .spyOn(siteContentApi, 'updateOffice')
      .mockRejectedValue(new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { city: ['too_long'] }));
    renderWithProviders(<SiteContentPage tab="offices" onTab={vi.fn()} />);
    await screen.findByTestId('offices-table');
    expect(rowNames('offices-table')).toEqual(['Madrid', 'Austin']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Austin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit office' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save office' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(update).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save office' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(2, expect.objectContaining({ email: '', phone: '' })));
    expect(await within(dialog).findByText('Use at most 80 characters.')).toBeVisible();
  });

  it('deletes an office after a confirmation, and says so when it fails', async () => {
    vi.spyOn(siteContentApi, 'offices').mockResolvedValue([MADRID, AUSTIN]);
    const remove = vi
      .spyOn(siteContentApi, 'deleteOffice')
      .mockRejectedValueOnce(new ApiError('Not found.', 404, 'not_found', 'Not found.'))
      .mockResolvedValue({ detail: 'The office is deleted.' });
    renderWithProviders(<SiteContentPage tab="offices" onTab={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Madrid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this office?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This item no longer exists.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this office?' })).toBeNull());
    expect(remove).toHaveBeenCalledTimes(2);
    expect(rowNames('offices-table')).toEqual(['Austin']);
  });
});
