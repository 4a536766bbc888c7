import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createActor, fromPromise } from 'xstate';
import type { User } from '@/api/contract/auth';
import { SESSION_HINT_COOKIE_NAME } from '@/api/contract/auth-values';
import { ApiError } from '@/api/errors';
import { i18n } from '@/i18n/i18n';
import { theme } from '@/theme';
import { authMachine, type AuthActor, type SignInOutput, type TokenOutput } from '@machines/auth/auth.machine';
import { fakeAccessToken } from '@machines/auth/auth.paths';
import { SESSION_CHANNEL } from '@/features/auth/startup';
import type * as RoutedAppModule from './routed-app';
import { signsInFirst, startSignInFirst } from './sign-in-first';

type Login = (input: { email: string; password: string }) => Promise<TokenOutput>;

let actor: AuthActor | undefined;
let stopListening: () => void = () => {};
afterEach(() => {
  stopListening();
  actor?.stop();
});

const signedIn = async (): Promise<TokenOutput> => {
  const now = Math.floor(Date.now() / 1000);
  return { access: fakeAccessToken(now + 900, now) };
};

/**
 * Starts the sign-in page as a first visit does, with a routed app whose actor signs in with
 * `login` and whose shell is a stand-in that says where the router was sent.
 */
async function startFirstVisit({
  login = signedIn,
  refresh = () => Promise.reject(new ApiError('No session', 401, 'not_authenticated', undefined)),
  failLoads = 0,
}: { login?: Login; refresh?: () => Promise<TokenOutput>; failLoads?: number } = {}) {
  const calls: { email: string; password: string }[] = [];
  const visited: string[] = [];
  actor = createActor(
    authMachine.provide({
      actors: {
        refreshToken: fromPromise<TokenOutput>(refresh),
        login: fromPromise<SignInOutput, { email: string; password: string }>(({ input }) => {
          calls.push(input);
          return login(input);
        }),
        fetchUser: fromPromise(() => new Promise<User>(() => {})),
      },
    }),
  );
  const routedApp = {
    App: () => <p>The routed app at {visited.at(-1) ?? 'the sign-in page'}</p>,
    createRoutedApp: () => ({ auth: actor!, router: { history: { push: (to: string) => visited.push(to) } } }),
  } as unknown as typeof RoutedAppModule;
  let failures = failLoads;
  const load = vi.fn(() =>
    failures-- > 0 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(routedApp),
  );

  const view = render(<></>, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme}>{children}</MantineProvider>
      </I18nProvider>
    ),
  });
  const reloadPage = vi.fn();
  await act(async () => {
    stopListening = await startSignInFirst((content) => view.rerender(<>{content}</>), load, reloadPage);
  });
  return { calls, load, reloadPage };
}

const fillIn = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText(/E-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
};

describe('a first visit to the sign-in page', () => {
  beforeEach(() => {
    document.cookie = `${SESSION_HINT_COOKIE_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('is a guest on /login: anyone else, or any other page, starts with the routed app', () => {
    expect(signsInFirst('/login')).toBe(true);
    expect(signsInFirst('/dashboard')).toBe(false);
    expect(signsInFirst('/register')).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE_NAME}=1`;
    expect(signsInFirst('/login')).toBe(false);
  });

  it('draws the form without the routed app, and loads it on the first key press', async () => {
    const { load } = await startFirstVisit();
    expect(screen.getByRole('heading', { name: 'Sign in to Lato' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'c');
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Sign in to Lato' })).toBeInTheDocument();
  });

  it("signs in with the routed app's actor, busy meanwhile, and then hands it the page", async () => {
    let finish: (token: TokenOutput) => void = () => {};
    const { calls } = await startFirstVisit({ login: () => new Promise((resolve) => (finish = resolve)) });
    await fillIn(' ceo@lato.test ', 'LatoDemo2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('data-loading', 'true'));
    expect(calls).toEqual([{ email: 'ceo@lato.test', password: 'LatoDemo2026!' }]);
    finish(await signedIn());
    expect(await screen.findByText('The routed app at the sign-in page')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    await startFirstVisit({ login: () => Promise.reject(new ApiError('x', 401, 'invalid_credentials', 'No active account.')) });
    await fillIn('ceo@lato.test', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ceo@lato.test');
    expect(screen.queryByText(/The routed app/)).not.toBeInTheDocument();
  });

  it("says the server cannot be reached when the app's code does not come, and loads the page afresh on the next sign-in", async () => {
    // The first key press's download and the first sign-in's both fail; a browser may keep that
    // failure for the page's life, so asking again would fail the same way.
    const { calls, load, reloadPage } = await startFirstVisit({ failLoads: 2 });
    await fillIn('ceo@lato.test', 'LatoDemo2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('data-loading');
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls).toEqual([]);
  });

  it('sends a sign-in made while a session from another tab is being renewed once that renewal has failed', async () => {
    let refused: (error: Error) => void = () => {};
    const { calls } = await startFirstVisit({ refresh: () => new Promise((_, reject) => (refused = reject)) });
    await fillIn('ceo@lato.test', 'LatoDemo2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('data-loading', 'true');
    expect(calls).toEqual([]);
    refused(new ApiError('Session ended', 401, 'session_revoked', undefined));
    expect(await screen.findByText('The routed app at the sign-in page')).toBeInTheDocument();
    expect(calls).toEqual([{ email: 'ceo@lato.test', password: 'LatoDemo2026!' }]);
  });

  it('is taken over by a session started in another tab, with no input here', async () => {
    const { load } = await startFirstVisit({ refresh: signedIn });
    expect(load).not.toHaveBeenCalled();
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel reaches this origin's tabs only.
    otherTab.postMessage({ type: 'token', access: 'from another tab' });
    otherTab.close();
    expect(await screen.findByText('The routed app at the sign-in page')).toBeInTheDocument();
  });

  it("starts loading a link's page when the pointer comes over it", async () => {
    const { load } = await startFirstVisit();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('follows a link by handing the routed app the page at that address', async () => {
    await startFirstVisit();
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByText('The routed app at /register')).toBeInTheDocument();
  });
});
