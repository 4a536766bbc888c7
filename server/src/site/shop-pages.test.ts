import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { CART_QUANTITY_MAX } from '@/api/contract/shop';
import { CART_FORM_QUANTITY_MAX, type SitePageData, type SitePageState } from '@/api/contract/site-pages';
import { readCart, visitorCartOwner } from '@server/src/shop/checkout/cart-store';
import { cartCookieOf, insertCatalogue, insertCoupon } from '@server/src/shop/checkout/test-kit';
import { lineOf, placeOrder } from '@server/src/shop/payments/test-kit';
import { startTestServer, type TestServer } from '@server/test/harness';
import { testSiteBuild } from './test-kit';

/*
 * The shop's public pages as the server answers them: which page an address draws, from what data,
 * with what status and cache headers (the stand-in renderer of test-kit.ts answers the page's state;
 * how each page is drawn, its head and noindex are src/site/render.test.tsx's), the sitemap, and the
 * cart's form posts, done through the cart store and answered with a redirect back to the cart.
 */

const BASE = 'https://lato.example.com';
let server: TestServer;
let site: ReturnType<typeof testSiteBuild>;
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;

beforeAll(async () => {
  site = testSiteBuild();
  server = await startTestServer({ staticDir: site.staticDir, publicBaseUrl: BASE });
  catalogue = await insertCatalogue(server.database.db);
  await insertCoupon(server.database.db, { code: 'WELCOME10', kind: 'percent', value: 10 });
  await insertCoupon(server.database.db, { code: 'EXPIRED20', kind: 'percent', value: 20, validUntil: new Date('2020-01-01T00:00:00Z') });
  await insertCoupon(server.database.db, { code: 'EUROS5', kind: 'amount', value: 500, currency: 'EUR' });
});
afterAll(async () => {
  await server.close();
  site.remove();
});

const get = (url: string, cookie?: string) => server.app.inject({ method: 'GET', url, cookies: cookie ? { lato_cart: cookie } : {} });

/** A form of the shop's pages, posted as the browser posts it: from a page of the site, with the visitor's cookie. */
const post = (
  fields: Record<string, string>,
  { cookie, origin = BASE, url = '/cart' }: { cookie?: string; origin?: string | null; url?: string } = {},
) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin === null ? {} : { origin }) },
    cookies: cookie ? { lato_cart: cookie } : {},
    payload: new URLSearchParams(fields).toString(),
  });

/** The visitor's cart as the cart store reads it. */
const cartOf = (cookie: string) =>
  readCart(server.database.db, visitorCartOwner({ cookies: { lato_cart: cookie } } as unknown as FastifyRequest), 'en');

/** A visitor who has put a product in the cart: their cookie. */
async function visitorWith(fields: Record<string, string>): Promise<string> {
  const answer = await post({ action: 'add', ...fields });
  expect(answer.statusCode, answer.body).toBe(303);
  return cartCookieOf(answer)!;
}

describe('the cart form (POST /cart)', () => {
  it('adds a product, setting the cart cookie then, and sends the visitor to the cart in their language', async () => {
    const answer = await post({ action: 'add', product: String(catalogue.starter.id), interval: 'year' }, { url: '/cart?lang=es' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/cart?lang=es');
    const cookie = (answer.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number }[]).find(
      (c) => c.name === 'lato_cart',
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86_400 });
    const cart = await cartOf(cartCookieOf(answer)!);
    expect(cart.lines.map((line) => [line.product.name, line.interval, line.quantity])).toEqual([['Starter', 'year', 1]]);
    expect(cart.total_minor).toBe(49_000);
  });

  it('adds to the same cart when the visitor has one, and more of a line already in it', async () => {
    const cookie = await visitorWith({ product: String(catalogue.extraNumber.id), interval: 'month', quantity: '2' });
    const again = await post({ action: 'add', product: String(catalogue.extraNumber.id), interval: 'month', quantity: '3' }, { cookie });
    expect(again.headers.location).toBe('/cart');
    expect(cartCookieOf(again)).toBeUndefined();
    expect((await cartOf(cookie)).lines.map((line) => line.quantity)).toEqual([5]);
  });

  it("changes a line's quantity and removes it", async () => {
    const cookie = await visitorWith({ product: String(catalogue.minutes.id), interval: 'month' });
    const [line] = (await cartOf(cookie)).lines;
    expect((await post({ action: 'quantity', line: String(line!.id), quantity: '4' }, { cookie })).headers.location).toBe('/cart');
    expect((await cartOf(cookie)).lines[0]!.quantity).toBe(4);
    expect((await post({ action: 'remove', line: String(line!.id) }, { cookie })).headers.location).toBe('/cart');
    expect((await cartOf(cookie)).lines).toEqual([]);
  });

  it("never touches another visitor's line: it answers as a refusal", async () => {
    const owner = await visitorWith({ product: String(catalogue.website.id), interval: 'one_time' });
    const stranger = await visitorWith({ product: String(catalogue.growth.id), interval: 'month' });
    const [line] = (await cartOf(owner)).lines;
    const answer = await post({ action: 'remove', line: String(line!.id) }, { cookie: stranger });
    expect(answer.headers.location).toBe('/cart?error=cart_failed');
    expect((await cartOf(owner)).lines).toHaveLength(1);
  });

  it('applies a coupon and removes it', async () => {
    const cookie = await visitorWith({ product: String(catalogue.growth.id), interval: 'month' });
    expect((await post({ action: 'coupon', code: 'welcome10' }, { cookie })).headers.location).toBe('/cart');
    const discounted = await cartOf(cookie);
    expect(discounted.coupon?.code).toBe('WELCOME10');
    expect(discounted.discount_minor).toBe(1_490);
    expect((await post({ action: 'uncoupon' }, { cookie })).headers.location).toBe('/cart');
    expect((await cartOf(cookie)).coupon).toBeNull();
  });

  it.each([
    ['an unknown coupon', { action: 'coupon', code: 'NOPE' }, 'coupon_unknown'],
    ['an expired coupon', { action: 'coupon', code: 'EXPIRED20' }, 'coupon_expired'],
    ["a coupon of another currency than the cart's", { action: 'coupon', code: 'EUROS5' }, 'coupon_currency'],
    ['a product of another currency', { action: 'add', product: 'euroService', interval: 'one_time' }, 'currency_mismatch'],
    ['a draft', { action: 'add', product: 'draft', interval: 'month' }, 'product_unavailable'],
    ['an interval the product is not sold by', { action: 'add', product: 'website', interval: 'month' }, 'interval_unavailable'],
    ['a yearly add-on', { action: 'add', product: 'extraNumber', interval: 'year' }, 'interval_unavailable'],
    ['an unknown action', { action: 'empty' }, 'cart_failed'],
    ['a quantity beyond the most', { action: 'add', product: 'extraNumber', interval: 'month', quantity: '51' }, 'cart_failed'],
    ['a loosely written id', { action: 'add', product: '1e3', interval: 'month' }, 'cart_failed'],
  ] as const)('sends the visitor back to the cart saying why it refused %s', async (_case, fields, error) => {
    const cookie = await visitorWith({ product: String(catalogue.starter.id), interval: 'month' });
    const product = 'product' in fields ? (catalogue[fields.product as keyof typeof catalogue]?.id ?? fields.product) : undefined;
    const answer = await post(
      { ...fields, ...(product === undefined ? {} : { product: String(product) }) },
      { cookie, url: '/cart?lang=es' },
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/cart?lang=es&error=${error}`);
    expect((await cartOf(cookie)).lines).toHaveLength(1);
  });

  it('refuses a form sent from another site, or from nowhere it says, and changes nothing (the cookie is SameSite=Lax; the origin is checked)', async () => {
    const cookie = await visitorWith({ product: String(catalogue.starter.id), interval: 'month' });
    const [line] = (await cartOf(cookie)).lines;
    for (const origin of ['https://evil.example', 'null', 'https://lato.example.com.evil.example', null]) {
      const answer = await post({ action: 'remove', line: String(line!.id) }, { cookie, origin });
      expect(answer.statusCode, String(origin)).toBe(403);
      expect(cartCookieOf(answer)).toBeUndefined();
    }
    const foreignAdd = await post(
      { action: 'add', product: String(catalogue.growth.id), interval: 'month' },
      { origin: 'https://evil.example' },
    );
    expect(foreignAdd.statusCode).toBe(403);
    expect(cartCookieOf(foreignAdd)).toBeUndefined();
    expect((await cartOf(cookie)).lines).toHaveLength(1);
    // A browser that sends no Origin names the page in its Referer.
    const byReferer = await server.app.inject({
      method: 'POST',
      url: '/cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${BASE}/cart` },
      cookies: { lato_cart: cookie },
      payload: `action=remove&line=${line!.id}`,
    });
    expect(byReferer.headers.location).toBe('/cart');
    expect((await cartOf(cookie)).lines).toEqual([]);
  });

  it("takes the browser's fetch metadata first: a same-origin form posted with Origin null (our no-referrer policy) is ours, a cross-site one is not", async () => {
    const cookie = await visitorWith({ product: String(catalogue.starter.id), interval: 'month' });
    const [line] = (await cartOf(cookie)).lines;
    const send = (fetchSite: string) =>
      server.app.inject({
        method: 'POST',
        url: '/cart',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': fetchSite },
        cookies: { lato_cart: cookie },
        payload: `action=quantity&line=${line!.id}&quantity=3`,
      });
    for (const fetchSite of ['cross-site', 'same-site', 'none']) expect((await send(fetchSite)).statusCode, fetchSite).toBe(403);
    expect((await cartOf(cookie)).lines[0]!.quantity).toBe(1);
    expect((await send('same-origin')).headers.location).toBe('/cart');
    expect((await cartOf(cookie)).lines[0]!.quantity).toBe(3);
  });

  it("holds the pages' quantity inputs to the contract's most", () => {
    expect(CART_FORM_QUANTITY_MAX).toBe(CART_QUANTITY_MAX);
  });
});

describe("the shop's pages", () => {
  /** The page the server chose for an address, and the data it read for it (the stand-in renderer answers them). */
  const pageAt = async (address: string, cookie?: string) => {
    const answer = await get(address, cookie);
    return { answer, state: answer.json<SitePageState>() };
  };

  it('reads the catalogue for /products: only what is for sale, of the kind and in the order the address asks', async () => {
    const { answer, state } = await pageAt('/products?kind=service&sort=price_desc&lang=es');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const data = state.data as SitePageData['products'];
    expect(state).toMatchObject({ page: 'products', language: 'es', path: '/products' });
    expect([data.kind, data.sort]).toEqual(['service', 'price_desc']);
    expect(data.products.map((product) => product.name)).toEqual(['Sitio web', catalogue.euroService.nameEs]);
    // Anything else in the address is as if it were not given.
    const all = (await pageAt('/products?kind=everything&sort=cheapest')).state.data as SitePageData['products'];
    expect([all.kind, all.sort]).toEqual([null, 'featured']);
    expect(all.products.map((product) => product.name)).not.toContain('Enterprise');
    expect(all.products).toHaveLength(6);
  });

  it('reads a product for its page, and answers the not-found page for a draft or an id that is not one', async () => {
    const { answer, state } = await pageAt(`/products/${catalogue.starter.id}`);
    expect(answer.statusCode).toBe(200);
    expect(state.page).toBe('product');
    expect(state.data).toMatchObject({ id: catalogue.starter.id, name: 'Starter', yearly_price_minor: 49_000, trial_days: 14 });
    for (const address of [
      `/products/${catalogue.draft.id}`,
      '/products/99999',
      '/products/abc',
      '/products/0',
      '/products/99999999999',
      '/products/01',
    ]) {
      const missing = await pageAt(address);
      expect(missing.answer.statusCode, address).toBe(404);
      expect(missing.state.page, address).toBe('not-found');
    }
  });

  it('reads the plans and the add-ons for /pricing, by the month unless the address asks for the year', async () => {
    const monthly = (await pageAt('/pricing')).state;
    const data = monthly.data as SitePageData['pricing'];
    expect(monthly.page).toBe('pricing');
    expect(data.billing).toBe('month');
    expect(data.plans.map((plan) => plan.name)).toEqual(['Starter', 'Growth']);
    expect(data.addOns.map((addOn) => addOn.name)).toEqual(['Extra number', '500 minutes']);
    expect(((await pageAt('/pricing?billing=year')).state.data as SitePageData['pricing']).billing).toBe('year');
    expect(((await pageAt('/pricing?billing=weekly')).state.data as SitePageData['pricing']).billing).toBe('month');
  });

  it("shows the visitor's cart with the refusal it was sent back with, counts it in every page's header, and keeps it from caches", async () => {
    const cookie = await visitorWith({ product: String(catalogue.extraNumber.id), interval: 'month', quantity: '3' });
    const { answer, state } = await pageAt('/cart?error=coupon_expired', cookie);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.vary).toBe('Cookie');
    const data = state.data as SitePageData['cart'];
    expect(data.error).toBe('coupon_expired');
    expect(data.cart.lines.map((line) => [line.product.name, line.quantity])).toEqual([['Extra number', 3]]);
    expect(state.cartCount).toBe(3);
    expect(((await pageAt('/cart?error=whatever', cookie)).state.data as SitePageData['cart']).error).toBeNull();
    expect((await pageAt('/about-us', cookie)).state.cartCount).toBe(3);
    expect((await pageAt('/about-us')).state.cartCount).toBe(0);
    const checkout = await pageAt('/checkout', cookie);
    expect(checkout.answer.headers['cache-control']).toBe('private, no-store');
    expect((checkout.state.data as SitePageData['checkout']).cart.item_count).toBe(3);
  });

  it('shows an empty cart to a visitor without one, or with a cookie that names none', async () => {
    for (const cookie of [undefined, 'not-a-token', 'A'.repeat(43)]) {
      const { answer, state } = await pageAt('/cart', cookie);
      expect(answer.statusCode).toBe(200);
      expect((state.data as SitePageData['cart']).cart.lines).toEqual([]);
      expect(state.cartCount).toBe(0);
    }
  });

  it("reads a test payment's session for its page: what is paid, for what, and where its buttons lead", async () => {
    const owner = await server.createUser('CLIENT');
    const order = await placeOrder(server.database.db, await server.organisationOf(owner), [
      lineOf(catalogue.starter),
      lineOf(catalogue.extraNumber, 2),
    ]);
    const { answer, state } = await pageAt(`/pay/test/${order.providerSessionId}?lang=es`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(state.page).toBe('test-payment');
    expect(state.data).toMatchObject({
      session: order.providerSessionId,
      status: 'open',
      amount_minor: 4_900 + 2 * 1_500,
      currency: 'USD',
      description: 'Starter, Extra number × 2',
    });
  });

  it("answers the not-found page for a test payment session that does not exist, or is not a session's shape", async () => {
    for (const address of [
      '/pay/test/tps_abcdefghijklmnopqrstuvwx',
      '/pay/test/tps_short',
      '/pay/test/%00',
      '/pay/test/TPS_ABCDEFGHIJKLMNOPQRSTUVWX',
    ]) {
      const { answer, state } = await pageAt(address);
      expect(answer.statusCode, address).toBe(404);
      expect(state.page, address).toBe('not-found');
      expect(answer.headers['cache-control'], address).toBe('private, no-store');
    }
  });

  it('lists the catalogue and each product for sale in the sitemap, never a draft, the cart, checkout or a payment', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    for (const path of ['/products', '/pricing', `/products/${catalogue.starter.id}`, `/products/${catalogue.website.id}`]) {
      expect(sitemap).toContain(`<loc>${BASE}${path}</loc>`);
      expect(sitemap).toContain(`<loc>${BASE}${path}?lang=es</loc>`);
    }
    expect(sitemap).not.toContain(`/products/${catalogue.draft.id}<`);
    for (const path of ['/cart', '/checkout', '/pay/']) expect(sitemap).not.toContain(`${BASE}${path}`);
  });
});
