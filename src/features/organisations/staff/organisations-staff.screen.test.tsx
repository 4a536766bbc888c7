import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NumberOfOrganisation, Organisation, OrganisationDetail, OrganisationSummary } from '@/api/contract/organisations';
import { ApiError } from '@/api/errors';
import { renderAtPath } from '@tests/router';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { OrganisationDetailsPage } from '@/features/organisations/staff/OrganisationDetailsPage';
import { OrganisationListPage } from '@/features/organisations/staff/OrganisationListPage';
import { OrganisationNumbers } from '@/features/organisations/staff/OrganisationNumbers';
import { showToast } from '@/ui/toast';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const SUMMARIES: OrganisationSummary[] = [
  { id: 4, name: 'Acme Bakery', people: 3, numbers: 1, projects: 2, created_at: '2026-01-02T10:00:00Z' },
  { id: 7, name: 'Blue Dental', people: 5, numbers: 2, projects: 0, created_at: '2026-03-04T10:00:00Z' },
];

const ACME: OrganisationDetail = {
  id: 4,
  name: 'Acme Bakery',
  legal_name: '',
  tax_id: '',
  billing_email: '',
  address: '',
  currency: 'USD',
  language: 'en',
  time_zone: 'UTC',
  logo: null,
  created_at: '2026-01-02T10:00:00Z',
  my_role: null,
  numbers: [{ id: 1, phone_number: '+14155550101', friendly_name: 'Bakery line' }],
  projects: [{ id: 30, name: 'New website', status: 'in_progress' }],
};

const ALL_NUMBERS: NumberOfOrganisation[] = [
  { id: 1, phone_number: '+14155550101', friendly_name: 'Bakery line', organisation: { id: 4, name: 'Acme Bakery' } },
  { id: 2, phone_number: '+14155550202', friendly_name: 'Front desk', organisation: { id: 7, name: 'Blue Dental' } },
];

describe('OrganisationListPage', () => {
  it('lists every business with its counts, and finds one by name', async () => {
    vi.spyOn(organisationsApi, 'list').mockResolvedValue(SUMMARIES);
    await renderAtPath(() => <OrganisationListPage />, '/dashboard/organisations');
    const table = await screen.findByTestId('organisations-table');
    const acme = within(table).getByRole('link', { name: 'Acme Bakery' });
    expect(acme).toHaveAttribute('href', '/dashboard/organisations/4');
    const row = acme.closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Acme Bakery', '3', '1', '2', 'Jan 2, 2026']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search businesses' }), 'dent');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Acme Bakery' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Blue Dental' })).toBeVisible();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search businesses' }), 'xyz');
    expect(await screen.findByText('No business matches this search.')).toBeVisible();
  });

  it('creates a business, inviting its owner, and opens its page', async () => {
    vi.spyOn(organisationsApi, 'list').mockResolvedValue(SUMMARIES);
    const created: Organisation = { ...ACME, id: 9, name: 'Casa Verde' };
    const create = vi.spyOn(organisationsApi, 'create').mockResolvedValue(created);
    const { router } = await renderAtPath(() => <OrganisationListPage />, '/dashboard/organisations');
    await userEvent.click(await screen.findByRole('button', { name: 'New business' }));
    const dialog = await screen.findByRole('dialog', { name: 'New business' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create business' }));
    expect(await within(dialog).findByText("Enter the business's name.")).toBeVisible();
    expect(within(dialog).getByText("Enter the owner's name.")).toBeVisible();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Casa Verde');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Owner's name/ }), 'Lucía Pérez');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Owner's e-mail/ }), 'lucia@casaverde.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create business' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: 'Casa Verde',
        owner_name: 'Lucía Pérez',
        owner_email: 'lucia@casaverde.test',
        language: 'en',
        currency: 'USD',
        time_zone: 'UTC',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/organisations/9'));
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Created Casa Verde. Invitation sent to lucia@casaverde.test.' });
  });

  it("shows a staff owner's address refused on the owner's e-mail field", async () => {
    vi.spyOn(organisationsApi, 'list').mockResolvedValue(SUMMARIES);
    vi.spyOn(organisationsApi, 'create').mockRejectedValue(
      new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { email: ['staff_email'] }),
    );
    await renderAtPath(() => <OrganisationListPage />, '/dashboard/organisations');
    await userEvent.click(await screen.findByRole('button', { name: 'New business' }));
    const dialog = await screen.findByRole('dialog', { name: 'New business' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Casa Verde');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Owner's name/ }), 'Pat Manager');
    const email = within(dialog).getByRole('textbox', { name: /^Owner's e-mail/ });
    await userEvent.type(email, 'pm@lato.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create business' }));
    expect(
      await within(dialog).findByText('This address belongs to a Lato staff account and cannot join a client business.'),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('OrganisationNumbers', () => {
  it("moves another business's number here only after a confirmation naming the business it leaves", async () => {
    vi.spyOn(organisationsApi, 'allNumbers').mockResolvedValue(ALL_NUMBERS);
    const assign = vi
      .spyOn(organisationsApi, 'assignNumber')
      .mockResolvedValue({ ...ALL_NUMBERS[1]!, organisation: { id: 4, name: 'Acme Bakery' } });
    await renderAtPath(() => <OrganisationNumbers organisation={ACME} />, '/dashboard/organisations/4');
    const held = screen.getByRole('list', { name: 'Numbers of Acme Bakery' });
    expect(within(held).getByText('Bakery line')).toBeVisible();
    expect(within(held).getByText('+1 415 555 0101')).toBeVisible();

    const picker = screen.getByLabelText('Assign a number', { selector: 'input' });
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.click(picker);
    // The business's own number is not offered: only the others', each naming its business.
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
      'Front desk · +1 415 555 0202 — Blue Dental',
    ]);
    await userEvent.click(await screen.findByRole('option', { name: 'Front desk · +1 415 555 0202 — Blue Dental', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));

    const dialog = await screen.findByRole('dialog', { name: 'Move Front desk to Acme Bakery?' });
    expect(dialog).toHaveTextContent('This number leaves Blue Dental');
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the number' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(4, 2));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Front desk now belongs to Acme Bakery.' }));
  });
});

describe('OrganisationDetailsPage', () => {
  it('shows the business with its settings, people, numbers and projects', async () => {
    vi.spyOn(organisationsApi, 'get').mockResolvedValue(ACME);
    vi.spyOn(organisationsApi, 'members').mockResolvedValue([]);
    vi.spyOn(organisationsApi, 'invitations').mockResolvedValue([]);
    vi.spyOn(organisationsApi, 'allNumbers').mockResolvedValue(ALL_NUMBERS);
    await renderAtPath(() => <OrganisationDetailsPage organisationId={4} />, '/dashboard/organisations/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Bakery' })).toBeVisible();
    for (const section of ['Settings', 'People', 'Numbers', 'Projects']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'New website' })).toHaveAttribute('href', '/dashboard/projects/details/30');
    // The staff run every business: its settings can be saved and its people invited.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Invite someone' })).toBeVisible();
  });

  it('shows the in-frame not-found page for a business that does not exist', async () => {
    vi.spyOn(organisationsApi, 'get').mockRejectedValue(new ApiError('Not found.', 404, 'not_found', 'Not found.'));
    await renderAtPath(() => <OrganisationDetailsPage organisationId={404} />, '/dashboard/organisations/404');
    expect(await screen.findByText('Page not found')).toBeVisible();
  });
});
