import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';

const PAGE_VIEW_COUNT = 100_000;

/** The year the page views fill, up to the day the bench's analytics reads end. */
export const PAGE_VIEWS_FROM = '2025-03-01';
export const PAGE_VIEWS_TO = '2026-02-28';

/**
 * 100,000 views of the public site over a year, in one statement: sessions of one to five views a
 * minute or so apart (a visitor hash each), spread over the year's seconds, with their paths,
 * referrers, campaigns, browsers, devices and languages drawn from short lists.
 */
export async function seedPageViews(db: Db): Promise<void> {
  await db.execute(sql`
    insert into page_views (viewed_at, path, referrer_domain, utm_source, utm_medium, utm_campaign, language, device_class, visitor_hash, browser)
    select ${PAGE_VIEWS_FROM}::timestamptz + make_interval(secs => (s::bigint * 7919 % 31449600) + v * 70),
      (array['/pricing','/about-us','/faqs','/products','/contact-us','/career','/products/lato-ai-assistant','/cart'])[1 + (g * 13 % 8)],
      (array[null,'www.google.com','www.linkedin.com','duckduckgo.com','t.co', null])[1 + (s % 6)],
      case when s % 9 = 0 then 'newsletter' end, case when s % 9 = 0 then 'email' end, case when s % 9 = 0 then 'spring-update' end,
      case when s % 3 = 0 then 'es' else 'en' end,
      (array['mobile','desktop','tablet','mobile'])[1 + (s % 4)],
      md5(s::text),
      (array['chrome','safari','firefox','edge','chrome','samsung'])[1 + (s % 6)]
    from (select g, g / 3 as s, g % (1 + g / 3 % 5) as v from generate_series(1, ${PAGE_VIEW_COUNT}) as g) as drawn
  `);
}
