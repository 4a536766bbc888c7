import { sql } from 'drizzle-orm';
import type { SiteSummary } from '@/api/contract/site-analytics';
import type { Db } from '@server/db/client';
import { CURRENT, PREVIOUS, withSessions, type PeriodAsked } from './sessions';
import { rowsOf } from '@server/src/sql/rows-of';

interface PeriodFigures {
  period: number;
  sessions: number;
  page_views: number;
  bounce_rate: number | null;
  session_seconds: number | null;
}

/** A period without a session: nothing counted, and no rate or average of nothing. */
const NOTHING = { sessions: 0, page_views: 0, bounce_rate: null, session_seconds: null };

/** The period's sessions, page views, bounce rate and average session length, with the previous period's when compared. */
export async function siteSummary(db: Db, period: PeriodAsked): Promise<SiteSummary> {
  const rows = await rowsOf<PeriodFigures>(
    db,
    sql`${withSessions(period)}
    select period, count(*)::int as sessions, sum(views)::int as page_views,
      avg(case when views = 1 then 1 else 0 end)::float8 as bounce_rate, avg(seconds)::float8 as session_seconds
    from sessions
    group by period`,
  );
  const figuresOf = (which: number) => rows.find((row) => Number(row.period) === which) ?? NOTHING;
  const current = figuresOf(CURRENT);
  const previous = period.compare ? figuresOf(PREVIOUS) : null;
  const compared = (figure: keyof typeof NOTHING) => ({ value: current[figure], previous: previous ? previous[figure] : null });
  return {
    sessions: compared('sessions'),
    page_views: compared('page_views'),
    bounce_rate: compared('bounce_rate'),
    session_seconds: compared('session_seconds'),
  };
}
