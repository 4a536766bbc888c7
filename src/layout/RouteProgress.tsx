import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useRouterState } from '@tanstack/react-router';

/**
 * The top progress bar while a route (and its lazy chunk) loads: named for screen readers while
 * it runs, and out of the accessibility tree when idle (an empty bar at 0% says nothing).
 */
export function RouteProgress() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  useEffect(() => {
    if (loading) nprogress.start();
    else nprogress.complete();
  }, [loading]);
  return <NavigationProgress aria-label={t`Loading the page`} aria-hidden={!loading} />;
}
