import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAuthActor } from './auth-context';
import { actorSignInSource } from './sign-in-source';
import { SignInForm } from './SignInForm';
import { SaveRecoveryCodes } from './two-step/SaveRecoveryCodes';
import { TwoStepSignIn } from './two-step/TwoStepSignIn';

/** The sign-in page in the routed app, backed by the app's auth actor: the password, then the two-step code where the account has it. */
export function LoginPage() {
  const actor = useAuthActor();
  const navigate = useNavigate();
  const router = useRouter();
  const source = useMemo(
    () =>
      actorSignInSource(actor, {
        follow: (to) => void navigate({ to }),
        preload: (to) => void router.preloadRoute({ to }).catch(() => undefined),
      }),
    [actor, navigate, router],
  );
  const step = useSelector(actor, (s) =>
    s.matches('twoStep') ? 'twoStep' : s.matches('savingRecoveryCodes') ? 'recoveryCodes' : 'password',
  );
  if (step === 'twoStep') return <TwoStepSignIn actor={actor} />;
  if (step === 'recoveryCodes') return <SaveRecoveryCodes actor={actor} />;
  return <SignInForm source={source} />;
}
