import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { SignInAnswer } from '@/api/contract/auth';
import { useAuthActor } from './auth-context';

/**
 * What a page does with the answer of a call that proved a password (a reset, an accepted
 * invitation): signs this browser in, or, for an account with two-step sign-in, takes the person
 * to its code on the sign-in page.
 */
export function useStartSession(): (answer: SignInAnswer) => void {
  const auth = useAuthActor();
  const navigate = useNavigate();
  return useCallback(
    (answer) => {
      if ('access' in answer) return auth.send({ type: 'SESSION_STARTED', access: answer.access });
      auth.send({ type: 'TWO_STEP_ASKED', challenge: answer });
      void navigate({ to: '/login' });
    },
    [auth, navigate],
  );
}
