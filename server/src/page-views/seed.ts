import type { DeviceClass, SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { pageViews } from '@server/db/schema';
import { generator } from '@server/src/seed/random';
import type { PageView } from './record';

const DAYS = 60;
const DAY = 86_400_000;
/** Rows per INSERT: 8 columns each, far below PostgreSQL's 65,535 parameters. */
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

/**
 * About sixty days of views up to `now`: more on weekdays than at weekends, slowly growing, a
 * campaign's tags on some; a few thousand rows, for the analytics dashboards to draw.
 */
export function demoPageViews(now: Date): PageView[] {
  const random = generator(37);
  const views: PageView[] = [];
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const day = new Date(now.getTime() - daysAgo * DAY);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const count = Math.round((40 + (DAYS - daysAgo) * 0.4) * (weekend ? 0.6 : 1) * (0.8 + random.next() * 0.4));
    for (let i = 0; i < count; i += 1) {
      // A moment of that day (today's up to now only).
      const viewedAt = new Date(day.getTime() - random.next() * (daysAgo === 0 ? DAY / 2 : DAY));
      const campaign = random.next() < 0.12 ? random.pick(CAMPAIGNS) : null;
      views.push({
        viewedAt,
        path: random.weighted(PATHS),
        referrerDomain: campaign ? campaign.referrerDomain : random.weighted(REFERRERS),
        utmSource: campaign?.utmSource ?? null,
        utmMedium: campaign?.utmMedium ?? null,
        utmCampaign: campaign?.utmCampaign ?? null,
        language: random.weighted(LANGUAGES),
        deviceClass: random.weighted(DEVICES),
      });
    }
  }
  return views;
}

/** Inserts the demo's page views, many rows per statement. */
export async function seedPageViews(db: Db, now: Date): Promise<void> {
  const views = demoPageViews(now);
  for (let start = 0; start < views.length; start += CHUNK) await db.insert(pageViews).values(views.slice(start, start + CHUNK));
}
