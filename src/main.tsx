import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@mantine/spotlight/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/dates/styles.css';
import './global.css';
import { App } from './App';
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
          <Notifications position="top-right" />
          <App auth={auth} />
        </SettingsProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
