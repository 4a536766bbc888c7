import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE_NAME } from '@/api/contract/auth-values';
import type { Cart } from '@/api/contract/shop';
import { SITE_LANGUAGES, type SiteLanguage } from '@/api/contract/site-values';
import type { CartPageError, SitePageState } from '@/api/contract/site-pages';
import { readCart, visitorCartOwner } from '@server/src/shop/checkout/cart-store';
import { EMPTY_CART } from '@server/src/shop/checkout/cart-view';
import { changeCart } from './cart-form';
import { SLUG_PARAM } from './page-route';
import { loadSiteRenderer, type SiteRenderer } from './renderer';
import { fromOwnSite } from './same-origin';
import { SITE_PAGE_ROUTES } from './site-pages';
import { robotsTxt, sitemapXml } from './sitemap';

/** The address the site is reached at: the configured one, else the request's own (a developer's machine). */
export const siteOrigin = (request: FastifyRequest, publicBaseUrl: string | undefined) =>
  publicBaseUrl ?? `${request.protocol}://${request.host}`;

/** `?lang=es` for Spanish; English at the plain address, and for any other value. */
const languageOf = (query: Record<string, string | undefined>): SiteLanguage =>
  (SITE_LANGUAGES as readonly string[]).includes(query.lang ?? '') ? (query.lang as SiteLanguage) : 'en';

/**
 * The query as the pages read it: one text per name. A name given twice, or a text with a control
 * character (which PostgreSQL cannot hold), is as if it were not given: an address never answers 5xx.
 */
function plainQuery(query: Record<string, unknown>): Record<string, string | undefined> {
  // oxlint-disable-next-line no-control-regex -- matching them is the point.
  const usable = (value: unknown) => typeof value === 'string' && !/[\u0000-\u001f]/.test(value);
  return Object.fromEntries(Object.entries(query).filter(([, value]) => usable(value))) as Record<string, string>;
}

/** A path parameter the page may look up: of the shape its address takes, nothing else (else no such page). */
const lookupParam = (value: string | undefined, shape: RegExp) => (value !== undefined && shape.test(value) ? value : undefined);

/** The cart page in the visitor's language, saying why their last change was refused if it was. */
function cartAddress(language: SiteLanguage, error: CartPageError | null): string {
  const query = new URLSearchParams();
  if (language !== 'en') query.set('lang', language);
  if (error) query.set('error', error);
  const text = query.toString();
  return `/cart${text ? `?${text}` : ''}`;
}

/** The page's own inline script is allowed by its hash; every other rule of the policy stays as helmet set it. */
function allowInlineScript(reply: FastifyReply, hash: string) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header('content-security-policy', policy.replace("script-src 'self'", `script-src 'self' '${hash}'`));
}

/**
 * The public site's pages, rendered on the server from the database on every request (staff's
 * changes show at once), with the sitemap and robots.txt. Without a built site (the API alone), a
 * page answers 503 saying so, never the app's page in its place.
 */
export async function registerSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const renderer: SiteRenderer | null = await loadSiteRenderer(staticDir);

  for (const entry of SITE_PAGE_ROUTES) {
    app.get<{ Params: Record<string, string>; Querystring: Record<string, unknown> }>(entry.path, async (request, reply) => {
      if (!renderer) return reply.code(503).type('text/plain; charset=utf-8').send('The public site is not built: run npm run build.');
      const query = plainQuery(request.query);
      const language = languageOf(query);
      const hasParam = Object.keys(request.params).length > 0;
      const param = lookupParam(Object.values(request.params)[0], entry.param ?? SLUG_PARAM);
      const unknown = hasParam && param === undefined;
      // The visitor's cart (the header counts it on every page), read at most once; none without its cookie.
      const owner = visitorCartOwner(request);
      let reading: Promise<Cart> | undefined;
      const cart = () =>
        (reading ??=
          owner.kind === 'visitor' && owner.visitorHash === null
            ? Promise.resolve(EMPTY_CART)
            : readCart(app.db, owner, language, app.clock()));
      const data = unknown ? null : await entry.read(app.db, { language, param, query, now: app.clock(), cart, app });
      const page = data === null ? 'not-found' : entry.page;
      const state: SitePageState = {
        page,
        data,
        language,
        path: request.url.split('?')[0]!,
        signedIn: request.cookies[SESSION_HINT_COOKIE_NAME] !== undefined,
        cartCount: (await cart()).item_count,
        year: app.clock().getUTCFullYear(),
      } as SitePageState;
      const { html, status } = renderer.render(state, siteOrigin(request, app.config.publicBaseUrl), renderer.assets[page]!);
      allowInlineScript(reply, renderer.inlineScriptHash);
      // Read from the database on each request, and different for a visitor with a session or a cart;
      // a visitor's own page (their cart, a payment) is kept by no cache at all.
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', entry.personal ? 'private, no-store' : 'no-cache')
        .header('vary', 'Cookie')
        .send(html);
    });
  }

  // The shop pages' forms (add to cart, quantity, remove, coupon): done, then back to the cart page
  // (303, so reloading it sends nothing again), with the refusal's code for the page to say. Only
  // from the site's own pages (same-origin.ts says why: the forms carry no token).
  app.post<{ Querystring: Record<string, unknown> }>('/cart', async (request, reply) => {
    const language = languageOf(plainQuery(request.query));
    if (!fromOwnSite(request, app.config.publicBaseUrl))
      return reply.code(403).type('text/plain; charset=utf-8').send('This form was sent from another site.');
    const error = await changeCart(app.db, request, reply, app.clock());
    return reply.code(303).header('location', cartAddress(language, error)).header('cache-control', 'no-store').send();
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemapXml(app.db, siteOrigin(request, app.config.publicBaseUrl), app.clock());
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(request, app.config.publicBaseUrl))),
  );
}
