import { sql } from 'drizzle-orm';
import { LIVE_MINUTES, LIVE_ONLINE_MINUTES, type SiteLive } from '@/api/contract/site-analytics';
import type { Db } from '@server/db/client';
import { pageViews } from '@server/db/schema';
import { visitorOfView } from './sessions';
import { rowsOf } from '@server/src/sql/rows-of';

/**
 * Who is on the site now: distinct visitors (a view without a hash is one of its own) of the last
 * LIVE_ONLINE_MINUTES minutes, and of each of the last LIVE_MINUTES minutes, counted back from
 * `now` (minute 0 is the last sixty seconds up to now, included), the oldest first.
 */
export async function siteLive(db: Db, now: Date): Promise<SiteLive> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await rowsOf<{ age: number; visitors: number; online: number }>(
    db,
    sql`
    with recent as (
      select ${visitorOfView} as visitor,
        floor(extract(epoch from ${at} - ${pageViews.viewedAt}) / 60)::int as age
      from ${pageViews}
      where ${pageViews.viewedAt} > ${at} - make_interval(mins => ${LIVE_MINUTES}) and ${pageViews.viewedAt} <= ${at}
    )
    select minutes.age, count(distinct recent.visitor)::int as visitors,
      (select count(distinct visitor) from recent where age < ${LIVE_ONLINE_MINUTES})::int as online
    from generate_series(0, ${sql.raw(String(LIVE_MINUTES - 1))}) as minutes(age)
    left join recent on recent.age = minutes.age
    group by minutes.age
    order by minutes.age desc`,
  );
  return { visitors: rows[0]?.online ?? 0, per_minute: rows.map((row) => row.visitors) };
}
