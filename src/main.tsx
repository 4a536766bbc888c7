import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './global.css';
import { Toasts } from './layout/Toasts';
import { SettingsProvider } from './features/settings';
import { activateLocale, i18n, preferredLocale } from './i18n/i18n';
import { warmUpFormatting } from './i18n/warm-up';
import { renewSessionEarly } from '@/features/auth/startup';
import { signsInFirst, startSignInFirst } from './sign-in-first';

// The router, the auth machine and the app's shell: apart from the entry, so that the sign-in page
// can draw without them. index.html preloads them on every other page, so they come with the entry.
const loadRoutedApp = () => import('./routed-app');

async function start() {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, a render is drawn in slices that yield to the browser between them, instead
  // of one task that blocks input for as long as the whole page takes to render.
  const show = (content: ReactNode) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <SettingsProvider>
              <Toasts />
              {content}
            </SettingsProvider>
          </I18nProvider>
        </StrictMode>,
      ),
    );
  if (signsInFirst()) {
    await startSignInFirst(show, loadRoutedApp);
    return;
  }
  // A visitor with a session renews it first thing, beside the routed app's download rather than
  // once that has loaded and run: the signed-in page cannot draw before the renewal answers.
  renewSessionEarly();
  // Pages past sign-in show numbers and dates: their formatting data loads while the code does.
  const locale = preferredLocale();
  warmUpFormatting(locale);

  // Made as soon as its code is in: the page's code and a session's renewal are asked for at once,
  // while the catalog still loads. Any page but the sign-in page needs every message.
  const routedApp = loadRoutedApp().then(({ App, createRoutedApp }) => ({ App, ...createRoutedApp() }));
  const [{ App, auth, router }] = await Promise.all([routedApp, activateLocale(locale, { everyMessage: true })]);
  // Started once the reader's language is in, so any message it keeps is in that language.
  auth.start();
  // Drawn once the page's route has loaded (the session settled, the page's code and data in):
  // mounted with it, the page renders in slices that yield to input. Mounted before, the router's
  // answer would come as a store update, which React renders in one task that blocks input.
  await router.load().catch(() => undefined);
  show(<App auth={auth} router={router} />);
}

void start();
