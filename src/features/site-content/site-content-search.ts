/** The tabs of the site content page, in order; the first is the one without `?tab=`. */
export const SITE_CONTENT_TABS = ['faq', 'testimonials', 'offices'] as const;
export type SiteContentTab = (typeof SITE_CONTENT_TABS)[number];

export interface SiteContentSearch {
  tab?: Exclude<SiteContentTab, 'faq'>;
}

/** The tab in the address; an unknown one is the FAQ, never an error page. */
export function parseSiteContentSearch(search: Record<string, unknown>): SiteContentSearch {
  return search.tab === 'testimonials' || search.tab === 'offices' ? { tab: search.tab } : {};
}
