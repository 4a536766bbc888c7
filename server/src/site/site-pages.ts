import type { Db } from '@server/db/client';
import type { SiteLanguage } from '@/api/contract/site-values';
import { readOpenPositions, readPublicPosition } from '@server/src/careers/public-reads';
import { readAboutPage, readContactPage, readFaqPage } from '@server/src/site-content/public-reads';
import type { SitePageData, SitePageName, SitePagePath } from '@/api/contract/site-pages';

/** What a page's data is read from: the language, the path's parameter, the query, the clock. */
interface PageRequest {
  language: SiteLanguage;
  param: string | undefined;
  query: Record<string, string | undefined>;
  now: Date;
}

/** A page of the site and how its data is read; null data means no such page (a closed position), said by the not-found page. */
interface SitePageRoute<N extends SitePageName = SitePageName> {
  path: SitePagePath;
  page: N;
  read(db: Db, request: PageRequest): Promise<SitePageData[N] | null>;
  /** Listed in the sitemap (the built pages; a position is listed by its own address). */
  inSitemap: boolean;
}

const route = <N extends SitePageName>(entry: SitePageRoute<N>): SitePageRoute => entry as unknown as SitePageRoute;

/** The longest search the FAQ page takes from its address, as its endpoint does. */
const FAQ_QUERY_MAX = 100;

/**
 * Every public address of the spec. The shop's (products, pricing, cart, checkout) are the site's
 * not-found page, inside its frame, until the shop issue builds them.
 */
export const SITE_PAGE_ROUTES: readonly SitePageRoute[] = [
  route({ path: '/about-us', page: 'about', inSitemap: true, read: (db, { language }) => readAboutPage(db, language) }),
  route({ path: '/contact-us', page: 'contact', inSitemap: true, read: (db, { language }) => readContactPage(db, language) }),
  route({
    path: '/faqs',
    page: 'faqs',
    inSitemap: true,
    read: async (db, { language, query }) => {
      const search = (query.q ?? '').slice(0, FAQ_QUERY_MAX);
      return { ...(await readFaqPage(db, language, search)), query: search };
    },
  }),
  route({
    path: '/career',
    page: 'careers',
    inSitemap: true,
    read: async (db, { language, now }) => ({ positions: await readOpenPositions(db, language, now) }),
  }),
  route({
    path: '/career/apply',
    page: 'apply',
    inSitemap: true,
    read: async (db, { language, query, now }) => ({
      positions: await readOpenPositions(db, language, now),
      chosen: query.position ?? null,
    }),
  }),
  route({
    path: '/career/:slug',
    page: 'position',
    inSitemap: false,
    read: (db, { language, param, now }) => readPublicPosition(db, param ?? '', language, now),
  }),
  ...(['/pricing', '/cart', '/checkout', '/products', '/products/:id'] as const).map((path) =>
    route({ path, page: 'not-found', inSitemap: false, read: async () => null }),
  ),
];
