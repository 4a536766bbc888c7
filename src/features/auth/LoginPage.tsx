import { useMemo } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAuthActor } from './auth-context';
import { actorSignInSource } from './sign-in-source';
import { SignInForm } from './SignInForm';

/** The sign-in page in the routed app, backed by the app's auth actor. */
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
  return <SignInForm source={source} />;
}
