import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganisationDetail, OrganisationInvitation, OrganisationMember } from '@/api/contract/organisations';
import { ApiError } from '@/api/errors';
import { renderAtPath } from '@tests/router';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { OrganisationPeople } from '@/features/organisations/people/OrganisationPeople';
import { showToast } from '@/ui/toast';

// What the panel says in toasts, read where it says it (the toasts' frame belongs to the app shell).
vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const DAY = 24 * 60 * 60 * 1000;

const ORGANISATION: OrganisationDetail = {
  id: 4,
  name: 'Acme Bakery',
  legal_name: 'Acme Bakery SL',
  tax_id: 'B1234567',
  billing_email: 'bills@acme.test',
  address: 'Calle Mayor 1, Madrid',
  currency: 'EUR',
  language: 'es',
  time_zone: 'Europe/Madrid',
  logo: null,
  created_at: '2026-01-02T10:00:00Z',
  my_role: 'owner',
  numbers: [],
  projects: [],
};

const OLIVIA: OrganisationMember = {
  id: 11,
  full_name: 'Olivia Ortega',
  email: 'olivia@acme.test',
  avatar: null,
  role: 'owner',
  joined_at: '2026-01-02T10:00:00Z',
};
const GRACE: OrganisationMember = {
  id: 12,
  full_name: 'Grace Okafor',
  email: 'grace@acme.test',
  avatar: null,
  role: 'member',
  joined_at: '2026-02-03T10:00:00Z',
};

const PENDING: OrganisationInvitation = {
  id: 21,
  email: 'new.baker@acme.test',
  role: 'member',
  invited_by: 'Olivia Ortega',
  created_at: new Date(Date.now() - DAY).toISOString(),
  expires_at: new Date(Date.now() + 6 * DAY).toISOString(),
};
const LAPSED: OrganisationInvitation = {
  id: 22,
  email: 'late@acme.test',
  role: 'owner',
  invited_by: null,
  created_at: new Date(Date.now() - 10 * DAY).toISOString(),
  expires_at: new Date(Date.now() - 3 * DAY).toISOString(),
};

/** The panel for one business, its reads answered as `myRole` would see them. */
async function renderPanel(myRole: OrganisationDetail['my_role'] = 'owner') {
  vi.spyOn(organisationsApi, 'get').mockResolvedValue({ ...ORGANISATION, my_role: myRole });
  vi.spyOn(organisationsApi, 'members').mockResolvedValue([OLIVIA, GRACE]);
  const invitations = vi.spyOn(organisationsApi, 'invitations').mockResolvedValue([PENDING, LAPSED]);
  await renderAtPath(() => <OrganisationPeople organisationId={4} />, '/dashboard/organisation');
  await screen.findByRole('list', { name: 'People of Acme Bakery' });
  return { invitations };
}

const personRow = (name: string) =>
  within(screen.getByRole('list', { name: 'People of Acme Bakery' }))
    .getByText(name)
    .closest('li')!;

describe('OrganisationPeople', () => {
  it('shows an owner the people with their roles, the pending invitations (the lapsed one marked), and the invite form', async () => {
    const { invitations } = await renderPanel('owner');
    const grace = personRow('Grace Okafor');
    expect(within(grace).getByText('grace@acme.test')).toBeVisible();
    expect(within(grace).getByText(/^Joined /)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Role of Grace Okafor' })).toHaveValue('member');
    // The only owner can be neither demoted nor removed: no controls, and the reason.
    const olivia = personRow('Olivia Ortega');
    expect(within(olivia).getByText('The only owner')).toBeVisible();
    expect(within(olivia).queryByRole('combobox')).toBeNull();
    expect(within(olivia).queryByRole('button', { name: 'Remove Olivia Ortega' })).toBeNull();

    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(invitations).toHaveBeenCalledWith(4);
    const fresh = within(pending).getByText('new.baker@acme.test').closest('li')!;
    expect(within(fresh).getByText('Invited by Olivia Ortega')).toBeVisible();
    expect(within(fresh).getByText(/^Expires /)).toBeVisible();
    expect(within(fresh).queryByText('Expired')).toBeNull();
    const lapsed = within(pending).getByText('late@acme.test').closest('li')!;
    expect(within(lapsed).getByText('Expired')).toBeVisible();
    expect(within(lapsed).getByText('Owner')).toBeVisible();
    expect(within(lapsed).getByRole('button', { name: 'Resend the invitation to late@acme.test' })).toBeEnabled();

    expect(screen.getByRole('form', { name: 'Invite someone' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  });

  it('shows a member the people read-only: roles as badges, nothing to change, no invitations', async () => {
    const { invitations } = await renderPanel('member');
    expect(within(personRow('Grace Okafor')).getByText('Member')).toBeVisible();
    expect(within(personRow('Olivia Ortega')).getByText('Owner')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByText('Pending invitations')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(invitations).not.toHaveBeenCalled();
  });

  it('lets the agency staff (no role inside) manage the people too', async () => {
    await renderPanel(null);
    expect(screen.getByRole('combobox', { name: 'Role of Grace Okafor' })).toBeEnabled();
    expect(await screen.findByRole('list', { name: 'Pending invitations' })).toBeVisible();
  });

  it('asks before removing someone, says their access ends at once, then removes them', async () => {
    await renderPanel('owner');
    const remove = vi.spyOn(organisationsApi, 'removeMember').mockResolvedValue({ detail: 'They no longer belong to this business.' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Grace Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Okafor from Acme Bakery?' });
    expect(dialog).toHaveTextContent("Their access to Acme Bakery's numbers, calls and messages ends at once.");
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Grace Okafor' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(4, 12));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Grace Okafor no longer belongs to Acme Bakery.' }),
    );
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("changes a role, and says the server's refusal to leave the business without an owner", async () => {
    await renderPanel('owner');
    const change = vi.spyOn(organisationsApi, 'changeRole').mockResolvedValueOnce({ ...GRACE, role: 'owner' });
    // The list read again after the change says what the server now keeps.
    vi.spyOn(organisationsApi, 'members').mockResolvedValue([OLIVIA, { ...GRACE, role: 'owner' }]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of Grace Okafor' }), 'Owner');
    await waitFor(() => expect(change).toHaveBeenCalledWith(4, 12, 'owner'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Grace Okafor is now an owner.' }));

    // With two owners, either may become a member; the server still has the last word (someone left meanwhile).
    change.mockRejectedValueOnce(new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { role: ['last_owner'] }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Olivia Ortega' }), 'Member');
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        color: 'red',
        message: 'A business always keeps one owner: make someone else an owner first.',
      }),
    );
    expect(change).toHaveBeenLastCalledWith(4, 11, 'member');
    expect(screen.getByRole('combobox', { name: 'Role of Olivia Ortega' })).toHaveValue('owner');
  });

  it('invites someone by e-mail and role, and lists the new invitation', async () => {
    const { invitations } = await renderPanel('owner');
    await screen.findByRole('list', { name: 'Pending invitations' });
    const sent: OrganisationInvitation = { ...PENDING, id: 23, email: 'ana@acme.test', role: 'owner' };
    const invite = vi.spyOn(organisationsApi, 'invite').mockResolvedValue(sent);
    invitations.mockResolvedValue([PENDING, LAPSED, sent]);
    const form = screen.getByRole('form', { name: 'Invite someone' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^E-mail/ }), '  ana@acme.test ');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Owner');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(invite).toHaveBeenCalledWith(4, { email: 'ana@acme.test', role: 'owner' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Invitation sent to ana@acme.test.' }));
    expect(await within(screen.getByRole('list', { name: 'Pending invitations' })).findByText('ana@acme.test')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /^E-mail/ })).toHaveValue('');
  });

  it("shows the server's refusal of a staff address on the e-mail field", async () => {
    await renderPanel('owner');
    const invite = vi
      .spyOn(organisationsApi, 'invite')
      .mockRejectedValue(new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { email: ['staff_email'] }));
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    const email = within(form).getByRole('textbox', { name: /^E-mail/ });
    await userEvent.type(email, 'pm@lato.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This address belongs to a Lato staff account and cannot join a client business.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(invite).toHaveBeenCalledTimes(1);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('resends and withdraws an invitation', async () => {
    await renderPanel('owner');
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    const renewed = { ...LAPSED, expires_at: new Date(Date.now() + 7 * DAY).toISOString() };
    const resend = vi.spyOn(organisationsApi, 'resendInvitation').mockResolvedValue(renewed);
    await userEvent.click(within(pending).getByRole('button', { name: 'Resend the invitation to late@acme.test' }));
    await waitFor(() => expect(resend).toHaveBeenCalledWith(4, 22));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Invitation sent again to late@acme.test.' }));

    const withdraw = vi.spyOn(organisationsApi, 'withdrawInvitation').mockResolvedValue({ detail: 'The invitation no longer works.' });
    vi.spyOn(organisationsApi, 'invitations').mockResolvedValue([LAPSED]);
    await userEvent.click(within(pending).getByRole('button', { name: 'Withdraw the invitation to new.baker@acme.test' }));
    await waitFor(() => expect(withdraw).toHaveBeenCalledWith(4, 21));
    await waitFor(() => expect(within(pending).queryByText('new.baker@acme.test')).toBeNull());
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Withdrew the invitation to new.baker@acme.test.' });
  });
});
