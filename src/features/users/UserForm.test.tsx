import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise, type Actor } from 'xstate';
import { usersListMachine, type LoadedUsers } from '@machines/users-list/users-list.machine';
import type { authMachine } from '@machines/auth/auth.machine';
import { createTestAuthActor } from '@tests/auth-actor';
import type { User } from '@/api/contract/auth';
import { ApiError } from '@/api/errors';
import { renderAtPath } from '@tests/router';
import { AuthProvider } from '@/features/auth';
import { UserForm } from './UserForm';
import { usersApi } from './users-api';
import { UsersListContext } from './users-context';
import { showToast } from '@/ui/toast';
// oxlint-disable-next-line no-restricted-imports -- the test plays the live stream's connection, the one sender of these in the app.
import { emitLiveChange } from '@/features/live/live-bus';
import { flush } from '@machines/testing/controlled-actors';

// What the form says in toasts, read where it says it (the toasts' frame belongs to the app shell).
vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

let auth: Actor<typeof authMachine> | undefined;
const EMPTY: LoadedUsers = {
  page: { count: 0, num_pages: 1, current_page: 1, results: [] },
  counts: { all: 0, clients: 0, staff: 0, roles: { CEO: 0, CFO: 0, CTO: 0, PM_CLIENT: 0, PM_DEV: 0, DEV: 0, CLIENT: 0 } },
};
const emptyList = usersListMachine.provide({ actors: { loadUsers: fromPromise(async () => EMPTY) } });
afterEach(() => {
  auth?.stop();
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const ME: User = {
  id: 7,
  email: 'ava@example.com',
  full_name: 'Ava Moreno',
  role: 'CEO',
  avatar: null,
  is_active: true,
  languages: [],
  preferred_language: null,
  date_joined: '2026-01-01T00:00:00Z',
  two_step_enabled: false,
  invitation_pending: false,
};

async function renderForm(user?: User, me: User = ME) {
  auth = createTestAuthActor({ role: me.role, me });
  await waitFor(() => expect(auth!.getSnapshot().context.user).toEqual(me));
  return renderAtPath(
    () => (
      <AuthProvider actor={auth!}>
        <UsersListContext.Provider logic={emptyList} options={{ input: {} }}>
          <UserForm user={user} />
        </UsersListContext.Provider>
      </AuthProvider>
    ),
    '/dashboard/add-user',
  );
}

describe('UserForm', () => {
  it('checks the fields as the server does before sending', async () => {
    const create = vi.spyOn(usersApi, 'create');
    await renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Create user' }));
    expect(await screen.findByText("Enter the person's full name.")).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Choose a role.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("asks no password of a new person: they are e-mailed an invitation, in the manager's language, to choose their own", async () => {
    const created: User = { ...ME, id: 9, full_name: 'Grace Okafor', email: 'grace@example.com', role: 'DEV', invitation_pending: true };
    const create = vi.spyOn(usersApi, 'create').mockResolvedValue(created);
    await renderForm();
    expect(
      await screen.findByText(/We will e-mail them an invitation to choose their own password\. Its link works for 7 days\./),
    ).toBeVisible();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Grace Okafor');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'grace@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'Developer');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Invitation sent to grace@example.com.' }));
    expect(create.mock.calls[0]![0]).toEqual({
      full_name: 'Grace Okafor',
      email: 'grace@example.com',
      role: 'DEV',
      is_active: true,
      languages: [],
      language: 'en',
    });
  });

  it('lets a manager ranked above someone invited resend their invitation; a peer only reads why not', async () => {
    const invited: User = { ...ME, id: 9, full_name: 'Grace Okafor', email: 'grace@example.com', role: 'DEV', invitation_pending: true };
    const resend = vi.spyOn(usersApi, 'resendInvitation').mockResolvedValue({ detail: 'sent' });
    await renderForm(invited, { ...ME, role: 'PM_CLIENT' });
    expect(await screen.findByText(/Grace Okafor has not joined yet: they choose their password by the link/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a password reset' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend invitation' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Invitation sent to grace@example.com.' }));
    expect(resend).toHaveBeenCalledWith(9, 'en');

    cleanup();
    auth?.stop();
    await renderForm({ ...invited, role: 'PM_DEV' }, { ...ME, role: 'PM_CLIENT' });
    expect(
      await screen.findByText('Grace Okafor has not joined yet. Only someone ranked above them can send a new invitation.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();
  });

  it('turns off two-step sign-in, after a confirmation, for someone ranked below who lost their app and codes', async () => {
    const person: User = { ...ME, id: 9, full_name: 'Grace Okafor', email: 'grace@example.com', role: 'DEV', two_step_enabled: true };
    const reset = vi.spyOn(usersApi, 'resetTwoStep').mockResolvedValue({ ...person, two_step_enabled: false });
    await renderForm(person, { ...ME, role: 'PM_CLIENT' });
    expect(await screen.findByText(/lost both the app and their recovery codes/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in for Grace Okafor?' });
    expect(reset).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Two-step sign-in is off for Grace Okafor.' }));
    expect(reset).toHaveBeenCalledWith(9);
  });

  it('offers no two-step reset to a peer', async () => {
    const peer: User = { ...ME, id: 9, full_name: 'Grace Okafor', email: 'grace@example.com', role: 'PM_DEV', two_step_enabled: true };
    await renderForm(peer, { ...ME, role: 'PM_CLIENT' });
    expect(await screen.findByRole('button', { name: 'Send a password reset' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).not.toBeInTheDocument();
  });

  it("shows the server's field errors on their fields, in the reader's words", async () => {
    vi.spyOn(usersApi, 'update').mockRejectedValue(
      new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { email: ['email_taken'] }),
    );
    await renderForm(ME);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A user with this e-mail already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("has no password on edit, sends one's own to Account, and locks one's own role and status", async () => {
    const update = vi.spyOn(usersApi, 'update').mockResolvedValue(ME);
    await renderForm(ME);
    expect(await screen.findByRole('combobox', { name: /^Role/ })).toBeDisabled();
    expect(screen.getByText('You cannot change your own role.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/dashboard/account');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toEqual({
      full_name: 'Ava Moreno',
      email: 'ava@example.com',
      role: 'CEO',
      is_active: true,
      languages: [],
    });
  });

  it("keeps a peer's e-mail, role and status theirs, and e-mails them a reset code instead of a password", async () => {
    const peer: User = { ...ME, id: 9, full_name: 'Grace Okafor', email: 'grace@example.com', role: 'PM_DEV' };
    const sendReset = vi.spyOn(usersApi, 'sendPasswordReset').mockResolvedValue({ detail: 'sent' });
    await renderForm(peer, { ...ME, role: 'PM_CLIENT' });
    expect(await screen.findByLabelText(/^E-mail/)).toBeDisabled();
    expect(screen.getByText('Only the person themselves can change their e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Role/ })).toBeDisabled();
    expect(screen.getByText('Only someone ranked above this person can change their role.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Active/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Send a password reset' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'A reset code is on its way to grace@example.com.' }),
    );
    expect(sendReset).toHaveBeenCalledWith(9);
  });

  it('lets a manager above a person change their role and status, but still not their e-mail', async () => {
    const client: User = { ...ME, id: 9, full_name: 'Grace Okafor', email: 'grace@example.com', role: 'CLIENT' };
    await renderForm(client, { ...ME, role: 'PM_CLIENT' });
    expect(await screen.findByRole('combobox', { name: /^Role/ })).toBeEnabled();
    expect(screen.getByRole('switch', { name: /^Active/ })).toBeEnabled();
    expect(screen.getByLabelText(/^E-mail/)).toBeDisabled();
  });

  it('offers only the roles the signed-in manager may give', async () => {
    await renderForm(undefined, { ...ME, role: 'PM_DEV' });
    const select = await screen.findByRole('combobox', { name: /^Role/ });
    const options = within(select)
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled)
      .map((o) => o.textContent);
    expect(options).toEqual(['Client project manager', 'Development project manager', 'Developer', 'Client']);
  });
});

describe('UserForm: the account changed elsewhere while it is edited', () => {
  const GRACE: User = { ...ME, id: 9, full_name: 'Grace Okafor', email: 'grace@example.com', role: 'DEV' };
  const heard = (subject: number) => emitLiveChange({ kind: 'users', subject, scope: null, version: null });
  const NOTICE = "Grace Okafor's account was changed elsewhere while you were editing it. Saving will replace those changes with yours.";

  async function editingName() {
    await renderForm(GRACE);
    const name = await screen.findByRole('textbox', { name: /^Full name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Grace O. Okafor');
    return name;
  }

  it('keeps what is being typed, and says so', async () => {
    const get = vi.spyOn(usersApi, 'get').mockResolvedValue({ ...GRACE, role: 'PM_DEV' });
    const name = await editingName();
    heard(GRACE.id + 1);
    await flush();
    expect(get).not.toHaveBeenCalled();
    heard(GRACE.id);
    expect(await screen.findByText(NOTICE)).toBeVisible();
    expect(name).toHaveValue('Grace O. Okafor');
    expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveValue('DEV');
  });

  it('says nothing when the account heard back is what the form holds (an edit saved here)', async () => {
    const get = vi.spyOn(usersApi, 'get').mockResolvedValue({ ...GRACE, full_name: 'Grace O. Okafor' });
    await editingName();
    heard(GRACE.id);
    await waitFor(() => expect(get).toHaveBeenCalledWith(GRACE.id));
    await flush();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
