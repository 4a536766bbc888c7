import { useQueryClient } from '@tanstack/react-query';
import { useAuthActor } from '@/features/auth';
import { accountKeys } from '@/features/account/account-queries';
import { twoStepKeys } from './two-step-queries';

/** After turning two-step sign-in on or off, or new codes: everything that shows it reads it again. */
export function useTwoStepChanged(): () => void {
  const queryClient = useQueryClient();
  const auth = useAuthActor();
  return () => {
    void queryClient.invalidateQueries({ queryKey: twoStepKeys.status });
    // The profile and the signed-in user carry `two_step_enabled` (the users list and the menu read it).
    void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
    auth.send({ type: 'FETCH_USER' });
  };
}
