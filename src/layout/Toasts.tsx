import { lazy, Suspense, useEffect, useState } from 'react';

// The toasts' frame is not needed to draw the first page: it loads once the browser is idle, and a
// toast raised before then waits in the notifications store and shows once it has.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};

/** Where the app's toasts appear. */
export function Toasts() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
