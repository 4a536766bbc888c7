import type { BrowserFamily } from '@/api/contract/site-analytics';
import type { DeviceClass, SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { pageViews } from '@server/db/schema';
import { generator } from '@server/src/seed/random';
import type { PageView } from './record';

/** A little over a year, so a year's period and its comparison both have data. */
const DAYS = 400;
const DAY = 86_400_000;
/** Rows per INSERT: 10 columns each, far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

const PATHS = [
  ['/pricing', 16],
  ['/about-us', 14],
  ['/faqs', 12],
  ['/products', 12],
  ['/contact-us', 10],
  ['/products/lato-ai-assistant', 6],
  ['/products/website-care', 3],
  ['/career', 8],
  ['/career/senior-frontend-engineer', 4],
  ['/career/customer-success-manager', 3],
  ['/career/apply', 3],
  ['/cart', 2],
  ['/checkout', 1],
] as const;

/** Where visitors come from; null is a direct visit (typed, bookmarked, or a referrer the browser withheld). */
const REFERRERS = [
  [null, 40],
  ['www.google.com', 28],
  ['www.linkedin.com', 7],
  ['www.bing.com', 5],
  ['duckduckgo.com', 4],
  ['l.facebook.com', 4],
  ['clutch.co', 3],
  ['t.co', 3],
  ['github.com', 2],
  ['news.ycombinator.com', 1],
] as const;

/** The agency's campaigns, each with the site its links are clicked on. */
const CAMPAIGNS = [
  { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring-update', referrerDomain: null },
  { utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'hiring-2026', referrerDomain: 'www.linkedin.com' },
  { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'brand-search', referrerDomain: 'www.google.com' },
] as const;

const LANGUAGES: readonly (readonly [SiteLanguage, number])[] = [
  ['en', 68],
  ['es', 32],
];
const DEVICES: readonly (readonly [DeviceClass, number])[] = [
  ['mobile', 52],
  ['desktop', 40],
  ['tablet', 8],
];

/** Browsers by device, roughly as European sites see them: Safari on Apple's phones and tablets, Edge on Windows desktops. */
const BROWSERS: Record<DeviceClass, readonly (readonly [BrowserFamily, number])[]> = {
  mobile: [
    ['chrome', 45],
    ['safari', 38],
    ['samsung', 8],
    ['opera', 2],
    ['firefox', 2],
    ['edge', 1],
    ['other', 4],
  ],
  desktop: [
    ['chrome', 62],
    ['edge', 13],
    ['safari', 12],
    ['firefox', 8],
    ['opera', 3],
    ['other', 2],
  ],
  tablet: [
    ['safari', 55],
    ['chrome', 35],
    ['samsung', 5],
    ['other', 5],
  ],
};

/** Views in a session: many leave after one page. */
const SESSION_VIEWS = [
  [1, 45],
  [2, 22],
  [3, 14],
  [4, 9],
  [5, 6],
  [6, 4],
] as const;

/** The UTC hour a session starts: quiet at night, busiest in the European working day. */
const HOURS = Array.from({ length: 24 }, (_, hour) => [hour, hour < 6 ? 1 : hour < 8 ? 3 : hour < 18 ? 8 : hour < 22 ? 5 : 2] as const);

type Random = ReturnType<typeof generator>;

/** A day's visitor hash: 32 hex characters, as the counting makes them. */
const visitorHash = (random: Random) =>
  Array.from({ length: 4 }, () =>
    Math.floor(random.next() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');

/**
 * One visitor's visit from `start`: 1 to 6 pages, 15 to 400 seconds apart, each as it is counted
 * (the referrer and the campaign's tags on the first view only); none later than `now`.
 */
function session(random: Random, visitor: string, start: number, now: number): PageView[] {
  const campaign = random.next() < 0.12 ? random.pick(CAMPAIGNS) : null;
  const referrerDomain = campaign ? campaign.referrerDomain : random.weighted(REFERRERS);
  const deviceClass = random.weighted(DEVICES);
  const shared = {
    visitorHash: visitor,
    language: random.weighted(LANGUAGES),
    deviceClass,
    browser: random.weighted(BROWSERS[deviceClass]),
  };
  const views: PageView[] = [];
  let at = start;
  let path: string = random.weighted(PATHS);
  for (let i = random.weighted(SESSION_VIEWS); i > 0 && at <= now; i -= 1) {
    const first = views.length === 0;
    views.push({
      ...shared,
      viewedAt: new Date(at),
      path,
      referrerDomain: first ? referrerDomain : null,
      utmSource: first ? (campaign?.utmSource ?? null) : null,
      utmMedium: first ? (campaign?.utmMedium ?? null) : null,
      utmCampaign: first ? (campaign?.utmCampaign ?? null) : null,
    });
    at += random.between(15, 400) * 1000;
    const next: string = random.weighted(PATHS);
    path = next === path ? random.weighted(PATHS) : next;
  }
  return views;
}

/**
 * About four hundred days of visits up to `now`, for the analytics dashboards to draw: slowly
 * growing, fewer at weekends, some visitors back later the same day, a campaign's tags on some,
 * and a few visits in the last half hour for the live widget; some twenty thousand rows.
 */
export function demoPageViews(now: Date): PageView[] {
  const random = generator(37);
  const end = now.getTime();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const views: PageView[] = [];
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const midnight = today - daysAgo * DAY;
    const weekday = new Date(midnight).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const growth = 14 + 20 * ((DAYS - daysAgo) / DAYS);
    const sessions = Math.round(growth * (weekend ? 0.6 : 1) * (0.8 + random.next() * 0.4));
    for (let i = 0; i < sessions; i += 1) {
      const start = midnight + random.weighted(HOURS) * 3_600_000 + random.next() * 3_600_000;
      if (start > end) continue;
      const visitor = visitorHash(random);
      views.push(...session(random, visitor, start, end));
      // Some come back the same day, an hour or more later: the same hash, another session.
      if (random.next() < 0.1) views.push(...session(random, visitor, start + random.between(60, 300) * 60_000, end));
    }
  }
  // Someone is on the site now: a few visits started in the last half hour.
  for (let i = 0; i < 6; i += 1) views.push(...session(random, visitorHash(random), end - random.between(1, 25) * 60_000, end));
  return views;
}

/** Inserts the demo's page views, many rows per statement. */
export async function seedPageViews(db: Db, now: Date): Promise<void> {
  const views = demoPageViews(now);
  for (let start = 0; start < views.length; start += CHUNK) await db.insert(pageViews).values(views.slice(start, start + CHUNK));
}
