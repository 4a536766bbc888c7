import type { NotificationData } from '@mantine/notifications';
import { wantToastFrame } from './toast-frame';

// Mantine's notifications load with the first toast too: every page's shell can raise one (a
// failed sign-out), and none needs the code to draw.
const mantineNotifications = () => import('@mantine/notifications').then((module) => module.notifications);

/**
 * Shows a toast. The one way the app raises one: the toasts' frame (src/layout/Toasts.tsx) loads
 * with the first, which waits in Mantine's store until it has.
 */
export function showToast(toast: NotificationData): void {
  wantToastFrame();
  void mantineNotifications().then((notifications) => notifications.show(toast));
}

/** Takes every toast off the screen (tests start each case without any). */
export async function clearToasts(): Promise<void> {
  (await mantineNotifications()).clean();
}
