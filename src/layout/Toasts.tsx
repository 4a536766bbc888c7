import { lazy, Suspense } from 'react';
import { useToastFrameWanted } from '@/ui/toast-frame';

// The toasts' frame (and the UI kit's parts it draws with) is not needed until there is a toast to
// show: it loads with the first one (showToast), which waits in the notifications store meanwhile.
// Loaded when the browser was idle instead, it made every visit to the sign-in page download 67 KB
// that page never uses.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** Where the app's toasts appear, from the first toast on. */
export function Toasts() {
  if (!useToastFrameWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
