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

type Catalog = { messages: Messages };
// Each language's catalog is compiled in two parts (scripts/catalog-parts.ts), each its own chunk
// loaded only when its language is chosen: the startup part holds what the sign-in page can show,
// the rest every other screen's messages.
const catalogParts = {
  startup: import.meta.glob<Catalog>('/locales/*/messages.po', { query: '?part=startup' }),
  rest: import.meta.glob<Catalog>('/locales/*/messages.po', { query: '?part=rest' }),
};
const loadPart = (part: keyof typeof catalogParts, locale: Locale) => catalogParts[part][`/locales/${locale}/messages.po`]!();

/**
 * Whether a page needs the rest of the catalog: every page does but the sign-in page, whose code
 * and messages are all in the first load.
 */
export const needsEveryMessage = (pathname: string) => pathname !== '/login';

let everyMessageWanted = false;
const restLoads = new Map<Locale, Promise<void>>();
const restLoaded = new Set<Locale>();

function loadRest(locale: Locale): Promise<void> {
  let loading = restLoads.get(locale);
  if (!loading) {
    loading = loadPart('rest', locale).then(({ messages }) => {
      // Into its own language, even if another was chosen meanwhile (that one loads its own).
      i18n.load(locale, messages);
      restLoaded.add(locale);
    });
    // A failed download may be tried again on the next page.
    loading.catch(() => restLoads.delete(locale));
    restLoads.set(locale, loading);
  }
  return loading;
}

/** Makes `locale` the interface's language; with `everyMessage`, every screen's messages too. */
export async function activateLocale(locale: Locale, { everyMessage = false } = {}): Promise<void> {
  if (everyMessage) everyMessageWanted = true;
  const [{ messages }] = await Promise.all([loadPart('startup', locale), everyMessageWanted ? loadRest(locale) : undefined]);
  // Loaded beside the rest, if that came first (loadAndActivate would replace it).
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not persisting is acceptable; the choice still applies to this visit.
  }
}

/**
 * Every screen's messages, in the active language and in any chosen from now on. Undefined once
 * they are in, so that a route's `beforeLoad` does not wait a turn for nothing.
 */
export function loadEveryMessage(): Promise<void> | undefined {
  everyMessageWanted = true;
  const locale = i18n.locale;
  if (!isLocale(locale) || restLoaded.has(locale)) return undefined;
  return loadRest(locale);
}

export { i18n };
