import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import type { PageViewReport } from '@/api/contract/page-views';
import { pageViews } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';
import { PAGE_VIEWS_PER_MINUTE } from './routes';

const URL = '/api/v1/site/page-views/';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicBaseUrl: 'https://www.lato.example' });
});
afterAll(() => server.close());

let sequence = 0;
/** A client address of its own, so each report counts against nobody else's limit. */
const nextAddress = () => `203.0.113.${(sequence += 1)}`;

const view = (extra: Partial<PageViewReport> = {}): PageViewReport => ({
  path: '/faqs',
  referrer: '',
  language: 'en',
  device_class: 'mobile',
  ...extra,
});

const report = (
  payload: object,
  { headers = {}, remoteAddress = nextAddress() }: { headers?: Record<string, string>; remoteAddress?: string } = {},
) => server.app.inject({ method: 'POST', url: URL, payload, remoteAddress, headers: { host: 'lato.example.com', ...headers } });

const latest = async () => (await server.database.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1))[0];
const viewCount = () => server.database.db.$count(pageViews);

describe('counting a view of a public page', () => {
  it('keeps the path, the referring site’s host name only, the campaign’s tags, the language and the device class; no cookie, no address', async () => {
    const response = await report(
      view({
        path: '/career/senior-frontend-engineer/',
        referrer: 'https://www.Google.com/search?q=lato+agency+jobs&client=ana',
        utm_source: ' linkedin ',
        utm_medium: 'social',
        utm_campaign: 'hiring-2026',
        language: 'es',
        device_class: 'tablet',
      }),
      { headers: { cookie: 'refresh_token=abc', 'user-agent': 'Probe/1.0' } },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    const { id: _id, viewedAt, ...kept } = (await latest())!;
    expect(kept).toEqual({
      path: '/career/senior-frontend-engineer',
      referrerDomain: 'www.google.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'hiring-2026',
      language: 'es',
      deviceClass: 'tablet',
    });
    expect(Date.now() - viewedAt.getTime()).toBeLessThan(60_000);
  });

  it('keeps no referrer for a direct visit, nor for a move from our own pages, by the host asked or the public address', async () => {
    for (const referrer of ['', 'https://lato.example.com/about-us', 'http://www.lato.example/pricing?lang=es']) {
      expect((await report(view({ referrer, path: '/pricing' }))).statusCode, referrer).toBe(204);
      expect(await latest(), referrer).toMatchObject({ path: '/pricing', referrerDomain: null, utmSource: null });
    }
  });

  it('counts every page of the public site', async () => {
    const paths = [
      '/about-us',
      '/contact-us',
      '/faqs',
      '/pricing',
      '/cart',
      '/checkout',
      '/career',
      '/career/apply',
      '/career/support-engineer-2',
      '/products',
      '/products/42',
    ];
    for (const path of paths) {
      expect((await report(view({ path }))).statusCode, path).toBe(204);
      expect((await latest())!.path).toBe(path);
    }
  });

  it('keeps nothing, and answers the same, for a visitor who asks not to be tracked (Do Not Track or Global Privacy Control)', async () => {
    const before = await viewCount();
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const response = await report(view(), { headers });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect(await viewCount()).toBe(before);
    expect((await report(view(), { headers: { dnt: '0' } })).statusCode).toBe(204);
    expect(await viewCount()).toBe(before + 1);
  });

  it('refuses each field that fails its check with 400 and its code, and keeps nothing', async () => {
    const before = await viewCount();
    const cases: [string, object, string, string][] = [
      ['no path', { ...view(), path: undefined }, 'path', 'required'],
      ['a page of the app, not of the site', view({ path: '/dashboard' }), 'path', 'invalid_format'],
      ['a path with its query', view({ path: '/faqs?x=1' }), 'path', 'invalid_format'],
      ['a slug with capitals', view({ path: '/career/Senior_Engineer' }), 'path', 'invalid_format'],
      ['a path too long', view({ path: `/career/${'a'.repeat(200)}` }), 'path', 'too_long'],
      ['a referrer that is no address', view({ referrer: 'not a url' }), 'referrer', 'invalid_format'],
      ['a referrer that is a script', view({ referrer: 'javascript:alert(1)' }), 'referrer', 'invalid_format'],
      ['a tag too long', view({ utm_campaign: 'c'.repeat(101) }), 'utm_campaign', 'too_long'],
      ['a language the site is not in', { ...view(), language: 'fr' }, 'language', 'invalid_choice'],
      ['a device class it does not know', { ...view(), device_class: 'watch' }, 'device_class', 'invalid_choice'],
      ['a field it does not take', { ...view(), user_agent: 'Probe/1.0' }, 'user_agent', 'unknown_field'],
    ];
    for (const [label, payload, field, code] of cases) {
      const response = await report(payload);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().errors, label).toEqual({ [field]: [code] });
    }
    expect(await viewCount()).toBe(before);
  });

  it('answers 429 past its limit per client address, keeping nothing more, while other addresses are still counted', async () => {
    const address = nextAddress();
    for (let i = 0; i < PAGE_VIEWS_PER_MINUTE; i += 1) expect((await report(view(), { remoteAddress: address })).statusCode).toBe(204);
    const before = await viewCount();
    const refused = await report(view(), { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(await viewCount()).toBe(before);
    expect((await report(view())).statusCode).toBe(204);
  });
});
