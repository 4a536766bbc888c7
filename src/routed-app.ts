import { createAuthActor } from './features/auth';
import { createAppRouter, preloadCurrentPage } from './router';

export { App } from './App';

/**
 * The auth actor and the router, with the current page's code already asked for. `src/main.tsx`
 * loads this module apart from the entry, so that a first visit to the sign-in page can draw
 * before it (index.html preloads it for every other page: scripts/routed-app-preload.ts).
 */
export function createRoutedApp() {
  const auth = createAuthActor();
  const router = createAppRouter(auth);
  preloadCurrentPage(router);
  return { auth, router };
}

export type RoutedApp = ReturnType<typeof createRoutedApp>;
