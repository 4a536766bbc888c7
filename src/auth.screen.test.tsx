import { sayProblem } from '@/api/errors';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { cleanup, render as renderDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Toasts } from '@/layout/Toasts';
import { createMemoryHistory } from '@tanstack/react-router';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { connectTabs } from '@/features/auth';
import { SettingsProvider } from '@/features/settings';
import { REFRESH_RETRY_MS, authMachine, type AuthActor, type AuthSnapshot } from '@machines/auth/auth.machine';
import { MODEL_TIME, authModel } from '@machines/auth/auth.paths';
import { refreshDelayMs } from '@machines/auth/token';
import { controlledActors } from '@machines/testing/controlled-actors';
import type { ModelEvent } from '@machines/testing/qa';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { App } from './App';

let started: AuthActor | undefined;
let disconnect: () => void = () => {};
/** Another tab of the same browser, as the app's tabs hear each other. */
const otherTab = new BroadcastChannel('lato-session');
// oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel reaches this origin's tabs only.
const fromOtherTab = (message: object) => otherTab.postMessage(message);
beforeEach(() => {
  // The fake clock moves with real time, so the screen's own waits work, and jumps for the token timers.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(MODEL_TIME);
});
afterEach(() => {
  // Unmount first: a page still waiting on the actor (a sign-out under way) must not outlive it.
  cleanup();
  disconnect();
  started?.stop();
  vi.useRealTimers();
});

/** The whole app, as main.tsx mounts it, opened at /dashboard, with its auth calls answered by hand. */
async function render(): Promise<Rendered> {
  const harness = controlledActors(['refreshToken', 'login', 'logout', 'fetchUser', 'verifyTwoStep'] as const);
  const actor = createActor(authMachine.provide({ actors: harness.actors })).start();
  started = actor;
  disconnect = connectTabs(actor);
  renderDom(
    <I18nProvider i18n={i18n}>
      <SettingsProvider>
        <Toasts />
        <App auth={actor} history={createMemoryHistory({ initialEntries: ['/dashboard'] })} />
      </SettingsProvider>
    </I18nProvider>,
  );
  return { actor, harness };
}

const context = (expected: AnyMachineSnapshot) => (expected as AuthSnapshot).context;

/** The sign-in page, saying why the session was not resumed and that Lato keeps asking. */
async function expectResumeFailed(error: string) {
  expect(await screen.findByRole('heading', { name: 'Sign in to Lato' })).toBeVisible();
  const alert = await screen.findByRole('alert');
  await waitFor(() => expect(alert).toHaveTextContent(`Session not resumed${error}Lato keeps trying`));
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
}

describe('sign-in, session and sign-out: generated paths on the rendered app', () => {
  testPathsOnScreen({
    model: authModel,
    root: authMachine.root,
    render,
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    delayOf: (event, { actor }) =>
      event.type.includes('retryDelay') ? REFRESH_RETRY_MS : refreshDelayMs(actor.getSnapshot().context.accessToken),
    gestures: {
      LOGIN: async (_, event: ModelEvent) => {
        await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), String(event.email));
        await userEvent.type(screen.getByLabelText(/^Password/), String(event.password));
        await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      },
      VERIFY_TWO_STEP: async (_, event: ModelEvent) => {
        if (event.recoveryCode) {
          await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
          await userEvent.type(screen.getByRole('textbox', { name: /^Recovery code/ }), String(event.recoveryCode));
          await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
          return;
        }
        await userEvent.click(screen.getByRole('textbox', { name: 'Code, digit 1 of 6' }));
        await userEvent.keyboard(String(event.code));
        const setup = screen.queryByRole('heading', { name: 'Set up two-step sign-in' });
        await userEvent.click(screen.getByRole('button', { name: setup ? 'Turn on and sign in' : 'Verify' }));
      },
      CANCEL_TWO_STEP: async () => userEvent.click(screen.getByRole('button', { name: 'Back to sign in' })),
      RECOVERY_CODES_SAVED: async () => {
        await userEvent.click(screen.getByRole('checkbox', { name: 'I have kept my recovery codes' }));
        await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      },
      TOKEN_SHARED: async (_, event: ModelEvent) => fromOtherTab({ type: 'token', access: event.access }),
      SIGNED_OUT_ELSEWHERE: async () => fromOtherTab({ type: 'signed-out' }),
      LOGOUT: async () => {
        await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
        await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true }));
      },
    },
    screens: {
      initializing: async () => {
        expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      },
      'unauthenticated.signedOut': async (_, expected) => {
        expect(await screen.findByRole('heading', { name: 'Sign in to Lato' })).toBeVisible();
        const error = context(expected).error && sayProblem(context(expected).error!);
        if (error) expect(await screen.findByRole('alert')).toHaveTextContent(`Could not sign in${error}`);
        else await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
      },
      'unauthenticated.resumeFailed': async (_, expected) => expectResumeFailed(sayProblem(context(expected).error!)),
      'unauthenticated.resuming': async (_, expected) => expectResumeFailed(sayProblem(context(expected).error!)),
      loggingIn: async () => {
        await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('data-loading', 'true'));
      },
      'twoStep.asking': async (_, expected) => {
        const setup = context(expected).twoStep?.two_step === 'setup';
        expect(await screen.findByRole('heading', { name: setup ? 'Set up two-step sign-in' : 'Two-step sign-in' })).toBeVisible();
        if (setup) expect(screen.getByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeInTheDocument();
        const error = context(expected).error && sayProblem(context(expected).error!);
        if (error) expect(await screen.findByRole('alert')).toHaveTextContent(`Could not sign in${error}`);
        else expect(screen.queryByRole('alert')).toBeNull();
      },
      'twoStep.verifying': async (_, expected) => {
        const name = context(expected).twoStep?.two_step === 'setup' ? 'Turn on and sign in' : 'Verify';
        await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('data-loading', 'true'));
      },
      savingRecoveryCodes: async (_, expected) => {
        expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
        const list = screen.getByRole('list', { name: 'Recovery codes' });
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(context(expected).newRecoveryCodes!.codes);
        expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
      },
      'authenticated.profile.loading': async (_, expected) => {
        expect(await screen.findByText(`Welcome back, ${context(expected).user!.full_name}`)).toBeVisible();
      },
      'authenticated.profile.loaded': async (_, expected) => {
        expect(await screen.findByText(`Welcome back, ${context(expected).user!.full_name}`)).toBeVisible();
      },
      'authenticated.token.scheduled': async () => {
        await waitFor(() => expect(screen.queryByTestId('session-notice')).toBeNull());
      },
      'authenticated.token.refreshing': async () => {
        expect(screen.queryByTestId('session-notice')).toBeNull();
      },
      'authenticated.token.retrying': async (_, expected) => {
        const notice = await screen.findByTestId('session-notice');
        expect(notice).toHaveTextContent(sayProblem(context(expected).error!));
      },
      'authenticated.session.active': async (_, expected) => {
        // Named by the initials it shows, then what it is: the signed-in person's (in the token and the profile).
        const initials = context(expected)
          .user!.full_name.split(' ')
          .map((word) => word[0])
          .join('');
        expect(await screen.findByRole('button', { name: `${initials} Account menu` })).toBeVisible();
      },
      'authenticated.session.signingOut': async () => {
        const header = screen.getByRole('banner');
        expect(within(header).getByRole('status', { name: 'Signing out…' })).toBeInTheDocument();
      },
    },
  });
});
