import { sql } from 'drizzle-orm';
import type { SiteBreakdown, SiteBreakdownResult } from '@/api/contract/site-analytics';
import type { Db } from '@server/db/client';
import { CURRENT, periodSql, PREVIOUS, withSessions, type PeriodAsked } from './sessions';
import { rowsOf } from '@server/src/sql/rows-of';

/** The column of `sessions` (its first view's) each breakdown groups by. */
const KEY_OF: Record<SiteBreakdown, string> = {
  referrer: 'referrer_domain',
  browser: 'browser',
  device: 'device_class',
  language: 'language',
  campaign: 'utm_campaign',
};

interface KeyRow {
  key: string | null;
  sessions: number;
  page_views: number;
  previous_sessions: number | null;
  total_sessions: number;
}

/**
 * The period's sessions and their page views by the first view's referrer, browser, device,
 * language or campaign: the largest first, then by key (byte order, the same on every server; null
 * last), at most `limit`, with the sessions of the keys left out. Sessions without a campaign are
 * no campaign's, so that breakdown leaves them out.
 */
export async function siteBreakdown(
  db: Db,
  dimension: SiteBreakdown,
  period: PeriodAsked & { limit: number },
): Promise<SiteBreakdownResult> {
  const key = sql.raw(KEY_OF[dimension]);
  const rows = await rowsOf<KeyRow>(
    db,
    sql`${withSessions(period)},
    keyed as (
      select period, ${key} as key, views from sessions
      ${dimension === 'campaign' ? sql`where ${key} is not null` : sql``}
    ),
    asked as (select key, count(*)::int as sessions, sum(views)::int as page_views from keyed where period = ${periodSql(CURRENT)} group by key),
    earlier as (select key, count(*)::int as sessions from keyed where period = ${periodSql(PREVIOUS)} group by key)
    select asked.key, asked.sessions, asked.page_views, earlier.sessions as previous_sessions,
      (sum(asked.sessions) over ())::int as total_sessions
    from asked
    left join earlier on earlier.key is not distinct from asked.key
    order by asked.sessions desc, asked.key collate "C" asc nulls last
    limit ${period.limit}`,
  );
  const total = rows[0]?.total_sessions ?? 0;
  const shown = rows.reduce((sum, row) => sum + row.sessions, 0);
  return {
    rows: rows.map(({ key: value, sessions, page_views, previous_sessions }) => ({
      key: value,
      sessions,
      page_views,
      // Compared, a key the previous period had no session of had 0; not compared, nothing is known.
      previous_sessions: period.compare ? (previous_sessions ?? 0) : null,
    })),
    other_sessions: total - shown,
    total_sessions: total,
  };
}
