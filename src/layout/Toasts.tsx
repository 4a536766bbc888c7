import { lazy, Suspense } from 'react';

// The toasts' frame is not needed to draw the first page; a toast raised before it arrives waits
// in the notifications store and shows once it does.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** Where the app's toasts appear. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
