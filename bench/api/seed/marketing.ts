import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { PAGE_VIEWS_FROM } from './page-views';

/** As many campaigns as an agency runs in a few years: more than the dashboard lists (CAMPAIGN_ROWS_MAX). */
const CAMPAIGN_COUNT = 120;

/**
 * The campaigns, spring-update (the code a ninth of the page views carry) among them, and a fifth of
 * the paid orders and of the clients' accounts marked with one of their codes, each in one statement.
 */
export async function seedMarketing(db: Db): Promise<void> {
  await db.execute(sql`
    insert into campaigns (name, code, starts_on, ends_on)
    select case when n = 1 then 'Spring update' else 'Campaign ' || n end,
      case when n = 1 then 'spring-update' else 'campaign-' || n end,
      ${PAGE_VIEWS_FROM}::date + (n * 3), case when n % 2 = 0 then ${PAGE_VIEWS_FROM}::date + (n * 3) + 30 end
    from generate_series(1, ${CAMPAIGN_COUNT}) as n
  `);
  await db.execute(sql`
    update orders set campaign = case when id % 10 = 0 then 'spring-update' else 'campaign-' || (2 + id % ${CAMPAIGN_COUNT - 1}) end
    where paid_at is not null and id % 5 = 0
  `);
  await db.execute(sql`
    update users set sign_up_campaign = case when id % 10 = 0 then 'spring-update' else 'campaign-' || (2 + id % ${CAMPAIGN_COUNT - 1}) end
    where role = 'CLIENT' and id % 5 = 0
  `);
}
