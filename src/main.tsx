import { StrictMode } from 'react';
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
import { activateLocale, i18n, preferredLocale } from './i18n/i18n';
import { createAppRouter, preloadCurrentPage } from './router';

async function start() {
  const auth = createAuthActor();
  const router = createAppRouter(auth);
  preloadCurrentPage(router);
  await activateLocale(preferredLocale());
  // Started once the reader's language is in, so any message it keeps is in that language.
  auth.start();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SettingsProvider>
          <Toasts />
          <App auth={auth} router={router} />
        </SettingsProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
