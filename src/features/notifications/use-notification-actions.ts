import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_BOXES, type NotificationDto, type NotificationPage } from '@/api/contract/notifications';
import { errorMessage } from '@/api/errors';
import { showToast } from '@/ui/toast';
import { notificationsApi } from './notifications-api';
import { notificationKeys } from './notifications-queries';

type Box = InfiniteData<NotificationPage, number>;

/** Changes every notification shown in the tabs that `change` touches, until they are read again. */
function changeShown(queryClient: QueryClient, change: (notification: NotificationDto) => NotificationDto | null) {
  for (const box of NOTIFICATION_BOXES) {
    queryClient.setQueryData<Box>(notificationKeys.box(box), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              results: page.results.flatMap((notification) => change(notification) ?? []),
            })),
          }
        : data,
    );
  }
}

const failed = (error: unknown) =>
  showToast({ color: 'red', message: errorMessage(error, msg`Could not update your notifications. Please try again.`) });

/**
 * Mark as read, mark all as read and archive. What the server answers shows at once; then the badge
 * and the tabs are read again (a notification may have arrived meanwhile, and an archived one
 * belongs in the other tab).
 */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const readAgain = () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox });
  const replace = (changed: NotificationDto) =>
    changeShown(queryClient, (shown) => {
      if (shown.id !== changed.id) return shown;
      // Archived, it leaves the Messages tab: the Archived tab reads it again to place it.
      return changed.archived && !shown.archived ? null : changed;
    });

  const markRead = useMutation({
    mutationFn: (id: number) => notificationsApi.markRead(id),
    onSuccess: (changed) => {
      replace(changed);
      return readAgain();
    },
    onError: failed,
  });
  const archive = useMutation({
    mutationFn: (id: number) => notificationsApi.archive(id),
    onSuccess: (changed) => {
      replace(changed);
      return readAgain();
    },
    onError: failed,
  });
  const markAllRead = useMutation({
    mutationFn: () => notificationsApi.markAllRead(),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.unread, answer);
      changeShown(queryClient, (shown) => (shown.archived ? shown : { ...shown, read: true }));
      return readAgain();
    },
    onError: failed,
  });
  return { markRead, archive, markAllRead };
}
