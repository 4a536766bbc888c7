import { useLiveEvent, useLiveReload } from '@/features/live/shared';
import { useUsersListActor } from './users-context';

/**
 * The users list follows accounts changed elsewhere (anyone's: someone added, or changed so that
 * they now match the tab or the search, may join the page shown).
 */
export function useUsersListLive(): void {
  const actor = useUsersListActor();
  const refresh = () => actor.send({ type: 'REFRESH' });
  useLiveEvent((event) => event.kind === 'users', refresh);
  useLiveReload(refresh);
}
