import { i18n, type Messages } from '@lingui/core';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'en';

/** Each language is named in itself, so a reader can find theirs whatever is active. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

const STORAGE_KEY = 'language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The saved choice, else the browser's language when we have it, else English. */
export function preferredLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage can be blocked (private modes); the browser language still applies.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLocale(browser) ? browser : DEFAULT_LOCALE;
}

// Each catalog is its own chunk, loaded only when its language is chosen.
const catalogs = import.meta.glob<{ messages: Messages }>('/locales/*/messages.po');

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[`/locales/${locale}/messages.po`]!();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not persisting is acceptable; the choice still applies to this visit.
  }
}

export { i18n };
