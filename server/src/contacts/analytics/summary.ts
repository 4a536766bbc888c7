import { sql } from 'drizzle-orm';
import type { CrmSummary } from '@/api/contract/crm-analytics';
import type { Db } from '@server/db/client';
import { calls, contacts } from '@server/db/schema';
import { inCurrent, inEither, inPrevious, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';

interface SummaryRow {
  leads: number;
  won: number;
  previous_leads: number;
  previous_won: number;
  average_call_seconds: number | null;
  previous_average_call_seconds: number | null;
  open_leads: number;
}

/**
 * The period's leads (contacts first seen in it, the reader's days), those of them won now, the
 * share won, the average seconds of the calls that ended in it, and the leads still to work (new or
 * open, whenever first seen), with the period before's when compared. The calls' average is call
 * analytics' average handle time (summary.ts there): real calls that ended, with a duration, and
 * not missed (a missed call's seconds are the ringing, not a conversation); read over every number.
 */
export async function crmSummary(db: Db, period: PeriodAsked): Promise<CrmSummary> {
  const seen = contacts.firstSeenAt;
  const ended = calls.endedAt;
  const [row] = await rowsOf<SummaryRow>(
    db,
    sql`${withBounds(period)},
    leads as (
      select count(*) filter (where ${inCurrent(seen)})::int as leads,
        count(*) filter (where ${inCurrent(seen)} and ${contacts.status} = 'won')::int as won,
        count(*) filter (where ${inPrevious(seen)})::int as previous_leads,
        count(*) filter (where ${inPrevious(seen)} and ${contacts.status} = 'won')::int as previous_won
      from ${contacts}, bounds
      where ${inEither(seen)}
    ),
    handled as (
      select avg(${calls.durationSeconds}) filter (where ${inCurrent(ended)})::float8 as average_call_seconds,
        avg(${calls.durationSeconds}) filter (where ${inPrevious(ended)})::float8 as previous_average_call_seconds
      from ${calls}, bounds
      where not ${calls.isTest} and ${calls.durationSeconds} is not null and ${calls.outcome} is distinct from 'missed'
        and ${inEither(ended)}
    ),
    still_open as (
      select count(*)::int as open_leads from ${contacts} where ${contacts.status} in ('new', 'open')
    )
    select * from leads, handled, still_open`,
  );
  const figures = row!;
  const compared = (value: number | null, previous: number | null) => ({ value, previous: period.compare ? previous : null });
  const share = (won: number, leads: number) => (leads === 0 ? null : won / leads);
  return {
    leads: compared(figures.leads, figures.previous_leads),
    won: compared(figures.won, figures.previous_won),
    conversion: compared(share(figures.won, figures.leads), share(figures.previous_won, figures.previous_leads)),
    average_call_seconds: compared(figures.average_call_seconds, figures.previous_average_call_seconds),
    open_leads: figures.open_leads,
  };
}
