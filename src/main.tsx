import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import { App } from './App';
import { createAuthActor } from './features/auth';
import { activateLocale, i18n, preferredLocale } from './i18n/i18n';
import { theme } from './theme';

async function start() {
  await activateLocale(preferredLocale());
  const auth = createAuthActor();
  auth.start();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications position="top-right" />
          <App auth={auth} />
        </MantineProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
