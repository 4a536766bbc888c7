import { useLingui } from '@lingui/react';

/** A product's name in the reader's language. */
export function useProductName() {
  const { i18n } = useLingui();
  return (product: { name_en: string; name_es: string }) => (i18n.locale === 'es' ? product.name_es : product.name_en);
}
