import { useEffect } from 'react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useRouterState } from '@tanstack/react-router';

/** The top progress bar while a route (and its lazy chunk) loads. */
export function RouteProgress() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  useEffect(() => {
    if (loading) nprogress.start();
    else nprogress.complete();
  }, [loading]);
  return <NavigationProgress />;
}
