import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { User } from '@/api/contract/auth';
import { authMachine } from '@machines/auth/auth.machine';
import { fakeAccessToken } from '@machines/auth/auth.paths';
import { ApiError } from '@/api/errors';
import { renderAtPath } from '@tests/router';
import { AuthProvider } from './auth-context';
import { LoginPage } from './LoginPage';

let actor: Actor<typeof authMachine> | undefined;
afterEach(() => actor?.stop());

async function renderLogin(login: (input: { email: string; password: string }) => Promise<{ access?: string }>) {
  const calls: { email: string; password: string }[] = [];
  actor = createActor(
    authMachine.provide({
      actors: {
        refreshToken: fromPromise(() => Promise.reject(new ApiError('none', 401, 'session_expired', 'none'))),
        login: fromPromise(({ input }) => {
          calls.push(input);
          return login(input);
        }),
        fetchUser: fromPromise(() => new Promise<User>(() => {})),
      },
    }),
  ).start();
  const { router } = await renderAtPath(
    () => (
      <AuthProvider actor={actor!}>
        <LoginPage />
      </AuthProvider>
    ),
    '/login',
  );
  return { calls, router };
}

describe('LoginPage', () => {
  it('checks the fields before sending anything', async () => {
    const { calls } = await renderLogin(async () => ({}));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    // The reader lands on the first field to fix; changing a field takes its mark away, not the other's.
    await waitFor(() => expect(screen.getByLabelText(/E-mail/)).toHaveFocus());
    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    expect(screen.queryByText('Enter your e-mail address.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed e-mail and the password, and is busy meanwhile', async () => {
    let finish: (value: { access?: string }) => void = () => {};
    const { calls } = await renderLogin(() => new Promise((resolve) => (finish = resolve)));
    await userEvent.type(screen.getByLabelText(/E-mail/), '  ceo@lato.test ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(calls).toEqual([{ email: 'ceo@lato.test', password: 'secret' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('data-loading', 'true'));
    const now = Math.floor(Date.now() / 1000);
    finish({ access: fakeAccessToken(now + 900, now) });
    await waitFor(() => expect(actor!.getSnapshot().context.isAuthenticated).toBe(true));
  });

  it('follows its links with the router; a click that opens a new tab is left to the browser', async () => {
    const { router } = await renderLogin(async () => ({}));
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forget-password');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(router.state.location.pathname).toBe('/login');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget-password'));
  });

  it("shows the server's refusal in the reader's words", async () => {
    await renderLogin(() =>
      Promise.reject(new ApiError('x', 401, 'invalid_credentials', 'No active account found with the given credentials.')),
    );
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ceo@lato.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
  });
});
