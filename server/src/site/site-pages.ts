import { readOpenPositions, readPublicPosition } from '@server/src/careers/public-reads';
import { readAboutPage, readContactPage, readFaqPage } from '@server/src/site-content/public-reads';
import { route, type SitePageRoute } from './page-route';
import { SHOP_PAGE_ROUTES } from './shop-pages';

/** The longest search the FAQ page takes from its address, as its endpoint does. */
const FAQ_QUERY_MAX = 100;

/** Every public address of the spec, and the test provider's payment page. */
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
  ...SHOP_PAGE_ROUTES,
];
