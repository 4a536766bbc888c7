import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveReload } from '@/features/live/shared';
import { notificationKeys } from './notifications-queries';

/**
 * Keeps the badge and the tabs current: a notification added or changed for this person (here, in
 * another tab, by the server) reads them again, and so does a gap the stream cannot replay. A tab
 * not on screen is only marked out of date, and read when it is opened.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox });
  useLiveEvent((event) => event.kind === 'notification', refresh);
  useLiveReload(refresh);
}
