import { sql, type SQL } from 'drizzle-orm';
import { previousPeriod } from '@/api/contract/dashboards';
import { pageViews } from '@server/db/schema';
import { dayAfterStart, dayStart, type PeriodAsked } from '@server/src/sql/period-bounds';

export type { PeriodAsked };

/*
 * The one rule every site-analytics figure is read with. A session is one visitor's views with
 * less than SESSION_GAP between consecutive ones; a view without a visitor hash (counted before
 * hashes were kept) is a visitor, and so a session, of its own. Each period is cut into sessions
 * from its own views only, so a session belongs to the period of its first view and ends with it.
 */

/** A visitor away this long has left: their next view starts another session. */
const SESSION_GAP = sql.raw(`interval '30 minutes'`);

/** Which period a row is about: the one asked for, or the one just before it (compare=true). */
export const CURRENT = 0;
export const PREVIOUS = 1;
/** The same, written into a statement as a number (a bound parameter would be text). */
export const periodSql = (period: typeof CURRENT | typeof PREVIOUS) => sql.raw(String(period));

/** Who viewed: the day's visitor hash, or for a view counted without one, the view itself. */
export const visitorOfView = sql`coalesce(${pageViews.visitorHash}, '#' || ${pageViews.id})`;

/** The first day of the period of as many days just before, when it is read. */
const comparedFrom = (period: PeriodAsked) => (period.compare ? previousPeriod(period.from, period.to).from : null);

/**
 * `with` and the common table expressions every query reads, over the period's views (and the
 * previous period's, when compared; one range of the viewed_at index, since the two touch):
 * - period_views: the views themselves, with `period` and `visitor`; each reader scans them anew,
 *   with only the columns it reads (not kept aside whole), so counting views needs no sorting;
 * - session_views: each view with `period`, `visitor`, `session_no` (the visitor's sessions in the
 *   period, numbered from 1), `starts` (1 on a session's first view, else 0) and `seconds_to_next`
 *   (until the next view of the same session; null on a session's last);
 * - sessions: one row per session: `period`, `visitor`, `session_no`, `started_at`, `views`,
 *   `seconds` (first view to last), and its first view's `entry_path`, `referrer_domain`,
 *   `utm_campaign`, `utm_medium`, `browser`, `device_class`, `language`.
 * A query goes on with `, more as (…) select …`.
 */
export function withSessions(period: PeriodAsked): SQL {
  const currentStart = dayStart(period.from, period.time_zone);
  const previousFrom = comparedFrom(period);
  const earliest = previousFrom ? dayStart(previousFrom, period.time_zone) : currentStart;
  const byVisitor = sql`partition by period, visitor order by viewed_at, id`;
  const first = (column: string) => sql.raw(`max(${column}) filter (where starts = 1) as ${column}`);
  return sql`
    with period_views as not materialized (
      select ${pageViews.id} as id, ${pageViews.viewedAt} as viewed_at, ${pageViews.path} as path,
        ${pageViews.referrerDomain} as referrer_domain, ${pageViews.utmCampaign} as utm_campaign, ${pageViews.utmMedium} as utm_medium,
        ${pageViews.browser} as browser, ${pageViews.deviceClass} as device_class, ${pageViews.language} as language,
        ${visitorOfView} as visitor,
        case when ${pageViews.viewedAt} >= ${currentStart} then ${periodSql(CURRENT)} else ${periodSql(PREVIOUS)} end as period
      from ${pageViews}
      where ${pageViews.viewedAt} >= ${earliest} and ${pageViews.viewedAt} < ${dayAfterStart(period.to, period.time_zone)}
    ),
    marked_views as (
      select *,
        case when viewed_at - lag(viewed_at) over (${byVisitor}) < ${SESSION_GAP} then 0 else 1 end as starts,
        -- The visitor's next view is in the same session when it comes soon enough (read in the same pass).
        case when lead(viewed_at) over (${byVisitor}) - viewed_at < ${SESSION_GAP}
          then extract(epoch from lead(viewed_at) over (${byVisitor}) - viewed_at)::float8 end as seconds_to_next
      from period_views
    ),
    session_views as (
      select *, sum(starts) over (${byVisitor} rows between unbounded preceding and current row) as session_no
      from marked_views
    ),
    sessions as (
      select period, visitor, session_no, min(viewed_at) as started_at, count(*)::int as views,
        extract(epoch from max(viewed_at) - min(viewed_at))::float8 as seconds,
        max(path) filter (where starts = 1) as entry_path,
        ${first('referrer_domain')}, ${first('utm_campaign')}, ${first('utm_medium')}, ${first('browser')}, ${first('device_class')}, ${first('language')}
      from session_views
      group by period, visitor, session_no
    )`;
}
