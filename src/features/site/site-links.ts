import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SiteLanguage } from '@/api/contract/site-values';

/**
 * A page of the site in a language: English at its plain address, Spanish with `?lang=es`, so each
 * language has an address of its own for search engines (hreflang) and for sharing.
 */
export function siteHref(
  path: string,
  language: SiteLanguage,
  { hash, search }: { hash?: string; search?: Record<string, string> } = {},
): string {
  const query = new URLSearchParams(search);
  if (language !== 'en') query.set('lang', language);
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The pages of the site's header, in order. */
export const SITE_NAVIGATION: readonly { path: string; label: MessageDescriptor }[] = [
  { path: '/about-us', label: msg`About us` },
  { path: '/faqs', label: msg`FAQs` },
  { path: '/career', label: msg`Careers` },
  { path: '/contact-us', label: msg`Contact us` },
];

/** Whether a header entry stands for the page shown (a position is under Careers). */
export const isCurrentSection = (entryPath: string, pagePath: string) => pagePath === entryPath || pagePath.startsWith(`${entryPath}/`);
