import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AuthActor } from '@machines/auth/auth.machine';
import { PendingPage } from './layout/PendingPage';
import { routeTree } from './routeTree.gen';

/** How the router shows a page whose code or data is still coming. */
export const pendingOptions = {
  defaultPendingComponent: PendingPage,
  // Show the placeholder at once: the progress bar, not a spinner, says something is loading.
  defaultPendingMs: 0,
  // ...and the page as soon as it is ready. The router's default keeps a shown placeholder for at
  // least 500 ms so that a spinner does not flash; an empty placeholder cannot flash, and the
  // default held every first visit to a page half a second after its code had arrived.
  defaultPendingMinMs: 0,
};

/** The app's router; a test passes a memory history to start it at a path of its own. */
export function createAppRouter(auth: AuthActor, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { auth },
    defaultPreload: 'intent',
    ...pendingOptions,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts downloading the code of the page at the current address (its layouts' too) at once, so it
 * arrives while the catalog and the session are read instead of after them. A failure is left to
 * the router's own load, which asks again and shows it.
 */
export function preloadCurrentPage(router: AppRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = router.routesById[match.routeId as keyof AppRouter['routesById']];
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
