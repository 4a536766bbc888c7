import { idSchema } from '@/api/contract/common';
import { CATALOGUE_SORTS, PRODUCT_KINDS, type CatalogueSort, type ProductKind } from '@/api/contract/shop';
import { CART_PAGE_ERRORS, type CartPageError } from '@/api/contract/site-pages';
import { HttpError } from '@server/src/http/http-errors';
import { readCatalogue, readPublicProduct } from '@server/src/shop/catalogue';
import { testPaymentView } from '@server/src/shop/payments/test-payments';
import { route, type SitePageRoute } from './page-route';

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | null =>
  value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : null;

/** A product's address names it by its id, in plain digits (`/products/12`). */
const PRODUCT_ID = /^[1-9][0-9]{0,9}$/;
/** The test provider's sessions (`tps_` and 24 letters or digits), as its endpoint takes them. */
const TEST_SESSION = /^tps_[A-Za-z0-9]{24}$/;

/**
 * The shop's pages: the catalogue, a product, the pricing page, the visitor's cart and checkout,
 * and the built-in test provider's payment page. The catalogue's are listed in the sitemap; the
 * cart's, the checkout's and a payment's are one visitor's own, out of the sitemap and of caches.
 */
export const SHOP_PAGE_ROUTES: readonly SitePageRoute[] = [
  route({
    path: '/products',
    page: 'products',
    inSitemap: true,
    read: async (db, { language, query }) => {
      const kind = oneOf<ProductKind>(PRODUCT_KINDS, query.kind);
      const sort = oneOf<CatalogueSort>(CATALOGUE_SORTS, query.sort) ?? 'featured';
      return { products: await readCatalogue(db, { lang: language, kind: kind ?? undefined, sort }), kind, sort };
    },
  }),
  route({
    path: '/products/:id',
    page: 'product',
    inSitemap: false,
    param: PRODUCT_ID,
    read: async (db, { language, param }) => {
      const id = idSchema.safeParse(param);
      return id.success ? readPublicProduct(db, id.data, language) : null;
    },
  }),
  route({
    path: '/pricing',
    page: 'pricing',
    inSitemap: true,
    read: async (db, { language, query }) => {
      const products = await readCatalogue(db, { lang: language });
      return {
        plans: products.filter((product) => product.kind === 'plan'),
        addOns: products.filter((product) => product.kind === 'add_on'),
        billing: query.billing === 'year' ? 'year' : 'month',
      };
    },
  }),
  route({
    path: '/cart',
    page: 'cart',
    inSitemap: false,
    personal: true,
    read: async (_db, { cart, query }) => ({ cart: await cart(), error: oneOf<CartPageError>(CART_PAGE_ERRORS, query.error) }),
  }),
  route({ path: '/checkout', page: 'checkout', inSitemap: false, personal: true, read: async (_db, { cart }) => ({ cart: await cart() }) }),
  route({
    path: '/pay/test/:session',
    page: 'test-payment',
    inSitemap: false,
    personal: true,
    param: TEST_SESSION,
    // As its endpoint reads it: an unknown session, or none while Stripe takes the payments, is no such page.
    read: (db, { app, param }) =>
      testPaymentView(app, db, param ?? '').catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }),
  }),
];
