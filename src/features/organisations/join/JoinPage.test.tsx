import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Actor } from 'xstate';
import type { authMachine } from '@machines/auth/auth.machine';
import { fakeAccessToken } from '@machines/auth/auth.paths';
import type { JoinInvitation } from '@/api/contract/organisations';
import { ApiError } from '@/api/errors';
import { AuthProvider } from '@/features/auth';
import { createTestAuthActor } from '@tests/auth-actor';
import { renderAtPath } from '@tests/router';
import { JoinPage } from '@/features/organisations/join/JoinPage';
import { organisationsApi } from '@/features/organisations/organisations-api';

let auth: Actor<typeof authMachine> | undefined;
afterEach(() => {
  auth?.stop();
  vi.restoreAllMocks();
});

const NEWCOMER: JoinInvitation = {
  organisation: 'Casa Verde Inmobiliaria',
  organisation_id: 7,
  email: 'noa@casaverde.test',
  role: 'member',
  has_account: false,
};
const KNOWN: JoinInvitation = {
  organisation: 'Casa Verde Inmobiliaria',
  organisation_id: 7,
  email: 'maya@example.test',
  role: 'owner',
  has_account: true,
};
const MINE = [
  { id: 1, name: 'Okafor Dental Studio', role: 'member' as const },
  { id: 7, name: 'Casa Verde Inmobiliaria', role: 'owner' as const },
];
const gone = () => new ApiError('Not found.', 404, 'not_found', 'Not found.');
const session = () => {
  const now = Math.floor(Date.now() / 1000);
  return { access: fakeAccessToken(now + 900, now, 'CLIENT') };
};

function renderPage(token: string | null = 'join-token') {
  auth = createTestAuthActor('guest');
  return renderAtPath(
    () => (
      <AuthProvider actor={auth!}>
        <JoinPage token={token ?? undefined} />
      </AuthProvider>
    ),
    '/join',
  );
}

describe('JoinPage', () => {
  it('lets someone new choose a name and a password, checked as the server does, then signs them in on the business joined', async () => {
    vi.spyOn(organisationsApi, 'joinInvitation').mockResolvedValue(NEWCOMER);
    const join = vi.spyOn(organisationsApi, 'join').mockResolvedValue(session());
    vi.spyOn(organisationsApi, 'mine').mockResolvedValue(MINE);
    const { router } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Casa Verde Inmobiliaria', level: 1 })).toBeVisible();
    expect(screen.getByText(/You are invited as a member/)).toHaveTextContent('You are invited as a member, with noa@casaverde.test.');
    expect(organisationsApi.joinInvitation).toHaveBeenCalledWith('join-token');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 8 characters, with a letter and a number or symbol.');

    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Enter your full name.')).toBeVisible();
    expect(screen.getByText('Use at least 8 characters.')).toBeVisible();
    expect(screen.getByText('The two passwords are not the same.')).toBeVisible();
    expect(join).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /^Full name/ }), '  Noa Ferrer ');
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'chosen-by-noa-1');
    await userEvent.clear(screen.getByLabelText(/^Repeat the password/));
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'chosen-by-noa-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(auth!.getSnapshot().context.isAuthenticated).toBe(true));
    expect(join).toHaveBeenCalledWith({ token: 'join-token', password: 'chosen-by-noa-1', full_name: 'Noa Ferrer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/calls'));
    expect(router.state.location.search).toEqual({ org: 7 });
  });

  it('signs someone with an account in with their password, saying a wrong one on the password field', async () => {
    vi.spyOn(organisationsApi, 'joinInvitation').mockResolvedValue(KNOWN);
    const join = vi
      .spyOn(organisationsApi, 'join')
      .mockRejectedValueOnce(new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { password: ['wrong_password'] }))
      .mockResolvedValue(session());
    vi.spyOn(organisationsApi, 'mine').mockResolvedValue(MINE);
    const { router } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Casa Verde Inmobiliaria', level: 1 })).toBeVisible();
    expect(screen.getByText(/You are invited as an owner/)).toHaveTextContent('You are invited as an owner, with maya@example.test.');
    expect(screen.getByRole('heading', { name: 'Sign in to join', level: 2 })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Full name/ })).toBeNull();
    expect(screen.queryByLabelText(/Repeat the password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget-password');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in to join' }));
    expect(await screen.findByText('Enter your password.')).toBeVisible();
    expect(join).not.toHaveBeenCalled();

    const password = screen.getByLabelText(/^Password/);
    await userEvent.type(password, 'not-hers-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to join' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('This password is not right. Try again.'));
    expect(auth!.getSnapshot().context.isAuthenticated).toBe(false);

    await userEvent.clear(password);
    await userEvent.type(password, 'mayas-own-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to join' }));
    await waitFor(() => expect(auth!.getSnapshot().context.isAuthenticated).toBe(true));
    expect(join).toHaveBeenLastCalledWith({ token: 'join-token', password: 'mayas-own-1' });
    await waitFor(() => expect(router.state.location.search).toEqual({ org: 7 }));
    expect(router.state.location.pathname).toBe('/dashboard/calls');
  });

  it('takes an account with two-step sign-in to its code, as every sign-in does', async () => {
    vi.spyOn(organisationsApi, 'joinInvitation').mockResolvedValue(KNOWN);
    vi.spyOn(organisationsApi, 'join').mockResolvedValue({ two_step: 'code', challenge: 'challenge-token' });
    const mine = vi.spyOn(organisationsApi, 'mine');
    const { router } = await renderPage();
    await userEvent.type(await screen.findByLabelText(/^Password/), 'mayas-own-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(auth!.getSnapshot().context.twoStep).not.toBeNull();
    expect(mine).not.toHaveBeenCalled();
  });

  it('says an expired, used or unknown link cannot be used, and leads to sign-in', async () => {
    vi.spyOn(organisationsApi, 'joinInvitation').mockRejectedValue(gone());
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Ask the person who invited you to send a new invitation.');
    expect(within(screen.getByText(/Already joined\?/)).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says the same of an address without a token, asking nothing of the server', async () => {
    const read = vi.spyOn(organisationsApi, 'joinInvitation');
    await renderPage(null);
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    expect(read).not.toHaveBeenCalled();
  });

  it('says so when the link stops working while the page is open', async () => {
    vi.spyOn(organisationsApi, 'joinInvitation').mockResolvedValue(KNOWN);
    vi.spyOn(organisationsApi, 'join').mockRejectedValue(gone());
    await renderPage();
    await userEvent.type(await screen.findByLabelText(/^Password/), 'mayas-own-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to join' }));
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    expect(auth!.getSnapshot().context.isAuthenticated).toBe(false);
  });

  it('offers to try again when the invitation could not be read', async () => {
    const read = vi
      .spyOn(organisationsApi, 'joinInvitation')
      .mockRejectedValueOnce(new ApiError('Server error.', 500, 'server_error', 'Server error.'))
      .mockResolvedValue(NEWCOMER);
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Casa Verde Inmobiliaria', level: 1 })).toBeVisible();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
