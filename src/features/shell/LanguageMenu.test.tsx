import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trans } from '@lingui/react/macro';
import { activateLocale, preferredLocale } from '@/i18n/i18n';
import { renderWithProviders } from '@tests/render';
import { LanguageMenu } from './LanguageMenu';

afterEach(async () => {
  localStorage.clear();
  await activateLocale('en');
});

describe('LanguageMenu', () => {
  it('switches the whole interface to Spanish at once and remembers the choice', async () => {
    renderWithProviders(
      <>
        <LanguageMenu />
        <h1>
          <Trans>Sign in to Lato</Trans>
        </h1>
      </>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in to Lato');
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Inicia sesión en Lato'));
    expect(screen.getByRole('button', { name: 'Idioma' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');
    expect(preferredLocale()).toBe('es');
  });
});
