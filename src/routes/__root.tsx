import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterAuthContext } from '@/features/auth';
import { NotFoundPage } from '@/layout/NotFoundPage';
import { RouteProgress } from '@/layout/RouteProgress';

export const Route = createRootRouteWithContext<RouterAuthContext>()({
  component: () => (
    <>
      <RouteProgress />
      <Outlet />
    </>
  ),
  notFoundComponent: () => <NotFoundPage />,
});
