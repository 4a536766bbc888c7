import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AuthActor } from '@machines/auth/auth.machine';
import { PendingPage } from './layout/PendingPage';
import { routeTree } from './routeTree.gen';

/** The app's router; a test passes a memory history to start it at a path of its own. */
export function createAppRouter(auth: AuthActor, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { auth },
    defaultPreload: 'intent',
    defaultPendingComponent: PendingPage,
    // Show the placeholder at once: the progress bar, not a spinner, says something is loading.
    defaultPendingMs: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
