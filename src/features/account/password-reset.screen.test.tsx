import { sayProblem } from '@/api/errors';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import type { Actor, AnyMachineSnapshot } from 'xstate';
import { RESEND_COOL_DOWN_SECONDS } from '@/api/contract/account';
import { AuthProvider } from '@/features/auth';
import { controlledActors } from '@machines/testing/controlled-actors';
import type { ModelEvent } from '@machines/testing/qa';
import { passwordResetMachine, type PasswordResetSnapshot } from '@machines/password-reset/password-reset.machine';
import { passwordResetModel } from '@machines/password-reset/password-reset.paths';
import { probeActor } from '@tests/actor-probe';
import { createTestAuthActor } from '@tests/auth-actor';
import { renderWithProviders } from '@tests/render';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { PasswordResetContext, SignInWhenReset } from './reset-context';
import { VerifyCodePage } from './VerifyCodePage';

const started: Actor<any>[] = [];
beforeEach(() => {
  // Time moves on its own (the pages' waits work) and jumps for the resend count-down.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  started.splice(0).forEach((actor) => actor.stop());
  vi.useRealTimers();
});

/** Both pages of the flow as the app mounts them, around a flow whose calls the test answers. */
async function render(): Promise<Rendered> {
  const harness = controlledActors(['requestCode', 'verifyCode'] as const);
  const logic = passwordResetMachine.provide({ actors: harness.actors });
  const probe = probeActor(PasswordResetContext);
  const auth = createTestAuthActor('guest');
  started.push(auth);
  const root = createRootRoute({
    component: () => (
      <AuthProvider actor={auth}>
        <PasswordResetContext.Provider logic={logic} options={{ input: {} }}>
          <probe.Probe />
          <SignInWhenReset />
          <Outlet />
        </PasswordResetContext.Provider>
      </AuthProvider>
    ),
  });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/forget-password', component: ForgotPasswordPage }),
    createRoute({ getParentRoute: () => root, path: '/verify-code', component: VerifyCodePage }),
    createRoute({ getParentRoute: () => root, path: '/login', component: () => null }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/forget-password'] }) });
  await router.load();
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Forgot your password?' });
  return { actor: probe.actor(), harness };
}

const context = (expected: AnyMachineSnapshot) => (expected as PasswordResetSnapshot).context;

/** The page's own error, or none. */
async function showsError(expected: AnyMachineSnapshot) {
  const { error } = context(expected);
  if (error) expect(await screen.findByRole('alert')).toHaveTextContent(sayProblem(error));
  else expect(screen.queryByRole('alert')).toBeNull();
}

const MESSAGES: Record<string, string> = {
  code_invalid: 'This code is not right. Check the e-mail and try again.',
  code_expired: 'This code has expired. Ask for a new one.',
  code_used_up: 'Too many wrong tries for this code. Ask for a new one.',
};

describe('forgot password: generated paths on the rendered pages', () => {
  testPathsOnScreen({
    model: passwordResetModel,
    root: passwordResetMachine.root,
    render,
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    delayOf: () => RESEND_COOL_DOWN_SECONDS * 1000,
    gestures: {
      REQUEST_CODE: async (_, event: ModelEvent) => {
        const field = screen.getByRole('textbox', { name: /^E-mail/ });
        await userEvent.clear(field);
        await userEvent.type(field, String(event.email));
        await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      },
      VERIFY: async (_, event: ModelEvent) => {
        // The whole code pasted into the first box, as from the e-mail.
        await userEvent.click(screen.getByRole('textbox', { name: 'Code, digit 1 of 6' }));
        await userEvent.paste(String(event.code));
        for (const label of [/^New password/, /^Repeat the new password/]) {
          const field = screen.getByLabelText(label);
          await userEvent.clear(field);
          await userEvent.type(field, String(event.newPassword));
        }
        await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
      },
      RESEND: async () => userEvent.click(screen.getByRole('button', { name: 'Send a new code' })),
      CHANGE_EMAIL: async () => userEvent.click(screen.getByRole('button', { name: 'Use another e-mail' })),
    },
    screens: {
      enteringEmail: async (_, expected) => {
        expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
        await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('data-loading'));
        await showsError(expected);
      },
      requesting: async () => {
        await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toHaveAttribute('data-loading', 'true'));
      },
      'enteringCode.form.idle': async (_, expected) => {
        expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeVisible();
        expect(screen.getByText(context(expected).email)).toBeVisible();
        await waitFor(() => expect(screen.getByRole('button', { name: 'Set new password' })).not.toHaveAttribute('data-loading'));
        const problem = context(expected).fieldErrors.code?.[0];
        if (problem) expect(await screen.findByText(MESSAGES[problem]!)).toBeVisible();
        await showsError(expected);
      },
      'enteringCode.form.verifying': async () => {
        await waitFor(() => expect(screen.getByRole('button', { name: 'Set new password' })).toHaveAttribute('data-loading', 'true'));
      },
      'enteringCode.resend.coolingDown': async () => {
        const resend = await screen.findByTestId('resend-code');
        expect(resend).toBeDisabled();
        expect(resend).toHaveTextContent(/Send a new code in \d:\d\d/);
      },
      'enteringCode.resend.ready': async () => {
        await waitFor(() => expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled());
      },
      'enteringCode.resend.sending': async () => {
        await waitFor(() => expect(screen.getByTestId('resend-code')).toHaveAttribute('data-loading', 'true'));
      },
      signedIn: async () => {
        expect(await screen.findByText('Your new password is set')).toBeVisible();
      },
    },
  });
});
