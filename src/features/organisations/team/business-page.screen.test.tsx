import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganisationDetail } from '@/api/contract/organisations';
import { renderAtPath } from '@tests/router';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { BusinessPage } from '@/features/organisations/team/BusinessPage';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const detail = (id: number, name: string, my_role: OrganisationDetail['my_role']): OrganisationDetail => ({
  id,
  name,
  legal_name: '',
  tax_id: '',
  billing_email: '',
  address: '',
  currency: 'USD',
  language: 'en',
  time_zone: 'UTC',
  logo: null,
  created_at: '2026-01-02T10:00:00Z',
  my_role,
  numbers: [],
  projects: [],
});

describe('BusinessPage', () => {
  it('explains the page to someone who belongs to no business', async () => {
    vi.spyOn(organisationsApi, 'mine').mockResolvedValue([]);
    await renderAtPath(() => <BusinessPage />, '/dashboard/organisation');
    expect(await screen.findByText('You do not belong to a business yet')).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("shows the business in the address, and switches to another of the person's businesses", async () => {
    vi.spyOn(organisationsApi, 'mine').mockResolvedValue([
      { id: 4, name: 'Acme Bakery', role: 'owner' },
      { id: 7, name: 'Blue Dental', role: 'member' },
    ]);
    vi.spyOn(organisationsApi, 'get').mockImplementation(async (id) =>
      id === 4 ? detail(4, 'Acme Bakery', 'owner') : detail(7, 'Blue Dental', 'member'),
    );
    vi.spyOn(organisationsApi, 'members').mockResolvedValue([]);
    vi.spyOn(organisationsApi, 'invitations').mockResolvedValue([]);
    const { router } = await renderAtPath(() => <BusinessPage />, '/dashboard/organisation?org=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Dental' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'People', selected: true })).toBeVisible();
    // A member of Blue Dental: no invitations there.
    expect(await screen.findByText('No one belongs to this business yet.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();

    const switcher = screen.getByLabelText('Business', { selector: 'input' });
    expect(switcher).toHaveValue('Blue Dental');
    await userEvent.click(switcher);
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Bakery', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ org: 4 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Bakery' })).toBeVisible();
    // Its owner invites people there.
    expect(await screen.findByRole('form', { name: 'Invite someone' })).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(await screen.findByRole('form', { name: 'Business settings' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Acme Bakery');
  });

  it('has no switcher for someone in one business', async () => {
    vi.spyOn(organisationsApi, 'mine').mockResolvedValue([{ id: 4, name: 'Acme Bakery', role: 'member' }]);
    vi.spyOn(organisationsApi, 'get').mockResolvedValue(detail(4, 'Acme Bakery', 'member'));
    vi.spyOn(organisationsApi, 'members').mockResolvedValue([]);
    await renderAtPath(() => <BusinessPage />, '/dashboard/organisation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Bakery' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'People' })).toBeVisible();
    expect(screen.queryByLabelText('Business', { selector: 'input' })).toBeNull();
  });
});
