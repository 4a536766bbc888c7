export { SiteContentPage } from './SiteContentPage';
export { parseSiteContentSearch, type SiteContentSearch, type SiteContentTab } from './site-content-search';
export { faqQuery, officesQuery, testimonialsQuery } from './site-content-queries';
