import { sql } from 'drizzle-orm';
import { CHANNELS, type ChannelPoint, type LogisticsChannels } from '@/api/contract/logistics-analytics';
import type { Db } from '@server/db/client';
import { calls, chatMessages, inquiries } from '@server/db/schema';
import { inCurrent, inEither, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { seriesPoints } from '@server/src/sql/series-points';
import { contactMessage, customerText, takenCall } from './arrivals';

type PointRow = ChannelPoint & { previous_voice: number; previous_sms: number; previous_web: number };

/**
 * How customers reached the agency's clients, per day, week (from Monday) or month of the period
 * (seriesUnitOf) in the reader's time zone, every point drawn even when empty: the calls the
 * assistant took, the texts customers sent, the contact form's messages (see arrivals.ts). The
 * totals are the points' sums; compared, the period before's arrivals are moved on by the period's
 * length onto the same points (none falls off), so their sums are the period before's totals.
 */
export async function logisticsChannels(db: Db, period: PeriodAsked): Promise<LogisticsChannels> {
  const { unit, points, pointOf } = seriesPoints(period);
  const rows = await rowsOf<PointRow>(
    db,
    sql`${withBounds(period)},
    points as (${points}),
    arrivals as (
      select 'voice' as channel, ${calls.startedAt} as at from ${calls}, bounds where ${takenCall} and ${inEither(calls.startedAt)}
      union all
      select 'sms', ${chatMessages.createdAt} from ${chatMessages}, bounds where ${customerText} and ${inEither(chatMessages.createdAt)}
      union all
      select 'web', ${inquiries.createdAt} from ${inquiries}, bounds where ${contactMessage} and ${inEither(inquiries.createdAt)}
    ),
    placed as (
      select channel, ${inCurrent(sql`at`)} as current,
        ${pointOf(sql`(at at time zone ${period.time_zone})`, sql`not ${inCurrent(sql`at`)}`)} as start
      from arrivals, bounds
    ),
    counted as (
      select start,
        count(*) filter (where current and channel = 'voice')::int as voice,
        count(*) filter (where current and channel = 'sms')::int as sms,
        count(*) filter (where current and channel = 'web')::int as web,
        count(*) filter (where not current and channel = 'voice')::int as previous_voice,
        count(*) filter (where not current and channel = 'sms')::int as previous_sms,
        count(*) filter (where not current and channel = 'web')::int as previous_web
      from placed group by start
    )
    select points.start::text as start, coalesce(voice, 0) as voice, coalesce(sms, 0) as sms, coalesce(web, 0) as web,
      coalesce(previous_voice, 0) as previous_voice, coalesce(previous_sms, 0) as previous_sms, coalesce(previous_web, 0) as previous_web
    from points
    left join counted using (start)
    order by points.rank`,
  );
  const sum = (figure: keyof PointRow) => rows.reduce((total, row) => total + Number(row[figure]), 0);
  const totals = Object.fromEntries(
    CHANNELS.map((channel) => [channel, { value: sum(channel), previous: period.compare ? sum(`previous_${channel}`) : null }]),
  ) as LogisticsChannels['totals'];
  return { totals, unit, points: rows.map(({ start, voice, sms, web }) => ({ start, voice, sms, web })) };
}
