import { sql, type SQL } from 'drizzle-orm';
import { addDays, previousPeriod } from '@/api/contract/dashboards';
import { assistantSettings, calls } from '@server/db/schema';
import { defaultSettings } from '@server/src/lato-ai/settings';

/** The period asked for, and whether the period before is read too. */
export interface CallPeriodAsked {
  from: string;
  to: string;
  compare: boolean;
}

/** What a number without settings yet answers with (settingsOf stores these the first time it is read). */
const DEFAULTS = defaultSettings({ friendlyName: '' });

/** The period a call of `period_calls` belongs to. */
export const CURRENT = sql.raw(`'current'`);
export const PREVIOUS = sql.raw(`'previous'`);

/**
 * `with period_calls as (…)`: the calls of the reader's numbers that started in the period or (when
 * compared) the period before, test calls left out, each with `period` ('current' or 'previous'),
 * `local_start` (its start where its number is: a timestamp without time zone, in the number's time zone)
 * and `after_hours` (it started outside the number's business hours as they are set now, the rule
 * of assistant/hours.ts isOpen: open when open <= local time < close). A call belongs to the day it
 * started on where its number is; its start in UTC is bounded a day either side first, so the
 * calls' index on (number, started_at) narrows the rows before the time zones are applied.
 */
export function withPeriodCalls(period: CallPeriodAsked, scope: SQL): SQL {
  const previous = period.compare ? previousPeriod(period.from, period.to) : null;
  const earliest = previous?.from ?? period.from;
  const timeZone = sql`coalesce(${assistantSettings.timeZone}, ${DEFAULTS.time_zone})`;
  const hours = sql`coalesce(${assistantSettings.businessHours}, ${JSON.stringify(DEFAULTS.business_hours)}::jsonb)`;
  const inPrevious = previous
    ? sql`when local_start::date between ${previous.from}::date and ${previous.to}::date then ${PREVIOUS}`
    : sql``;
  return sql`
    with located as (
      select ${calls.id} as id, ${calls.numberId} as number_id, ${calls.outcome}::text as outcome, ${calls.endedAt} as ended_at,
        ${calls.durationSeconds} as duration_seconds, ${calls.startedAt} at time zone ${timeZone} as local_start, ${hours} as hours
      from ${calls}
      left join ${assistantSettings} on ${assistantSettings.numberId} = ${calls.numberId}
      where not ${calls.isTest} and ${scope}
        and ${calls.startedAt} >= (${addDays(earliest, -1)}::date)::timestamp at time zone 'UTC'
        and ${calls.startedAt} < (${addDays(period.to, 2)}::date)::timestamp at time zone 'UTC'
    ),
    period_calls as (
      select *,
        not coalesce(to_char(local_start, 'HH24:MI') >= (day_hours ->> 'open') and to_char(local_start, 'HH24:MI') < (day_hours ->> 'close'), false)
          as after_hours
      from (
        select located.*, hours -> (array['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])[extract(isodow from local_start)::int] as day_hours,
          case when local_start::date between ${period.from}::date and ${period.to}::date then ${CURRENT} ${inPrevious} end as period
        from located
      ) as placed
      where period is not null
    )`;
}
