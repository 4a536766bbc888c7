import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Actor } from 'xstate';
import type { authMachine } from '@machines/auth/auth.machine';
import { fakeAccessToken } from '@machines/auth/auth.paths';
import { ApiError } from '@/api/errors';
import { AuthProvider } from '@/features/auth';
import { createTestAuthActor } from '@tests/auth-actor';
import { renderAtPath } from '@tests/router';
import { AcceptInvitationPage } from './AcceptInvitationPage';
import { invitationApi } from './invitation-api';

let auth: Actor<typeof authMachine> | undefined;
afterEach(() => {
  auth?.stop();
  vi.restoreAllMocks();
});

const INVITATION = { email: 'noa@agency.test', full_name: 'Noa Ferrer' };
const gone = () => new ApiError('Not found.', 404, 'not_found', 'Not found.');

function renderPage(token: string | null = 'link-token') {
  auth = createTestAuthActor('guest');
  return renderAtPath(
    () => (
      <AuthProvider actor={auth!}>
        <AcceptInvitationPage token={token ?? undefined} />
      </AuthProvider>
    ),
    '/accept-invitation',
  );
}

describe('AcceptInvitationPage', () => {
  it('welcomes the invited person, checks the password as the server does, then sets it and signs them in', async () => {
    vi.spyOn(invitationApi, 'get').mockResolvedValue(INVITATION);
    const now = Math.floor(Date.now() / 1000);
    const accept = vi.spyOn(invitationApi, 'accept').mockResolvedValue({ access: fakeAccessToken(now + 900, now, 'DEV') });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome, Noa Ferrer' })).toBeVisible();
    expect(screen.getByText('noa@agency.test')).toBeVisible();
    expect(invitationApi.get).toHaveBeenCalledWith('link-token');

    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeVisible();
    expect(screen.getByText('The two passwords are not the same.')).toBeVisible();
    expect(accept).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'chosen-by-noa-1');
    await userEvent.clear(screen.getByLabelText(/^Repeat the password/));
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'chosen-by-noa-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(auth!.getSnapshot().context.isAuthenticated).toBe(true));
    expect(accept).toHaveBeenCalledWith('link-token', 'chosen-by-noa-1');
    expect(auth!.getSnapshot().context.user?.role).toBe('DEV');
  });

  it('says an expired, used or unknown link cannot be used, and leads to sign-in', async () => {
    vi.spyOn(invitationApi, 'get').mockRejectedValue(gone());
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Ask the person who invited you to send a new invitation.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says the same of an address without a token, asking nothing of the server', async () => {
    const get = vi.spyOn(invitationApi, 'get');
    await renderPage(null);
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    expect(get).not.toHaveBeenCalled();
  });

  it('says so when the link stops working while the page is open', async () => {
    vi.spyOn(invitationApi, 'get').mockResolvedValue(INVITATION);
    vi.spyOn(invitationApi, 'accept').mockRejectedValue(
      new ApiError('Invalid request.', 400, 'invalid', 'Invalid request.', { token: ['invitation_invalid'] }),
    );
    await renderPage();
    await userEvent.type(await screen.findByLabelText(/^Password/), 'chosen-by-noa-1');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'chosen-by-noa-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    expect(auth!.getSnapshot().context.isAuthenticated).toBe(false);
  });

  it('offers to try again when the invitation could not be read', async () => {
    const get = vi
      .spyOn(invitationApi, 'get')
      .mockRejectedValueOnce(new ApiError('Server error.', 500, 'server_error', 'Server error.'))
      .mockResolvedValue(INVITATION);
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Noa Ferrer' })).toBeVisible();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
