import { sql } from 'drizzle-orm';
import type { SitePages } from '@/api/contract/site-analytics';
import type { Db } from '@server/db/client';
import { CURRENT, periodSql, withSessions, type PeriodAsked } from './sessions';
import { rowsOf } from '@server/src/sql/rows-of';

/**
 * The period's most viewed pages (then by path, in byte order), at most `limit`: views, the
 * sessions that started on the page and the share of them that saw nothing else, and the average
 * time until the visitor's next page over the views followed by one in the same session. One pass
 * over the period's views: a session of one view is one whose first view has no next.
 */
export async function sitePages(db: Db, period: PeriodAsked & { limit: number }): Promise<SitePages> {
  const rows = await rowsOf<SitePages['rows'][number]>(
    db,
    // Pages have no comparison: the period alone is cut into sessions.
    sql`${withSessions({ ...period, compare: false })}
    select path, count(*)::int as page_views, count(*) filter (where starts = 1)::int as entries,
      avg(case when seconds_to_next is null then 1 else 0 end) filter (where starts = 1)::float8 as bounce_rate,
      avg(seconds_to_next)::float8 as average_seconds
    from session_views
    where period = ${periodSql(CURRENT)}
    group by path
    order by page_views desc, path collate "C"
    limit ${period.limit}`,
  );
  return { rows };
}
