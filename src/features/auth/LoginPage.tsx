import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAuthActor } from './auth-context';
import { actorSignInSource } from './sign-in-source';
import { SignInForm } from './SignInForm';

/** The sign-in page in the routed app, backed by the app's auth actor. */
export function LoginPage() {
  const actor = useAuthActor();
  const navigate = useNavigate();
  const source = useMemo(() => actorSignInSource(actor, (to) => void navigate({ to })), [actor, navigate]);
  return <SignInForm source={source} />;
}
