import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { i18n } from '@lingui/core';
import {
  passwordResetMachine,
  type PasswordResetActor,
  type PasswordResetSnapshot,
  type VerifyInput,
} from '@machines/password-reset/password-reset.machine';
import { useAuthActor } from '@/features/auth';
import { isLocale } from '@/i18n/i18n';
import { accountApi } from './account-api';

const PasswordResetContext = createContext<PasswordResetActor | null>(null);

export function usePasswordResetActor(): PasswordResetActor {
  const actor = useContext(PasswordResetContext);
  if (!actor) throw new Error('usePasswordResetActor must be used inside <PasswordResetProvider>');
  return actor;
}

export function usePasswordReset<T>(select: (snapshot: PasswordResetSnapshot) => T): T {
  return useSelector(usePasswordResetActor(), select);
}

/** The reset flow wired to the real API; the e-mail goes out in the language the page is read in. */
const resetWithApi = passwordResetMachine.provide({
  actors: {
    requestCode: fromPromise<unknown, { email: string }>(({ input }) =>
      accountApi.forgotPassword({ email: input.email, language: isLocale(i18n.locale) ? i18n.locale : undefined }),
    ),
    verifyCode: fromPromise<{ access: string }, VerifyInput>(({ input }) =>
      accountApi.verifyCode({ email: input.email, code: input.code, new_password: input.newPassword }),
    ),
  },
});

/**
 * The forgot-password and verify-code pages share one flow, so its count-down survives the move
 * from one to the other. Opened at /verify-code?email=…, it starts on the code.
 */
export function PasswordResetArea() {
  const email = useRouterState({
    select: (s) => (s.location.pathname.startsWith('/verify-code') ? (s.location.search as { email?: string }).email : undefined),
  });
  const actor = useActorRef(resetWithApi, { input: { email } });
  return (
    <PasswordResetProvider actor={actor}>
      <Outlet />
    </PasswordResetProvider>
  );
}

/** Gives the reset pages their flow (the app's, or a test's with fake API actors), and signs in at its end. */
export function PasswordResetProvider({ actor, children }: { actor: PasswordResetActor; children: ReactNode }) {
  const auth = useAuthActor();
  const access = useSelector(actor, (s) => (s.status === 'done' ? s.context.access : null));
  useEffect(() => {
    // The guest guard then takes the person on to their start page.
    if (access) auth.send({ type: 'SESSION_STARTED', access });
  }, [access, auth]);
  return <PasswordResetContext.Provider value={actor}>{children}</PasswordResetContext.Provider>;
}
