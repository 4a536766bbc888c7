import { useNavigate } from '@tanstack/react-router';
import { sayProblem } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { waitFor } from 'xstate';
import { useAuthActor } from './auth-context';

export const SIGNING_OUT = { authenticated: { session: 'signingOut' } } as const;

/** Signs out and returns to /login; on failure the session stays and the error is shown. */
export function useSignOut() {
  const actor = useAuthActor();
  const navigate = useNavigate();
  return async () => {
    actor.send({ type: 'LOGOUT' });
    // The actor stops only when the app goes away; then there is nothing left to show.
    const settled = await waitFor(actor, (s) => !s.matches(SIGNING_OUT)).catch(() => null);
    if (!settled) return;
    if (!settled.context.isAuthenticated) {
      await navigate({ to: '/login', replace: true });
    } else if (settled.context.error) {
      showToast({ color: 'red', message: sayProblem(settled.context.error) });
    }
  };
}
