import type { AboutPage, ContactPage, FaqPage, SiteLanguage } from './site-content';
import type { CareersPage, PositionSummary, PublicPosition } from './careers';
import type { Cart, CatalogueSort, ProductKind, PublicProduct, TestPayment } from './shop';

/*
 * The public site's pages as the server and the web app both know them: the server reads each
 * page's data and hands it to the renderer (src/site/render.tsx, built apart), which draws the page
 * the browser then takes over. Types only: the renderer is loaded by the server at start.
 */

/**
 * Every address of the public site (server/src/site draws them): the spec's public group. The app
 * loads them as documents rather than drawing them, and the development server passes them on.
 */
export const SITE_PAGE_PATHS = [
  '/about-us',
  '/contact-us',
  '/faqs',
  '/career',
  '/career/apply',
  '/career/:slug',
  '/pricing',
  '/cart',
  '/checkout',
  '/products',
  '/products/:id',
  '/pay/test/:session',
] as const;
export type SitePagePath = (typeof SITE_PAGE_PATHS)[number];

/** Whether an address (`/career/designer`) is one of the site's pages. */
export const isSitePage = (pathname: string) =>
  SITE_PAGE_PATHS.some((path) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`).test(pathname));

/** What a form on the cart page (and an "Add to cart" or "Choose" button anywhere) asks of `POST /cart`. */
export const CART_FORM_ACTIONS = ['add', 'quantity', 'remove', 'coupon', 'uncoupon'] as const;
export type CartFormAction = (typeof CART_FORM_ACTIONS)[number];

/**
 * Why `POST /cart` refused, as it sends the visitor back (`/cart?error=`): the cart store's codes the
 * page words, and `cart_failed` for anything else (bad input, a line already removed).
 */
export const CART_PAGE_ERRORS = [
  'product_unavailable',
  'interval_unavailable',
  'currency_mismatch',
  'coupon_unknown',
  'coupon_expired',
  'coupon_used_up',
  'coupon_currency',
  'cart_empty',
  'cart_failed',
] as const;
export type CartPageError = (typeof CART_PAGE_ERRORS)[number];

/**
 * The most of one product a cart line holds, for the quantity inputs of the shop's pages: the
 * contract's CART_QUANTITY_MAX (a test holds them equal), here because a public page loads no schemas.
 */
export const CART_FORM_QUANTITY_MAX = 50;

/** The billing period the pricing page shows its plans by (`?billing=year`); monthly at the plain address. */
export type PricingBilling = 'month' | 'year';

/** Each page of the public site, with the data the server reads for it. */
export interface SitePageData {
  about: AboutPage;
  contact: ContactPage;
  /** The FAQ, and what it was searched for (`/faqs?q=`), so a search works without JavaScript too. */
  faqs: FaqPage & { query: string };
  careers: CareersPage;
  position: PublicPosition;
  /** The open positions to choose from, and the one the visitor came from (`?position=`). */
  apply: { positions: PositionSummary[]; chosen: string | null };
  /** The published catalogue, of one kind if the address asks (`?kind=`), in the order asked (`?sort=`). */
  products: { products: PublicProduct[]; kind: ProductKind | null; sort: CatalogueSort };
  product: PublicProduct;
  /** The plans side by side (by the month or by the year), and the add-ons below them. */
  pricing: { plans: PublicProduct[]; addOns: PublicProduct[]; billing: PricingBilling };
  /** The visitor's cart (its cookie), and why the last change was refused, if it was. */
  cart: { cart: Cart; error: CartPageError | null };
  checkout: { cart: Cart };
  /** The built-in test provider's payment page: what is paid, and where its buttons post. */
  'test-payment': TestPayment;
  /** An address of the site that is not a page (an unknown product, a closed position). */
  'not-found': null;
}

export type SitePageName = keyof SitePageData;

/** One page as the server rendered it: what the browser needs to take it over where it stands. */
export interface SitePageState<N extends SitePageName = SitePageName> {
  page: N;
  data: SitePageData[N];
  language: SiteLanguage;
  /** The page's path without its query (`/career/designer`). */
  path: string;
  /** A session's hint cookie was present: the header offers the dashboard rather than signing in. */
  signedIn: boolean;
  /** How many items the visitor's cart holds (its cookie), for the header's Cart link. */
  cartCount: number;
  /** The year of the copyright line, the server's, so the browser's clock cannot disagree. */
  year: number;
}

/** A page component of the site: its data and nothing else (the frame is the layout's). */
export type SitePageProps<N extends SitePageName> = { data: SitePageData[N] };

/** The files of a page's code and styles in the browser, from the site build's manifest. */
export interface PageAssets {
  entry: string;
  preloads: readonly string[];
  styles: readonly string[];
}

export interface RenderedPage {
  html: string;
  status: 200 | 404;
}

/** What the built renderer module offers the server. */
export interface SiteRendererModule {
  /** A page as a whole HTML document, from its state, the site's address and its files. */
  renderSitePage<N extends SitePageName>(state: SitePageState<N>, origin: string, assets: PageAssets): RenderedPage;
  /** Each page's module, as the site build's manifest names it. */
  PAGE_MODULES: Record<SitePageName, string>;
  /** The content security policy's allowance for the page's one inline script. */
  PRE_PAINT_SCRIPT_HASH: string;
}
