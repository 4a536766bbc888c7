import type { Db } from '@server/db/client';
import { SITE_LANGUAGES, type SiteLanguage } from '@/api/contract/site-values';
import { readOpenPositions } from '@server/src/careers/public-reads';
import { readCatalogue } from '@server/src/shop/catalogue';
import { SITE_PAGE_ROUTES } from './site-pages';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const addressIn = (origin: string, path: string, language: SiteLanguage) =>
  `${origin}${path}${language === 'en' ? '' : `?lang=${language}`}`;

/** One page in each language, each naming the others (hreflang), as search engines read alternates. */
function entriesOf(origin: string, path: string): string[] {
  const alternates = [
    ...SITE_LANGUAGES.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(addressIn(origin, path, language))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(addressIn(origin, path, 'en'))}"/>`,
  ].join('');
  return SITE_LANGUAGES.map((language) => `<url><loc>${escapeXml(addressIn(origin, path, language))}</loc>${alternates}</url>`);
}

/**
 * Every public page, open position and product on sale, in both languages; never the dashboard, the
 * sign-in pages, the API, nor a visitor's own pages (the cart, checkout, a payment).
 */
export async function sitemapXml(db: Db, origin: string, now: Date): Promise<string> {
  const [positions, products] = await Promise.all([readOpenPositions(db, 'en', now), readCatalogue(db, { lang: 'en' })]);
  const paths = [
    ...SITE_PAGE_ROUTES.filter((route) => route.inSitemap).map((route) => route.path),
    ...positions.map((position) => `/career/${position.slug}`),
    ...products.map((product) => `/products/${product.id}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => entriesOf(origin, path)),
    '</urlset>',
  ].join('\n');
}

/** The public pages are open to crawlers; the app behind sign-in and the API are not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api/',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /forget-password',
    'Disallow: /verify-code',
    'Disallow: /join',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
