import { useLingui } from '@lingui/react/macro';

type Language = 'en' | 'es';

/** A module's text in the reader's language, with the language it is in (for `lang`). */
export function useInLanguage() {
  const { i18n } = useLingui();
  const language: Language = i18n.locale === 'es' ? 'es' : 'en';
  return { language, pick: (text: { en: string; es: string }) => text[language] };
}
