import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trans } from '@lingui/react/macro';
import type { Actor } from 'xstate';
import type { authMachine } from '@machines/auth/auth.machine';
import type { User } from '@/api/contract/auth';
import { accountApi } from '@/features/account';
import { AuthProvider } from '@/features/auth';
import { activateLocale, preferredLocale } from '@/i18n/i18n';
import { createTestAuthActor } from '@tests/auth-actor';
import { renderWithProviders } from '@tests/render';
import { LanguageMenu } from './LanguageMenu';

let auth: Actor<typeof authMachine> | undefined;
afterEach(async () => {
  auth?.stop();
  vi.restoreAllMocks();
  localStorage.clear();
  await activateLocale('en');
});

const ME: User = {
  id: 7,
  email: 'ava@example.com',
  full_name: 'Ava Moreno',
  role: 'CEO',
  avatar: null,
  is_active: true,
  languages: [],
  preferred_language: 'en',
  date_joined: '2026-01-01T00:00:00Z',
  two_step_enabled: false,
  invitation_pending: false,
};

async function renderMenu(session: 'guest' | User) {
  auth = createTestAuthActor(session === 'guest' ? 'guest' : { role: session.role, me: session });
  // Signed in once the user is loaded; a guest at once.
  const expectedUser = session === 'guest' ? null : session;
  await waitFor(() => expect(auth!.getSnapshot().context.user).toEqual(expectedUser));
  renderWithProviders(
    <AuthProvider actor={auth}>
      <LanguageMenu />
      <h1>
        <Trans>Sign in to Lato</Trans>
      </h1>
    </AuthProvider>,
  );
}

async function chooseSpanish() {
  expect(screen.getByRole('heading')).toHaveTextContent('Sign in to Lato');
  await userEvent.click(screen.getByRole('button', { name: 'Language' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
  await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Inicia sesión en Lato'));
}

describe('LanguageMenu', () => {
  it('switches the whole interface to Spanish at once and remembers the choice on this browser', async () => {
    const save = vi.spyOn(accountApi, 'updateLanguage');
    await renderMenu('guest');
    await chooseSpanish();
    expect(screen.getByRole('button', { name: 'Idioma' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');
    expect(preferredLocale()).toBe('es');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps a signed-in person’s choice in their account too, so the next sign-in speaks it', async () => {
    const save = vi.spyOn(accountApi, 'updateLanguage').mockResolvedValue({ ...ME, preferred_language: 'es' });
    await renderMenu(ME);
    await chooseSpanish();
    await waitFor(() => expect(save).toHaveBeenCalledWith({ preferred_language: 'es' }));
  });
});
