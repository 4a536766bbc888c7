import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceClass, SiteLanguage } from '@/api/contract/site-values';
import type { BrowserFamily, SiteBreakdownResult, SiteLive, SitePages, SiteSummary, SiteTraffic } from '@/api/contract/site-analytics';
import { pageViews } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

/*
 * A small fixture of page views whose every figure is worked out by hand below. The period read
 * most is Monday 9 to Sunday 15 March 2026 (UTC); the one before it is 2 to 8 March.
 */

const NOW = new Date('2026-06-10T12:00:00Z');
const A = '/api/v1/analytics/site';

interface Visitor {
  browser: BrowserFamily | null;
  deviceClass: DeviceClass;
  language: SiteLanguage;
}
const VISITORS: Record<string, Visitor> = {
  a: { browser: 'chrome', deviceClass: 'desktop', language: 'en' },
  b: { browser: 'firefox', deviceClass: 'mobile', language: 'es' },
  c: { browser: 'safari', deviceClass: 'mobile', language: 'en' },
  d: { browser: 'edge', deviceClass: 'desktop', language: 'es' },
  e: { browser: 'chrome', deviceClass: 'mobile', language: 'en' },
  f: { browser: 'safari', deviceClass: 'desktop', language: 'en' },
  g: { browser: 'chrome', deviceClass: 'desktop', language: 'en' },
  h: { browser: 'chrome', deviceClass: 'desktop', language: 'en' },
  i: { browser: 'chrome', deviceClass: 'desktop', language: 'en' },
  // Views counted before hashes were kept: no visitor, no browser; each is a session of its own.
  none: { browser: null, deviceClass: 'tablet', language: 'en' },
};

/** One view: who (a key of VISITORS), when (UTC), where, and where from. */
function view(
  who: keyof typeof VISITORS,
  at: string,
  path: string,
  referrerDomain: string | null = null,
  utmCampaign: string | null = null,
) {
  return {
    visitorHash: who === 'none' ? null : `visitor-${who}`.padEnd(32, '0'),
    viewedAt: new Date(`${at}Z`),
    path,
    referrerDomain,
    utmCampaign,
    ...VISITORS[who]!,
  };
}

const FIXTURE = [
  // a: session A1 (3 views, 600 s, from Google on the spring campaign; its later views' referrers do not count)…
  view('a', '2026-03-09T10:00:00', '/pricing', 'www.google.com', 'spring'),
  view('a', '2026-03-09T10:02:00', '/faqs', 'www.bing.com'),
  view('a', '2026-03-09T10:10:00', '/contact-us'),
  // … then 30 minutes exactly: session A2 (2 views 29:59 apart, 1799 s, direct).
  view('a', '2026-03-09T10:40:00', '/pricing'),
  view('a', '2026-03-09T11:09:59', '/about-us'),
  // b: B1 (one view, from Google), then two days later B2 (2 views, 300 s, direct).
  view('b', '2026-03-10T08:00:00', '/faqs', 'www.google.com'),
  view('b', '2026-03-12T09:00:00', '/pricing'),
  view('b', '2026-03-12T09:05:00', '/faqs'),
  // Two views without a visitor, 30 s apart: two sessions, N1 (direct) and N2 (from Google).
  view('none', '2026-03-11T12:00:00', '/pricing'),
  view('none', '2026-03-11T12:00:30', '/pricing', 'www.google.com'),
  // c: C1 starts ten minutes before the period ends (UTC); its second view is on the 16th, outside.
  view('c', '2026-03-15T23:50:00', '/career', 'www.linkedin.com', 'spring'),
  view('c', '2026-03-16T00:10:00', '/career/apply'),
  // d: D1 at 3 a.m. UTC on the 9th, still the 8th in Mexico City.
  view('d', '2026-03-09T03:00:00', '/faqs'),
  // The period before: E1 (2 views, 60 s, from Google), F1 (one view), G1 (one view, 15 minutes before
  // the period starts: its next view, G2, is the period's own session since each period is cut alone).
  view('e', '2026-03-03T09:00:00', '/pricing', 'www.google.com'),
  view('e', '2026-03-03T09:01:00', '/faqs'),
  view('f', '2026-03-05T15:00:00', '/about-us'),
  view('g', '2026-03-08T23:50:00', '/pricing'),
  view('g', '2026-03-09T00:05:00', '/faqs'),
  // Outside both periods: the first of March, and April 2025 (the month series' period before).
  view('h', '2026-03-01T12:00:00', '/pricing'),
  view('i', '2025-04-15T12:00:00', '/pricing'),
];

/** Views around NOW, for the live widget: the seconds before NOW each was counted. */
const LIVE = [
  view('a', '2026-06-10T11:59:30', '/pricing'), // x, minute 0
  view('a', '2026-06-10T11:58:30', '/faqs'), // x again, minute 1
  view('b', '2026-06-10T11:56:00', '/pricing'), // minute 4
  view('none', '2026-06-10T11:55:01', '/pricing'), // 299 s ago: minute 4
  view('c', '2026-06-10T11:55:00', '/pricing'), // 300 s ago: minute 5, no longer online
  view('a', '2026-06-10T11:30:01', '/pricing'), // minute 29
  view('d', '2026-06-10T11:30:00', '/pricing'), // 30 minutes ago: out
  view('e', '2026-06-10T12:01:00', '/pricing'), // after now: out
];

let server: TestServer;
const tokens = {} as Record<'dev' | 'ceo' | 'client', string>;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => NOW });
  tokens.dev = (await signIn(server.app, (await server.createUser('DEV')).email)).access;
  tokens.ceo = (await signIn(server.app, (await server.createUser('CEO')).email)).access;
  tokens.client = (await signIn(server.app, (await server.createUser('CLIENT')).email)).access;
  await server.database.db.insert(pageViews).values([...FIXTURE, ...LIVE]);
});
afterAll(() => server.close());

const call = (url: string, token: string | null = tokens.dev) =>
  server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function get<T>(url: string): Promise<T> {
  const response = await call(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const MARCH = 'from=2026-03-09&to=2026-03-15';
const figure = (value: number | null, previous: number | null = null) => ({
  value: value === null ? null : expect.closeTo(value, 9),
  previous: previous === null ? null : expect.closeTo(previous, 9),
});

describe('the summary', () => {
  it('counts sessions split by 30 minutes away, page views, the bounce rate and the average session', async () => {
    // A1 A2 B1 B2 N1 N2 C1 D1 G2: 13 views; six of one view; 600 + 1799 + 300 seconds over nine.
    expect(await get<SiteSummary>(`${A}/summary/?${MARCH}`)).toEqual({
      sessions: figure(9),
      page_views: figure(13),
      bounce_rate: figure(6 / 9),
      session_seconds: figure(2699 / 9),
    });
  });

  it('gives the period before’s figures when compared: E1 F1 G1, 4 views, 60 seconds over three', async () => {
    expect(await get<SiteSummary>(`${A}/summary/?${MARCH}&compare=true`)).toEqual({
      sessions: figure(9, 3),
      page_views: figure(13, 4),
      bounce_rate: figure(6 / 9, 2 / 3),
      session_seconds: figure(2699 / 9, 60 / 3),
    });
  });

  it('reads the days in the reader’s time zone: in Mexico City (UTC-6) D1 and G2 fall on the 8th, C1 keeps its second view', async () => {
    // A1 A2 B1 B2 N1 N2 and C1 of 2 views (1200 s): 12 views.
    expect(await get<SiteSummary>(`${A}/summary/?${MARCH}&time_zone=America/Mexico_City`)).toEqual({
      sessions: figure(7),
      page_views: figure(12),
      bounce_rate: figure(3 / 7),
      session_seconds: figure(3899 / 7),
    });
  });

  it('counts a one-view session as 0 seconds: only such sessions make an average of 0 and a bounce rate of 1', async () => {
    // B1, N1, N2.
    expect(await get<SiteSummary>(`${A}/summary/?from=2026-03-10&to=2026-03-11`)).toEqual({
      sessions: figure(3),
      page_views: figure(3),
      bounce_rate: figure(1),
      session_seconds: figure(0),
    });
  });

  it('answers zeros, and no rate nor average, for a period without views', async () => {
    expect(await get<SiteSummary>(`${A}/summary/?from=2025-01-01&to=2025-01-07&compare=true`)).toEqual({
      sessions: figure(0, 0),
      page_views: figure(0, 0),
      bounce_rate: figure(null),
      session_seconds: figure(null),
    });
  });
});

describe('the traffic series', () => {
  const point = (start: string, page_views: number, sessions: number, previous: [number, number] | null = null) => ({
    start,
    page_views,
    sessions,
    previous_page_views: previous?.[0] ?? null,
    previous_sessions: previous?.[1] ?? null,
  });

  it('draws every day of a short period, empty days too, with the period before’s day of the same rank', async () => {
    expect(await get<SiteTraffic>(`${A}/traffic/?${MARCH}&compare=true`)).toEqual({
      unit: 'day',
      points: [
        point('2026-03-09', 7, 4, [0, 0]),
        point('2026-03-10', 1, 1, [2, 1]),
        point('2026-03-11', 2, 2, [0, 0]),
        point('2026-03-12', 2, 1, [1, 1]),
        point('2026-03-13', 0, 0, [0, 0]),
        point('2026-03-14', 0, 0, [0, 0]),
        point('2026-03-15', 1, 1, [1, 1]),
      ],
    });
  });

  it('draws the reader’s days in their time zone', async () => {
    expect(await get<SiteTraffic>(`${A}/traffic/?${MARCH}&time_zone=America/Mexico_City`)).toEqual({
      unit: 'day',
      points: [
        point('2026-03-09', 5, 2),
        point('2026-03-10', 1, 1),
        point('2026-03-11', 2, 2),
        point('2026-03-12', 2, 1),
        point('2026-03-13', 0, 0),
        point('2026-03-14', 0, 0),
        point('2026-03-15', 2, 1),
      ],
    });
  });

  it('draws weeks from Monday for four months, from the week holding the first day; a session counts in its first view’s week', async () => {
    const traffic = await get<SiteTraffic>(`${A}/traffic/?from=2026-01-01&to=2026-04-30`);
    expect(traffic.unit).toBe('week');
    // One period cut alone: G1 and G2 are one session of the week of the 2nd; C's session (11 and 12) of the 9th.
    const counted: Record<string, [number, number]> = {
      '2026-02-23': [1, 1],
      '2026-03-02': [4, 3],
      '2026-03-09': [13, 8],
      '2026-03-16': [1, 0],
    };
    const mondays = Array.from({ length: 18 }, (_, i) => new Date(Date.UTC(2025, 11, 29 + 7 * i)).toISOString().slice(0, 10));
    expect(traffic.points).toEqual(mondays.map((monday) => point(monday, ...(counted[monday] ?? [0, 0]))));
  });

  it('draws months for a longer period; a month the period before has not carries null', async () => {
    // 31 October 2025 to 1 June 2026: nine months; the period before (31 March to 30 October 2025), eight.
    const traffic = await get<SiteTraffic>(`${A}/traffic/?from=2025-10-31&to=2026-06-01&compare=true`);
    expect(traffic).toEqual({
      unit: 'month',
      points: [
        point('2025-10-01', 0, 0, [0, 0]),
        point('2025-11-01', 0, 0, [1, 1]),
        point('2025-12-01', 0, 0, [0, 0]),
        point('2026-01-01', 0, 0, [0, 0]),
        point('2026-02-01', 0, 0, [0, 0]),
        point('2026-03-01', 19, 12, [0, 0]),
        point('2026-04-01', 0, 0, [0, 0]),
        point('2026-05-01', 0, 0, [0, 0]),
        point('2026-06-01', 0, 0),
      ],
    });
  });
});

describe('the breakdowns', () => {
  const breakdown = (dimension: string, query = '') => get<SiteBreakdownResult>(`${A}/breakdown/${dimension}/?${MARCH}${query}`);
  const row = (key: string | null, sessions: number, page_views: number, previous_sessions: number | null = null) => ({
    key,
    sessions,
    page_views,
    previous_sessions,
  });

  it('groups sessions by their first view’s referrer, a direct visit as null, with the period before’s', async () => {
    expect(await breakdown('referrer', '&compare=true')).toEqual({
      rows: [row(null, 5, 7, 2), row('www.google.com', 3, 5, 1), row('www.linkedin.com', 1, 1, 0)],
      other_sessions: 0,
      total_sessions: 9,
    });
  });

  it('shows at most `limit` keys and counts the sessions of the others', async () => {
    expect(await breakdown('referrer', '&limit=2')).toEqual({
      rows: [row(null, 5, 7), row('www.google.com', 3, 5)],
      other_sessions: 1,
      total_sessions: 9,
    });
  });

  it('groups by browser, the unrecorded last among equals, then by name', async () => {
    expect(await breakdown('browser', '&compare=true')).toEqual({
      rows: [row('chrome', 3, 6, 2), row('firefox', 2, 3, 0), row(null, 2, 2, 0), row('edge', 1, 1, 0), row('safari', 1, 1, 1)],
      other_sessions: 0,
      total_sessions: 9,
    });
  });

  it('groups by device and by language', async () => {
    expect(await breakdown('device')).toEqual({
      rows: [row('desktop', 4, 7), row('mobile', 3, 4), row('tablet', 2, 2)],
      other_sessions: 0,
      total_sessions: 9,
    });
    expect(await breakdown('language')).toEqual({ rows: [row('en', 6, 9), row('es', 3, 4)], other_sessions: 0, total_sessions: 9 });
  });

  it('groups by campaign, leaving out the sessions that came without one', async () => {
    expect(await breakdown('campaign')).toEqual({ rows: [row('spring', 2, 4)], other_sessions: 0, total_sessions: 2 });
  });

  it('answers an empty breakdown for a period without views', async () => {
    expect(await get(`${A}/breakdown/referrer/?from=2025-01-01&to=2025-01-07`)).toEqual({ rows: [], other_sessions: 0, total_sessions: 0 });
  });
});

describe('the pages', () => {
  const page = (path: string, page_views: number, entries: number, bounce_rate: number | null, average_seconds: number | null) => ({
    path,
    page_views,
    entries,
    bounce_rate: bounce_rate === null ? null : expect.closeTo(bounce_rate, 9),
    average_seconds: average_seconds === null ? null : expect.closeTo(average_seconds, 9),
  });

  it('ranks pages by views, then path, with the sessions entering on them, their bounces and the time to the next page', async () => {
    expect(await get<SitePages>(`${A}/pages/?${MARCH}`)).toEqual({
      rows: [
        // Entered by B1 D1 G2, all bounced; only a's view was followed (8 minutes).
        page('/faqs', 5, 3, 1, 480),
        // Entered by A1 A2 B2 N1 N2 (N1 N2 bounced); followed after 120, 1799 and 300 s.
        page('/pricing', 5, 5, 2 / 5, 2219 / 3),
        // The last views of their sessions; C1's next view is outside the period.
        page('/about-us', 1, 0, null, null),
        page('/career', 1, 1, 1, null),
        page('/contact-us', 1, 0, null, null),
      ],
    });
  });

  it('shows at most `limit` pages', async () => {
    const pages = await get<SitePages>(`${A}/pages/?${MARCH}&limit=2`);
    expect(pages.rows.map((row) => row.path)).toEqual(['/faqs', '/pricing']);
  });
});

describe('the live widget', () => {
  it('counts the visitors of the last five minutes and of each of the last thirty, the oldest first, by the app’s clock', async () => {
    const perMinute = Array.from({ length: 30 }, () => 0);
    // Index 29 - minutes ago: a at 0, 1 and 29; b and a view without a visitor at 4; c at 5.
    Object.assign(perMinute, { 0: 1, 24: 1, 25: 2, 28: 1, 29: 1 });
    expect(await get<SiteLive>(`${A}/live/`)).toEqual({ visitors: 3, per_minute: perMinute });
  });
});

describe('who may read the analytics, and what is refused', () => {
  const ENDPOINTS = [
    `${A}/summary/?${MARCH}`,
    `${A}/live/`,
    `${A}/traffic/?${MARCH}`,
    `${A}/breakdown/referrer/?${MARCH}`,
    `${A}/pages/?${MARCH}`,
  ];

  it('answers every staff member, refuses a client (403) and anyone signed out (401)', async () => {
    for (const url of ENDPOINTS) {
      expect((await call(url, null)).statusCode, url).toBe(401);
      expect((await call(url, tokens.client)).statusCode, url).toBe(403);
      expect((await call(url, tokens.dev)).statusCode, url).toBe(200);
      expect((await call(url, tokens.ceo)).statusCode, url).toBe(200);
    }
  });

  it('refuses a period that ends before it starts, one over 366 days, a bad date or time zone, a limit over 50, with 400 and the field’s code', async () => {
    const cases: [string, string, string][] = [
      [`${A}/summary/?from=2026-03-15&to=2026-03-09`, 'to', 'end_before_start'],
      [`${A}/traffic/?from=2025-01-01&to=2026-01-02`, 'to', 'too_large'],
      [`${A}/summary/?from=2026-02-30&to=2026-03-09`, 'from', 'invalid_format'],
      [`${A}/traffic/?${MARCH}&time_zone=Mars/Olympus_Mons`, 'time_zone', 'invalid_choice'],
      [`${A}/summary/?${MARCH}&time_zone=%2B01:00`, 'time_zone', 'invalid_choice'],
      // Known to the runtime's list, not to PostgreSQL's: refused all the same, not a server error.
      [`${A}/pages/?${MARCH}&time_zone=US/Pacific-New`, 'time_zone', 'invalid_choice'],
      [`${A}/traffic/?${MARCH}&time_zone=US/Pacific-New`, 'time_zone', 'invalid_choice'],
      [`${A}/breakdown/browser/?${MARCH}&limit=51`, 'limit', 'too_large'],
      [`${A}/pages/?${MARCH}&limit=51`, 'limit', 'too_large'],
      [`${A}/pages/?${MARCH}&limit=0`, 'limit', 'too_small'],
      [`${A}/summary/?from=2026-03-09`, 'to', 'required'],
    ];
    for (const [url, field, code] of cases) {
      const response = await call(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual({ [field]: [code] });
    }
    // 366 days, a leap year's, is still taken.
    expect((await call(`${A}/traffic/?from=2024-01-01&to=2024-12-31`)).statusCode).toBe(200);
  });

  it('answers a breakdown it does not know as an address that names nothing (404), as every malformed path part is', async () => {
    const response = await call(`${A}/breakdown/country/?${MARCH}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
