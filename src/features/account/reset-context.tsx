import { useEffect } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { i18n } from '@lingui/core';
import { passwordResetMachine, type VerifyInput } from '@machines/password-reset/password-reset.machine';
import { useStartSession } from '@/features/auth';
import type { SignInAnswer } from '@/api/contract/auth';
import { isLocale } from '@/i18n/i18n';
import { accountApi } from './account-api';

/** The reset flow wired to the real API; the e-mail goes out in the language the page is read in. */
const resetWithApi = passwordResetMachine.provide({
  actors: {
    requestCode: fromPromise<unknown, { email: string }>(({ input }) =>
      accountApi.forgotPassword({ email: input.email, language: isLocale(i18n.locale) ? i18n.locale : undefined }),
    ),
    verifyCode: fromPromise<SignInAnswer, VerifyInput>(({ input }) =>
      accountApi.verifyCode({ email: input.email, code: input.code, new_password: input.newPassword }),
    ),
  },
});

/** The flow the reset pages share: the app's, or a test's (`logic` with fake API actors). */
export const PasswordResetContext = createActorContext(resetWithApi);
export const usePasswordResetActor = PasswordResetContext.useActorRef;
export const usePasswordReset = PasswordResetContext.useSelector;

/**
 * Signs the person in with the session the flow ends with (the guest guard then takes them on to
 * their start page), or takes them to their two-step code.
 */
export function SignInWhenReset() {
  const startSession = useStartSession();
  const answer = usePasswordReset((s) => (s.status === 'done' ? s.context.answer : null));
  useEffect(() => {
    if (answer) startSession(answer);
  }, [answer, startSession]);
  return null;
}

/**
 * The forgot-password and verify-code pages share one flow, so its count-down survives the move
 * from one to the other. Opened at /verify-code?email=…, it starts on the code.
 */
export function PasswordResetArea() {
  const email = useRouterState({
    select: (s) => (s.location.pathname.startsWith('/verify-code') ? (s.location.search as { email?: string }).email : undefined),
  });
  return (
    <PasswordResetContext.Provider options={{ input: { email } }}>
      <SignInWhenReset />
      <Outlet />
    </PasswordResetContext.Provider>
  );
}
