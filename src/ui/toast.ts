import { notifications, type NotificationData } from '@mantine/notifications';
import { wantToastFrame } from './toast-frame';

/**
 * Shows a toast. The one way the app raises one: the toasts' frame (src/layout/Toasts.tsx) loads
 * with the first, which waits in Mantine's store until it has.
 */
export function showToast(toast: NotificationData): string {
  wantToastFrame();
  return notifications.show(toast);
}

/** Takes every toast off the screen (tests start each case without any). */
export function clearToasts(): void {
  notifications.clean();
}
