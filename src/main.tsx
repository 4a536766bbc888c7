import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './global.css';
import { App } from './App';
import { Toasts } from './layout/Toasts';
import { createAuthActor } from './features/auth';
import { SettingsProvider } from './features/settings';
import { activateLocale, i18n, loadEveryMessage, needsEveryMessage, preferredLocale } from './i18n/i18n';
import { onFirstInput } from './lib/first-input';
import { createAppRouter, preloadCurrentPage } from './router';

async function start() {
  const auth = createAuthActor();
  const router = createAppRouter(auth);
  preloadCurrentPage(router);
  // Any page but the sign-in page needs every message: asked for beside the first part, not after.
  await activateLocale(preferredLocale(), { everyMessage: needsEveryMessage(window.location.pathname) });
  // Started once the reader's language is in, so any message it keeps is in that language.
  auth.start();
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render is drawn in slices that yield to the browser between them,
  // instead of one task that blocks input for as long as the whole page takes to render.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <SettingsProvider>
            <Toasts />
            <App auth={auth} router={router} />
          </SettingsProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
  // The sign-in page's next page needs the rest of the messages: asked for when the person first
  // types or clicks, not while the page loads (if that download fails, the next page asks again).
  onFirstInput(() => void loadEveryMessage()?.catch(() => undefined));
}

void start();
