import { sql, type SQL } from 'drizzle-orm';
import type { CallHours } from '@/api/contract/call-analytics';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/src/sql/rows-of';
import { CURRENT, withPeriodCalls, type CallPeriodAsked } from './period-calls';

/** The period's calls by the weekday (Monday 1 to Sunday 7) and the hour (0 to 23) they started at where their number is. */
export async function callHours(db: Db, period: CallPeriodAsked, scope: SQL): Promise<CallHours> {
  const counted = await rowsOf<{ weekday: number; hour: number; calls: number }>(
    db,
    sql`${withPeriodCalls({ ...period, compare: false }, scope)}
    select extract(isodow from local_start)::int as weekday, extract(hour from local_start)::int as hour, count(*)::int as calls
    from period_calls
    where period = ${CURRENT}
    group by 1, 2`,
  );
  const rows = Array.from({ length: 7 }, (_, day) => ({ weekday: day + 1, calls: Array.from({ length: 24 }, () => 0) }));
  for (const { weekday, hour, calls } of counted) rows[weekday - 1]!.calls[hour] = calls;
  return { rows };
}
