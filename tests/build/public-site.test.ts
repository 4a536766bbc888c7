import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@server/src/seed';
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

  it.each(['/pricing', '/cart', '/checkout', '/products', '/products/12'])(
    '%s is the not-found page inside the frame until the shop opens',
    async (address) => {
      const answer = await get(address);
      expect(answer.statusCode).toBe(404);
      expect(textOf(answer.body, 'h1')).toBe('Page not found');
      expect(textOf(answer.body, 'footer')).toContain('All rights reserved.');
    },
  );

  it.each([
    ['/career/%00', 404],
    ['/career/UPPER-case', 404],
    ['/faqs?q=a&q=b', 200],
    ['/faqs?q=%00', 200],
    ['/faqs?lang=es&lang=en', 200],
    ['/career/apply?position=a&position=b', 200],
    ['/about-us?lang=fr', 200],
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
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
