import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/api/query-client';
import { theme } from '@/theme';

/** Renders with the providers every screen has: Mantine, Lingui, and a cache of server data of its own. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme}>{ui}</MantineProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}
