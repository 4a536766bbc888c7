import { queryOptions } from '@tanstack/react-query';
import { siteContentApi } from './site-content-api';

/** The site content area's reads, as the cache knows them; a change writes its answer back under these keys. */
export const siteContentKeys = {
  faq: ['site-content', 'faq'] as const,
  testimonials: ['site-content', 'testimonials'] as const,
  offices: ['site-content', 'offices'] as const,
};

export const faqQuery = queryOptions({ queryKey: siteContentKeys.faq, queryFn: () => siteContentApi.faq() });
export const testimonialsQuery = queryOptions({ queryKey: siteContentKeys.testimonials, queryFn: () => siteContentApi.testimonials() });
export const officesQuery = queryOptions({ queryKey: siteContentKeys.offices, queryFn: () => siteContentApi.offices() });
