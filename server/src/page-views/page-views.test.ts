import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { PageViewReport } from '@/api/contract/page-views';
import { pageViewSalts, pageViews } from '@server/db/schema';
import { cleanUps } from '@server/src/jobs/clean-ups';
import { startTestServer, type TestServer } from '@server/test/harness';
import { deleteOldPageViewSalts, visitorHashOf } from './daily-salt';
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
/** The salt row of a moment's UTC day. */
const eqDay = (moment: Date) => eq(pageViewSalts.day, moment.toISOString().slice(0, 10));

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
    const { id: _id, viewedAt, visitorHash: _hash, ...kept } = (await latest())!;
    expect(kept).toEqual({
      path: '/career/senior-frontend-engineer',
      referrerDomain: 'www.google.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'hiring-2026',
      language: 'es',
      deviceClass: 'tablet',
      browser: 'other',
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

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Reports a view from `address` with `userAgent`, and answers the row it kept. */
async function reportFrom(address: string, userAgent: string, path = '/faqs') {
  expect((await report(view({ path }), { remoteAddress: address, headers: { 'user-agent': userAgent } })).statusCode).toBe(204);
  return (await latest())!;
}

describe('telling visitors apart for a day, without keeping who they are', () => {
  it('keeps a hash of the day’s salt, the address, the user agent and the host: 32 hex characters', async () => {
    const address = nextAddress();
    const row = await reportFrom(address, CHROME);
    const [salt] = await server.database.db.select().from(pageViewSalts).where(eqDay(row.viewedAt));
    const expected = createHash('sha256').update([salt!.salt, address, CHROME, 'lato.example.com'].join('\n')).digest('hex').slice(0, 32);
    expect(row.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(row.visitorHash).toBe(expected);
  });

  it('gives the same visitor the same hash all day, and another address or another browser another hash', async () => {
    const address = nextAddress();
    const first = await reportFrom(address, CHROME, '/pricing');
    const again = await reportFrom(address, CHROME, '/about-us');
    const otherBrowser = await reportFrom(address, FIREFOX);
    const otherAddress = await reportFrom(nextAddress(), CHROME);
    expect(again.visitorHash).toBe(first.visitorHash);
    expect(otherBrowser.visitorHash).not.toBe(first.visitorHash);
    expect(otherAddress.visitorHash).not.toBe(first.visitorHash);
  });

  it('gives the same visitor an unrelated hash the next day, from that day’s salt', async () => {
    const { db } = server.database;
    const signals = { address: '198.51.100.7', userAgent: CHROME, host: 'lato.example.com' };
    const monday = await visitorHashOf(db, new Date('2026-03-02T23:59:00Z'), signals);
    expect(await visitorHashOf(db, new Date('2026-03-02T00:01:00Z'), signals)).toBe(monday);
    expect(await visitorHashOf(db, new Date('2026-03-03T00:01:00Z'), signals)).not.toBe(monday);
    const salts = await db.select().from(pageViewSalts);
    expect(
      salts
        .filter((salt) => salt.day.startsWith('2026-03-0'))
        .map((salt) => salt.day)
        .sort(),
    ).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('keeps the browser’s family, never the user agent nor the address', async () => {
    const address = '203.0.113.250';
    for (const [agent, family] of [
      [CHROME, 'chrome'],
      [FIREFOX, 'firefox'],
      [SAFARI, 'safari'],
      ['', 'other'],
    ] as const) {
      const row = await reportFrom(address, agent);
      expect(row.browser, agent).toBe(family);
      const kept = JSON.stringify(row);
      expect(kept).not.toContain(address);
      expect(kept).not.toContain('Mozilla');
    }
  });

  it('deletes the salts of the days before today, every hour, so a past day’s hashes can no longer be traced', async () => {
    const { db } = server.database;
    const now = server.app.clock();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await db
      .insert(pageViewSalts)
      .values([-2, -1, 0].map((offset) => ({ day: day(offset), salt: `salt ${offset}` })))
      .onConflictDoNothing();
    const job = cleanUps(server.app).find((candidate) => candidate.name === 'clean-up-page-view-salts')!;
    expect(job.cron).toBe('4 * * * *');
    await job.run();
    const days = (await db.select().from(pageViewSalts)).map((salt) => salt.day);
    expect(days).not.toContain(day(-2));
    expect(days).toContain(day(0));
  });

  it('keeps yesterday’s salt for the first two minutes of today, for a process whose clock is a moment behind', async () => {
    const { db } = server.database;
    const midnight = new Date(Date.UTC(2030, 0, 2));
    await db.insert(pageViewSalts).values({ day: '2030-01-01', salt: 'late' }).onConflictDoNothing();
    const days = async () => (await db.select().from(pageViewSalts)).map((salt) => salt.day);
    await deleteOldPageViewSalts(db, new Date(midnight.getTime() + 60_000));
    expect(await days()).toContain('2030-01-01');
    await deleteOldPageViewSalts(db, new Date(midnight.getTime() + 3 * 60_000));
    expect(await days()).not.toContain('2030-01-01');
  });
});
