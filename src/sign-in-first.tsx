import type { ReactNode } from 'react';
import { SESSION_CHANNEL, SignInForm, deferredSignInSource, hasSessionHint } from '@/features/auth/startup';
import { FullScreenLoader } from './layout/FullScreenLoader';
import { activateLocale, loadEveryMessage, preferredLocale } from './i18n/i18n';
import { onFirstInput } from './lib/first-input';
import type * as RoutedAppModule from './routed-app';

/**
 * Whether this visit starts on the sign-in page with no session to renew: the one page most
 * visits begin with, and the one that can draw before the router and the auth machine load.
 */
export const signsInFirst = (pathname = window.location.pathname) => pathname === '/login' && !hasSessionHint();

/**
 * Draws the sign-in form at once, and loads the routed app when the person first clicks or types,
 * points at a link, comes back to the tab, or signs in in another tab. The routed app takes the page over when the session starts (its
 * guest guard then sends the person on) or when the person follows one of the form's links.
 * Answers a function that stops listening for the tab's return and the other tabs.
 */
export async function startSignInFirst(
  show: (content: ReactNode) => void,
  load: () => Promise<typeof RoutedAppModule>,
  reloadPage?: () => void,
) {
  let app: Promise<RoutedAppModule.RoutedApp & { takeOver(): void }> | undefined;
  const routedApp = () =>
    (app ??= load()
      .then(({ App, createRoutedApp }) => {
        const routed = createRoutedApp();
        let shown = false;
        const takeOver = () => {
          if (shown) return;
          shown = true;
          show(<App auth={routed.auth} router={routed.router} />);
        };
        // A session started here, or in another tab, takes the page over; so does a right password
        // whose account asks for its two-step code next, which the routed sign-in page asks.
        routed.auth.subscribe((snapshot) => (snapshot.context.isAuthenticated || snapshot.context.twoStep !== null) && takeOver());
        routed.auth.start();
        return { ...routed, takeOver };
      })
      .catch((error: unknown) => {
        // The next attempt (a sign-in, a link, the next input) asks again.
        app = undefined;
        throw error;
      }));
  const loadQuietly = () => void routedApp().catch(() => undefined);

  const source = deferredSignInSource(
    () => routedApp().then(({ auth }) => auth),
    {
      follow: (to) => {
        // The link's page is on its way: the form gives way at once, as the router's pages do.
        show(<FullScreenLoader />);
        void routedApp().then(
          ({ router, takeOver }) => {
            router.history.push(to);
            takeOver();
          },
          // Without the app's code, the browser loads the page itself.
          () => window.location.assign(to),
        );
      },
      preload: loadQuietly,
    },
    reloadPage,
  );

  await activateLocale(preferredLocale());
  show(<SignInForm source={source} />);
  onFirstInput(() => {
    loadQuietly();
    void loadEveryMessage()?.catch(() => undefined);
  });
  // Back in view, or signed in in another tab (whose session cookie this tab now shares): the
  // routed app loads, renews that session and takes the page over.
  const onVisible = () => document.visibilityState === 'visible' && loadQuietly();
  document.addEventListener('visibilitychange', onVisible);
  const otherTabs = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(SESSION_CHANNEL);
  otherTabs?.addEventListener('message', loadQuietly);
  return function stopListening() {
    document.removeEventListener('visibilitychange', onVisible);
    otherTabs?.close();
  };
}
