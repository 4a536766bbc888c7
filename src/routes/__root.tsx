import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterAuthContext } from '@/features/auth';
import { loadEveryMessage, needsEveryMessage } from '@/i18n/i18n';
import { NotFoundPage } from '@/layout/NotFoundPage';
import { RouteProgress } from '@/layout/RouteProgress';

export const Route = createRootRouteWithContext<RouterAuthContext>()({
  // Every page but the sign-in page waits for the rest of the catalog (see i18n.ts), on every
  // navigation: a loader would run again in the background once the root had loaded. A first
  // visit to another page asked for it at start, beside the first part (main.tsx).
  beforeLoad: ({ location }) => (needsEveryMessage(location.pathname) ? loadEveryMessage() : undefined),
  component: () => (
    <>
      <RouteProgress />
      <Outlet />
    </>
  ),
  notFoundComponent: () => <NotFoundPage />,
});
