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

async function start() {
  await activateLocale(preferredLocale());
  const auth = createAuthActor();
  auth.start();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SettingsProvider>
          <Toasts />
          <App auth={auth} />
        </SettingsProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
