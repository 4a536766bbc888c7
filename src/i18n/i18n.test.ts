import { beforeEach, describe, expect, it, vi } from 'vitest';
import { msg } from '@lingui/core/macro';

// One message of the sign-in page (the catalog's startup part) and one of the dashboard's menu (the rest).
const signInHeading = msg`Sign in to Lato`;
const accountMenu = msg`Account menu`;

/** A fresh copy of the module, with no messages loaded, as a page load starts with. */
async function freshI18n() {
  vi.resetModules();
  const module = await import('./i18n');
  // Lingui's instance outlives the reset: empty each language's messages.
  for (const locale of module.LOCALES) module.i18n.loadAndActivate({ locale, messages: {} });
  return module;
}

beforeEach(() => {
  localStorage.clear();
});

describe('the catalog in two parts', () => {
  it("loads only the sign-in page's messages until every message is asked for", async () => {
    const { activateLocale, i18n, loadEveryMessage } = await freshI18n();
    await activateLocale('es');
    expect(i18n._(signInHeading)).toBe('Inicia sesión en Lato');
    expect(i18n._(accountMenu)).toBe('Account menu');

    await loadEveryMessage();
    expect(i18n._(accountMenu)).toBe('Menú de la cuenta');
    expect(i18n._(signInHeading)).toBe('Inicia sesión en Lato');
    expect(loadEveryMessage(), 'nothing left to wait for').toBeUndefined();
  });

  it('loads both parts at once when the first page needs every message', async () => {
    const { activateLocale, i18n, loadEveryMessage } = await freshI18n();
    await activateLocale('es', { everyMessage: true });
    expect(i18n._(accountMenu)).toBe('Menú de la cuenta');
    expect(loadEveryMessage()).toBeUndefined();
  });

  it('loads both parts of a language chosen after every message was asked for', async () => {
    const { activateLocale, i18n, loadEveryMessage } = await freshI18n();
    await activateLocale('en');
    await loadEveryMessage();
    await activateLocale('es');
    expect(i18n._(accountMenu)).toBe('Menú de la cuenta');
    expect(document.documentElement.lang).toBe('es');
  });
});
