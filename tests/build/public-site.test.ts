import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@server/db/schema';
import { seedDemoData } from '@server/src/seed';
import { lineOf, placeOrder } from '@server/src/shop/payments/test-kit';
import { startTestServer, type TestServer } from '@server/test/harness';

/**
 * The public site as a search engine reads it: the built pages served by the real server on the
 * demo data, fetched without running any script. Each page's heading and text are in its HTML.
 */
let server: TestServer;
const BASE = 'https://lato.example.com';

beforeAll(async () => {
  server = await startTestServer({ staticDir: path.resolve('dist'), publicBaseUrl: BASE });
  await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
  // Starting a database and writing the whole demo takes a while on two cores.
}, 180_000);
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** The text a reader sees in an element of the HTML, tags and scripts removed. */
function textOf(html: string, tag: string): string {
  const match = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  return (match?.[1] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const PAGES = [
  { path: '/about-us', heading: 'We build software for businesses, and answer their phones', text: 'What Lato does' },
  { path: '/contact-us', heading: 'Contact us', text: 'Our offices' },
  { path: '/faqs', heading: 'Frequently asked questions', text: 'Lato AI' },
  { path: '/career', heading: 'Careers at Lato', text: 'Open positions' },
  { path: '/career/apply', heading: 'Apply to Lato', text: 'Send application' },
  { path: '/products', heading: 'Products', text: 'Starter' },
  { path: '/pricing', heading: 'Pricing', text: 'Compare the plans' },
];

describe('the public pages, read without JavaScript', () => {
  it.each(PAGES)('$path has its heading, its text, the footer and its own head', async ({ path: address, heading, text }) => {
    const answer = await get(address);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(textOf(answer.body, 'h1')).toBe(heading);
    expect(textOf(answer.body, 'main')).toContain(text);
    expect(textOf(answer.body, 'footer')).toContain('All rights reserved.');
    expect(answer.body).toContain(`<link rel="canonical" href="${BASE}${address}">`);
    expect(answer.body).toContain(`<link rel="alternate" hreflang="es" href="${BASE}${address}?lang=es">`);
    // The one inline script is allowed by its hash; no other inline script may run.
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    // Every file the page links is served.
    for (const [, file] of answer.body.matchAll(/(?:href|src)="(\/site\/assets\/[^"]+)"/g))
      expect((await get(file!)).statusCode, file).toBe(200);
  });

  it('writes each page in Spanish at its Spanish address', async () => {
    const answer = await get('/faqs?lang=es');
    expect(answer.body).toContain('<html lang="es"');
    expect(textOf(answer.body, 'h1')).toBe('Preguntas frecuentes');
  });

  it("shows an open position's own page, and the not-found page for one that is not open", async () => {
    const careers = (await get('/career')).body;
    const slug = /href="\/career\/([a-z0-9-]+)"/.exec(careers)?.[1];
    expect(slug).toBeDefined();
    const position = await get(`/career/${slug}`);
    expect(position.statusCode).toBe(200);
    expect(position.body).toContain('"@type":"JobPosting"');
    const closed = await get('/career/no-such-position');
    expect(closed.statusCode).toBe(404);
    expect(textOf(closed.body, 'h1')).toBe('Page not found');
    expect(closed.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers an address of the shop with no product (a draft, an unknown id, not an id) with the not-found page', async () => {
    for (const address of ['/products/999999', '/products/abc', '/products/0']) {
      const answer = await get(address);
      expect(answer.statusCode, address).toBe(404);
      expect(textOf(answer.body, 'h1')).toBe('Page not found');
      expect(textOf(answer.body, 'footer')).toContain('All rights reserved.');
    }
  });

  it.each([
    ['/career/%00', 404],
    ['/career/UPPER-case', 404],
    ['/faqs?q=a&q=b', 200],
    ['/faqs?q=%00', 200],
    ['/faqs?lang=es&lang=en', 200],
    ['/career/apply?position=a&position=b', 200],
    ['/about-us?lang=fr', 200],
    ['/products/%00', 404],
    ['/products?kind=a&kind=b&sort=%00', 200],
    ['/pricing?billing=%00', 200],
    ['/cart?error=%00', 200],
    ['/cart?error=a&error=b', 200],
    ['/pay/test/%00', 404],
    ['/pay/test/tps_abcdefghijklmnopqrstuvwx', 404],
  ])('answers %s with %i: bad input in an address never answers 5xx', async (address, status) => {
    expect((await get(address)).statusCode).toBe(status);
  });

  it('offers the dashboard to a visitor with a session, and signing in to one without', async () => {
    expect((await get('/about-us')).body).toContain('href="/login"');
    expect((await get('/about-us', { cookie: 'lato_session=1' })).body).toContain('href="/dashboard"');
  });

  it('lists the public pages and open positions in the sitemap, in both languages, and keeps crawlers out of the app', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    for (const page of PAGES) {
      expect(sitemap.body).toContain(`<loc>${BASE}${page.path}</loc>`);
      expect(sitemap.body).toContain(`<loc>${BASE}${page.path}?lang=es</loc>`);
    }
    expect(sitemap.body).toMatch(/<loc>https:\/\/lato\.example\.com\/career\/[a-z0-9-]+<\/loc>/);
    expect(sitemap.body).not.toContain('/dashboard');
    expect(sitemap.body).toMatch(/<loc>https:\/\/lato\.example\.com\/products\/\d+<\/loc>/);
    for (const own of ['/cart', '/checkout', '/pay/']) expect(sitemap.body).not.toContain(`${BASE}${own}`);
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe("the shop's pages, read and used without JavaScript", () => {
  /** A form of the shop's pages as the browser posts it, from the site, with the visitor's cart cookie. */
  const post = (url: string, fields: Record<string, string>, cookie?: string, origin = BASE) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      cookies: cookie ? { lato_cart: cookie } : {},
      payload: new URLSearchParams(fields).toString(),
    });
  const cartCookie = (answer: { cookies: unknown }) =>
    (answer.cookies as { name: string; value: string }[]).find((c) => c.name === 'lato_cart')?.value;

  it("draws a product's page with its price, what it includes, its Add to cart form and its structured data", async () => {
    const catalogue = (await get('/products')).body;
    const id = /href="\/products\/(\d+)"/.exec(catalogue)?.[1];
    expect(id).toBeDefined();
    const page = await get(`/products/${id}`);
    expect(page.statusCode).toBe(200);
    expect(textOf(page.body, 'h1')).toBe('Starter');
    expect(textOf(page.body, 'main')).toContain('$49 a month');
    expect(textOf(page.body, 'main')).toContain('Save $98');
    expect(page.body).toMatch(/<form[^>]*method="post"[^>]*action="\/cart"|<form[^>]*action="\/cart"[^>]*method="post"/);
    expect(page.body).toContain('"@type":"Product"');
    expect(page.body).toContain(`<link rel="canonical" href="${BASE}/products/${id}">`);
  });

  it('shows the plans by the year with their savings, and a table comparing them', async () => {
    const yearly = await get('/pricing?billing=year&lang=es');
    expect(yearly.statusCode).toBe(200);
    expect(textOf(yearly.body, 'h1')).toBe('Precios');
    expect(textOf(yearly.body, 'main')).toContain('Ahorra 98 US$');
    expect(yearly.body).toMatch(/<caption[^>]*>Compara los planes<\/caption>/);
    expect(yearly.body).toContain('<th scope="row"');
    expect(yearly.body).toContain('"@type":"ItemList"');
  });

  it('keeps the cart and checkout out of search engines and of caches', async () => {
    for (const address of ['/cart', '/checkout']) {
      const answer = await get(address);
      expect(answer.statusCode, address).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.body).toContain('<meta name="robots" content="noindex">');
      expect(answer.body).not.toContain('rel="canonical"');
    }
  });

  it('chooses a plan on the pricing page, counts it in the header, applies a coupon, says why another is refused, and sends the visitor to sign in to check out', async () => {
    const pricing = (await get('/pricing')).body;
    const starter = /name="product" value="(\d+)"/.exec(pricing)?.[1];
    expect(starter).toBeDefined();
    const chosen = await post('/cart', { action: 'add', product: starter!, interval: 'month' });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/cart');
    const cookie = cartCookie(chosen)!;
    const cart = await get('/cart', { cookie: `lato_cart=${cookie}` });
    expect(textOf(cart.body, 'main')).toContain('Starter');
    expect(textOf(cart.body, 'header')).toContain('(1 item)');
    expect((await post('/cart', { action: 'coupon', code: 'WELCOME10' }, cookie)).headers.location).toBe('/cart');
    expect(textOf((await get('/cart', { cookie: `lato_cart=${cookie}` })).body, 'main')).toContain('Discount (WELCOME10)');
    const refused = await post('/cart?lang=es', { action: 'coupon', code: 'EXPIRED20' }, cookie);
    expect(refused.headers.location).toBe('/cart?lang=es&error=coupon_expired');
    expect(textOf((await get(refused.headers.location as string, { cookie: `lato_cart=${cookie}` })).body, 'main')).toContain(
      'Este cupón ha caducado.',
    );
    const checkout = (await get('/checkout', { cookie: `lato_cart=${cookie}` })).body;
    expect(checkout).toContain('href="/login?from=/dashboard/cart"');
    expect(checkout).toContain('href="/register?from=/dashboard/cart"');
    // Another site's form is refused, whatever it asks.
    expect((await post('/cart', { action: 'uncoupon' }, cookie, 'https://evil.example')).statusCode).toBe(403);
  });

  it("draws the test provider's payment page for an order's session, whose buttons post to the provider", async () => {
    const owner = await server.createUser('CLIENT');
    const [product] = await server.database.db.select().from(products).where(eq(products.nameEn, 'Growth')).limit(1);
    const order = await placeOrder(server.database.db, await server.organisationOf(owner), [lineOf(product!)]);
    const page = await get(`/pay/test/${order.providerSessionId}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(textOf(page.body, 'main')).toContain('Test payment: no money moves');
    expect(textOf(page.body, 'h1')).toBe('Pay $149');
    expect(page.body).toContain(`action="/api/v1/shop/test-payments/${order.providerSessionId}/"`);
    const outcomes = [...page.body.matchAll(/<button[^>]*>/g)].flatMap(([button]) =>
      button.includes('name="outcome"') ? [/value="(\w+)"/.exec(button)?.[1]] : [],
    );
    expect(outcomes).toEqual(['pay', 'decline', 'cancel']);
  });
});
