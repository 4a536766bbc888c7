import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignRows, MarketingChannel, MarketingChannels, MarketingSummary } from '@/api/contract/marketing';
import { ACCESS, type Role } from '@/api/contract/roles';
import { campaigns, inquiries, orders, organisations, pageViews, type UserRow } from '@server/db/schema';
import { expectAccessByRoleTable, getAs, readAs, signInEveryRole, startTestServer, type TestServer } from '@server/test/harness';

/*
 * A small fixture whose every figure is worked out by hand below. The period read is Monday 9 to
 * Sunday 15 March 2026 (UTC: 9th 00:00 to 16th 00:00); the one before it is 2 to 8 March. Madrid is
 * UTC+1 then (summer time starts on the 29th): its period runs from 8th 23:00 to 15th 23:00 UTC,
 * the one before from 1st 23:00 to 8th 23:00 UTC.
 *
 * Page views (UTC; visitor; referrer; utm_campaign; utm_medium) and the sessions they make:
 * - V1  a 9th 10:00     www.google.com   'Spring-Update' cpc  -> S1 starts: paid, spring-update (lower-cased)
 * - V2  a 9th 10:10     l.facebook.com   brand-search         -> S1 (10 min later): a later view's tags do not count
 * - V3  a 9th 10:39:59  -                                     -> S1 (29:59 later)
 * - V4  a 9th 11:10     www.google.es    spring-update        -> S2 (30:01 later): search, spring-update
 * - V5  b 10th 08:00    l.facebook.com   hiring-2026          -> S3: social
 * - V6  b 10th 12:00    -                spring-update newsletter -> S4: email
 * - V7  c 11th 09:00    news.ycombinator.com                  -> S5: referral
 * - V8  d 11th 10:00    news.ycombinator.com                  -> S6: referral
 * - V9  e 12th 10:00    blog.example.org partner-blog         -> S7: referral; a code no campaign has
 * - V10 f 12th 11:00    a.example.com                         -> S8: referral
 * - V11 g 13th 12:00    zz.example.net                        -> S9: referral
 * - V12 (no hash) 14th 15:00                                  -> S10: direct
 * - V13 c 15th 23:30    -                'BRAND-SEARCH' cpc   -> S11: paid, brand-search (Madrid's 16th)
 * - V14 q 15th 23:40    -                                     -> S12: direct (Madrid's 16th)
 * - V15 h 8th 23:30     www.bing.com     hiring-2026          -> H: search; UTC's period before, Madrid's 9th
 * - V16 i 3rd 09:00     www.google.com   spring-update cpc    -> P1: paid
 * - V17 j 5th 14:00     -                                     -> P2: direct
 * - V18 k 1st 23:30     -                brand-search         -> K: direct; outside UTC's periods, Madrid's 2nd
 * - V19 l 16th 10:00 and V20 m 20 February (spring-update): outside every period read.
 *
 * UTC: sessions S1–S12 = 12, with a code S1 S2 S3 S4 S7 S11 = 6; before: P1 P2 H = 3, with a code P1 H = 2.
 *   By code: spring-update S1 S2 S4 = 3 (before P1 = 1), hiring-2026 S3 = 1 (before H = 1),
 *   brand-search S11 = 1 (before 0).
 *   Channels: paid S1 S11 = 2 (before P1 = 1; referrers www.google.com 1), email S4 = 1, social S3 = 1
 *   (l.facebook.com 1), search S2 = 1 (before H = 1; www.google.es 1: www.bing.com only had the period
 *   before's), referral S5–S9 = 5 (news.ycombinator.com 2, then a.example.com 1 and blog.example.org 1
 *   by name; zz.example.net, the fourth, left out), direct S10 S12 = 2 (before P2 = 1). Total 12.
 * Madrid: sessions S1–S10 and H = 11, with a code S1 S2 S3 S4 S7 H = 6; before: P1 P2 K = 3, with a code P1 K = 2.
 *   By code: spring-update 3 (before 1), hiring-2026 S3 H = 2 (before 0), brand-search 0 (before K = 1).
 *   Channels: paid S1 = 1 (before P1 = 1), email 1, social 1, search S2 H = 2 (www.bing.com 1,
 *   www.google.es 1 by name), referral 5, direct S10 = 1 (before P2 K = 2). Total 11.
 *
 * Inquiries (created, UTC; campaign): I1 10th 12:00 spring-update; I2 15th 23:30 spring-update
 * (Madrid's 16th); I3 5th hiring-2026; I4 8th 23:30 brand-search (Madrid's 9th); I5 11th without one;
 * I6 20th spring-update (after); I7 12th partner-blog.
 *   UTC: I1 I2 I7 = 3 (spring-update 2), before I3 I4 = 2. Madrid: I1 I4 I7 = 3 (spring-update 1,
 *   brand-search 1), before I3 = 1.
 * Sign-ups (account made, UTC; campaign): U1 11th spring-update; U2 13th hiring-2026; U3 4th
 * hiring-2026; U4 12th without one; U5 10 January brand-search.
 *   Both zones: U1 U2 = 2 (spring-update 1, hiring-2026 1), before U3 = 1.
 * Orders (paid, UTC; campaign): O1 14th spring-update; O2 15th 23:10 brand-search (Madrid's 16th);
 * O3 spring-update, placed the 12th and never paid; O4 2nd 12:00 hiring-2026; O5 1st 23:30
 * hiring-2026 (Madrid's 2nd); O6 spring-update, placed 20 February, paid the 10th; O7 11th without one.
 *   UTC: O1 O2 O6 = 3 (spring-update 2, brand-search 1), before O4 = 1.
 *   Madrid: O1 O6 = 2 (spring-update 2), before O4 O5 = 2.
 *
 * Summary, UTC: campaign visits 6 (2), visits 12 (3), inquiries 3 (2), sign-ups 2 (1), orders 3 (1).
 * Summary, Madrid: campaign visits 6 (2), visits 11 (3), inquiries 3 (1), sign-ups 2 (1), orders 2 (2).
 *
 * Campaigns, the latest start first, then the latest made: black-friday-2026 (starts 20 November;
 * nothing), brand-search (1 March, made after spring-update), spring-update (1 March), hiring-2026
 * (1 February).
 *   UTC (visits, inquiries, sign-ups, orders, visits before): black-friday 0 0 0 0 (0); brand-search
 *   1 0 0 1 (0); spring-update 3 2 1 2 (1); hiring-2026 1 0 1 0 (1).
 *   Madrid: black-friday 0 0 0 0 (0); brand-search 0 1 0 0 (1); spring-update 3 1 1 2 (1); hiring-2026 2 0 1 0 (0).
 */

const A = '/api/v1/analytics/marketing';
const MARCH = 'from=2026-03-09&to=2026-03-15';
const MADRID = `${MARCH}&time_zone=Europe/Madrid`;
const EMPTY = 'from=2025-01-01&to=2025-01-07';
const WIDGETS = ['summary', 'campaigns', 'channels'] as const;

const at = (moment: string) => new Date(`${moment}Z`);

function view(
  who: string | null,
  moment: string,
  path: string,
  referrerDomain: string | null = null,
  utmCampaign: string | null = null,
  utmMedium: string | null = null,
) {
  return {
    visitorHash: who === null ? null : `visitor-${who}`.padEnd(32, '0'),
    viewedAt: at(moment),
    path,
    referrerDomain,
    utmCampaign,
    utmMedium,
    language: 'en' as const,
    deviceClass: 'desktop' as const,
    browser: 'chrome' as const,
  };
}

const VIEWS = [
  view('a', '2026-03-09T10:00:00', '/pricing', 'www.google.com', 'Spring-Update', 'cpc'), // V1
  view('a', '2026-03-09T10:10:00', '/faqs', 'l.facebook.com', 'brand-search'), // V2
  view('a', '2026-03-09T10:39:59', '/contact-us'), // V3
  view('a', '2026-03-09T11:10:00', '/pricing', 'www.google.es', 'spring-update'), // V4
  view('b', '2026-03-10T08:00:00', '/', 'l.facebook.com', 'hiring-2026'), // V5
  view('b', '2026-03-10T12:00:00', '/', null, 'spring-update', 'newsletter'), // V6
  view('c', '2026-03-11T09:00:00', '/', 'news.ycombinator.com'), // V7
  view('d', '2026-03-11T10:00:00', '/', 'news.ycombinator.com'), // V8
  view('e', '2026-03-12T10:00:00', '/', 'blog.example.org', 'partner-blog'), // V9
  view('f', '2026-03-12T11:00:00', '/', 'a.example.com'), // V10
  view('g', '2026-03-13T12:00:00', '/', 'zz.example.net'), // V11
  view(null, '2026-03-14T15:00:00', '/'), // V12
  view('c', '2026-03-15T23:30:00', '/pricing', null, 'BRAND-SEARCH', 'cpc'), // V13
  view('q', '2026-03-15T23:40:00', '/'), // V14
  view('h', '2026-03-08T23:30:00', '/career', 'www.bing.com', 'hiring-2026'), // V15
  view('i', '2026-03-03T09:00:00', '/pricing', 'www.google.com', 'spring-update', 'cpc'), // V16
  view('j', '2026-03-05T14:00:00', '/'), // V17
  view('k', '2026-03-01T23:30:00', '/', null, 'brand-search'), // V18
  view('l', '2026-03-16T10:00:00', '/pricing', 'www.google.com', 'spring-update', 'cpc'), // V19
  view('m', '2026-02-20T10:00:00', '/', null, 'spring-update'), // V20
];

let server: TestServer;
let tokens: Record<Role, string>;
let owner: UserRow;
const made = {} as Record<'spring' | 'hiring' | 'brand' | 'friday', Campaign>;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => at('2026-06-10T12:00:00') });
  const { db } = server.database;
  tokens = await signInEveryRole(server);
  owner = await server.createUser('PM_CLIENT', { fullName: 'Olivia Owner' });
  await db.insert(pageViews).values(VIEWS);

  // Inserted in this order: spring-update, hiring-2026, brand-search, black-friday-2026 (ids rising).
  const specs = [
    ['spring', 'Spring product update', 'spring-update', '2026-03-01', null, owner.id, '2026-02-15T09:00:00'],
    ['hiring', 'Hiring 2026', 'hiring-2026', '2026-02-01', '2026-04-30', null, '2026-01-20T09:00:00'],
    ['brand', 'Brand search ads', 'brand-search', '2026-03-01', null, null, '2026-02-16T09:00:00'],
    ['friday', 'Black Friday 2026', 'black-friday-2026', '2026-11-20', '2026-11-30', null, '2026-05-01T09:00:00'],
  ] as const;
  for (const [key, name, code, startsOn, endsOn, ownerId, createdAt] of specs) {
    const [row] = await db
      .insert(campaigns)
      .values({ name, code, startsOn, endsOn, ownerId, createdAt: at(createdAt), updatedAt: at(createdAt) })
      .returning();
    made[key] = {
      id: row!.id,
      name,
      code,
      starts_on: startsOn,
      ends_on: endsOn,
      owner: ownerId === null ? null : { id: owner.id, name: 'Olivia Owner' },
      created_at: `${createdAt}.000Z`,
    };
  }

  const inquiry = (campaign: string | null, createdAt: string) => ({
    name: 'Visitor',
    email: 'visitor@example.com',
    subject: 'Hello',
    language: 'en' as const,
    campaign,
    consentAt: at(createdAt),
    createdAt: at(createdAt),
    updatedAt: at(createdAt),
  });
  await db.insert(inquiries).values([
    inquiry('spring-update', '2026-03-10T12:00:00'), // I1
    inquiry('spring-update', '2026-03-15T23:30:00'), // I2
    inquiry('hiring-2026', '2026-03-05T10:00:00'), // I3
    inquiry('brand-search', '2026-03-08T23:30:00'), // I4
    inquiry(null, '2026-03-11T10:00:00'), // I5
    inquiry('spring-update', '2026-03-20T10:00:00'), // I6
    inquiry('partner-blog', '2026-03-12T10:00:00'), // I7
  ]);

  const signUps: [string | null, string][] = [
    ['spring-update', '2026-03-11T10:00:00'], // U1
    ['hiring-2026', '2026-03-13T10:00:00'], // U2
    ['hiring-2026', '2026-03-04T10:00:00'], // U3
    [null, '2026-03-12T10:00:00'], // U4
    ['brand-search', '2026-01-10T10:00:00'], // U5
  ];
  for (const [campaign, createdAt] of signUps)
    await server.createUser('CLIENT', { signUpCampaign: campaign, createdAt: at(createdAt), updatedAt: at(createdAt) });

  const [organisation] = await db.insert(organisations).values({ name: 'Buyer Co' }).returning();
  let key = 0;
  const order = (campaign: string | null, createdAt: string, paidAt: string | null) => ({
    organisationId: organisation!.id,
    status: paidAt === null ? ('pending' as const) : ('paid' as const),
    currency: 'USD',
    subtotalMinor: 4900,
    totalMinor: 4900,
    idempotencyKey: `marketing-order-${(key += 1)}`.padEnd(16, '0'),
    provider: 'test' as const,
    campaign,
    createdAt: at(createdAt),
    paidAt: paidAt === null ? null : at(paidAt),
  });
  await db.insert(orders).values([
    order('spring-update', '2026-03-14T09:55:00', '2026-03-14T10:00:00'), // O1
    order('brand-search', '2026-03-15T23:05:00', '2026-03-15T23:10:00'), // O2
    order('spring-update', '2026-03-12T10:00:00', null), // O3
    order('hiring-2026', '2026-03-02T11:55:00', '2026-03-02T12:00:00'), // O4
    order('hiring-2026', '2026-03-01T23:25:00', '2026-03-01T23:30:00'), // O5
    order('spring-update', '2026-02-20T10:00:00', '2026-03-10T09:00:00'), // O6
    order(null, '2026-03-11T09:55:00', '2026-03-11T10:00:00'), // O7
  ]);
});
afterAll(() => server.close());

const call = (url: string, token: string | null = tokens.CEO) => getAs(server.app, url, token);
const get = <T>(url: string) => readAs<T>(server.app, url, tokens.CEO);

const figure = (value: number, previous: number | null) => ({ value, previous });

describe('the summary', () => {
  it('counts the period’s visits, those with a campaign code (any, in any case), and what campaign visitors did, with the period before', async () => {
    expect(await get<MarketingSummary>(`${A}/summary/?${MARCH}&compare=true`)).toEqual({
      campaign_visits: figure(6, 2),
      visits: figure(12, 3),
      inquiries: figure(3, 2),
      sign_ups: figure(2, 1),
      orders: figure(3, 1),
    });
  });

  it('gives no previous figures when not compared', async () => {
    expect(await get<MarketingSummary>(`${A}/summary/?${MARCH}`)).toEqual({
      campaign_visits: figure(6, null),
      visits: figure(12, null),
      inquiries: figure(3, null),
      sign_ups: figure(2, null),
      orders: figure(3, null),
    });
  });

  it('cuts the days at the reader’s midnight: in Madrid H, I4 are the 9th’s, S11, S12, I2, O2 the 16th’s, K and O5 the 2nd’s', async () => {
    expect(await get<MarketingSummary>(`${A}/summary/?${MADRID}&compare=true`)).toEqual({
      campaign_visits: figure(6, 2),
      visits: figure(11, 3),
      inquiries: figure(3, 1),
      sign_ups: figure(2, 1),
      orders: figure(2, 2),
    });
  });

  it('answers zeros over a period without anything', async () => {
    expect(await get<MarketingSummary>(`${A}/summary/?${EMPTY}&compare=true`)).toEqual({
      campaign_visits: figure(0, 0),
      visits: figure(0, 0),
      inquiries: figure(0, 0),
      sign_ups: figure(0, 0),
      orders: figure(0, 0),
    });
  });
});

describe('the campaigns', () => {
  const row = (campaign: Campaign, [visits, inquiryCount, signUpCount, orderCount]: number[], previous: number | null) => ({
    campaign,
    visits,
    inquiries: inquiryCount,
    sign_ups: signUpCount,
    orders: orderCount,
    previous_visits: previous,
  });

  it('lists every campaign, the latest start first then the latest made, with what its code brought; one without activity has zeros', async () => {
    expect(await get<CampaignRows>(`${A}/campaigns/?${MARCH}&compare=true`)).toEqual({
      rows: [
        row(made.friday, [0, 0, 0, 0], 0),
        row(made.brand, [1, 0, 0, 1], 0),
        row(made.spring, [3, 2, 1, 2], 1),
        row(made.hiring, [1, 0, 1, 0], 1),
      ],
      total: 4,
    });
  });

  it('gives no previous visits when not compared', async () => {
    expect(await get<CampaignRows>(`${A}/campaigns/?${MARCH}`)).toEqual({
      rows: [
        row(made.friday, [0, 0, 0, 0], null),
        row(made.brand, [1, 0, 0, 1], null),
        row(made.spring, [3, 2, 1, 2], null),
        row(made.hiring, [1, 0, 1, 0], null),
      ],
      total: 4,
    });
  });

  it('cuts the days in the reader’s time zone', async () => {
    expect(await get<CampaignRows>(`${A}/campaigns/?${MADRID}&compare=true`)).toEqual({
      rows: [
        row(made.friday, [0, 0, 0, 0], 0),
        row(made.brand, [0, 1, 0, 0], 1),
        row(made.spring, [3, 1, 1, 2], 1),
        row(made.hiring, [2, 0, 1, 0], 0),
      ],
      total: 4,
    });
  });

  it('lists the campaigns at zero over an empty period', async () => {
    const { rows, total } = await get<CampaignRows>(`${A}/campaigns/?${EMPTY}`);
    expect(total).toBe(4);
    expect(rows).toEqual([made.friday, made.brand, made.spring, made.hiring].map((campaign) => row(campaign, [0, 0, 0, 0], null)));
  });
});

describe('the channels', () => {
  type Referrers = [string, number][];
  const channel = (name: MarketingChannel, sessions: number, previous: number | null, referrers: Referrers = []) => ({
    channel: name,
    sessions,
    previous_sessions: previous,
    referrers: referrers.map(([domain, count]) => ({ domain, sessions: count })),
  });
  const REFERRALS: Referrers = [
    ['news.ycombinator.com', 2],
    ['a.example.com', 1],
    ['blog.example.org', 1],
  ];

  it('puts every session in one channel, every channel listed in order, with at most three referrers by sessions then name', async () => {
    expect(await get<MarketingChannels>(`${A}/channels/?${MARCH}&compare=true`)).toEqual({
      rows: [
        channel('paid', 2, 1, [['www.google.com', 1]]),
        channel('email', 1, 0),
        channel('social', 1, 0, [['l.facebook.com', 1]]),
        channel('search', 1, 1, [['www.google.es', 1]]),
        channel('referral', 5, 0, REFERRALS),
        channel('direct', 2, 1),
      ],
      total_sessions: 12,
    });
  });

  it('gives no previous sessions when not compared', async () => {
    expect(await get<MarketingChannels>(`${A}/channels/?${MARCH}`)).toEqual({
      rows: [
        channel('paid', 2, null, [['www.google.com', 1]]),
        channel('email', 1, null),
        channel('social', 1, null, [['l.facebook.com', 1]]),
        channel('search', 1, null, [['www.google.es', 1]]),
        channel('referral', 5, null, REFERRALS),
        channel('direct', 2, null),
      ],
      total_sessions: 12,
    });
  });

  it('cuts the days in the reader’s time zone: in Madrid H is a search of the period, S11 and S12 are not', async () => {
    expect(await get<MarketingChannels>(`${A}/channels/?${MADRID}&compare=true`)).toEqual({
      rows: [
        channel('paid', 1, 1, [['www.google.com', 1]]),
        channel('email', 1, 0),
        channel('social', 1, 0, [['l.facebook.com', 1]]),
        channel('search', 2, 0, [
          ['www.bing.com', 1],
          ['www.google.es', 1],
        ]),
        channel('referral', 5, 0, REFERRALS),
        channel('direct', 1, 2),
      ],
      total_sessions: 11,
    });
  });

  it('lists every channel at zero over an empty period', async () => {
    expect(await get<MarketingChannels>(`${A}/channels/?${EMPTY}&compare=true`)).toEqual({
      rows: (['paid', 'email', 'social', 'search', 'referral', 'direct'] as const).map((name) => channel(name, 0, 0)),
      total_sessions: 0,
    });
  });
});

describe('who may read the marketing figures, and what is refused', () => {
  it('answers the staff who run the public site, refuses other roles (403) and anyone signed out (401)', async () => {
    await expectAccessByRoleTable(
      call,
      WIDGETS.map((widget) => `${A}/${widget}/?${MARCH}`),
      tokens,
      ACCESS.marketing,
    );
    expect((await call(`${A}/summary/?${MARCH}`, tokens.DEV)).statusCode).toBe(403);
    expect((await call(`${A}/campaigns/?${MARCH}`, tokens.CLIENT)).statusCode).toBe(403);
    expect((await call(`${A}/channels/?${MARCH}`, tokens.PM_DEV)).statusCode).toBe(403);
    expect((await call(`${A}/channels/?${MARCH}`, null)).statusCode).toBe(401);
  });

  it('refuses a period that ends before it starts, or an unknown time zone (400)', async () => {
    for (const widget of WIDGETS) {
      const backwards = await call(`${A}/${widget}/?from=2026-03-15&to=2026-03-09`);
      expect(backwards.statusCode, widget).toBe(400);
      expect(backwards.json().errors, widget).toEqual({ to: ['end_before_start'] });
      const nowhere = await call(`${A}/${widget}/?${MARCH}&time_zone=Mars/Olympus_Mons`);
      expect(nowhere.statusCode, widget).toBe(400);
      expect(nowhere.json().errors, widget).toEqual({ time_zone: ['invalid_choice'] });
    }
  });
});
