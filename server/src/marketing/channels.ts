import { sql } from 'drizzle-orm';
import { MARKETING_CHANNELS, type MarketingChannel, type MarketingChannels } from '@/api/contract/marketing';
import type { Db } from '@server/db/client';
import { CURRENT, periodSql, PREVIOUS, withSessions, type PeriodAsked } from '@server/src/site-analytics/sessions';
import { rowsOf } from '@server/src/sql/rows-of';
import { channelOfSession } from './channel-of-session';

/** Referring sites shown per channel. */
const REFERRERS_PER_CHANNEL = 3;

interface ChannelRow {
  channel: MarketingChannel;
  referrer_domain: string | null;
  sessions: number;
  previous_sessions: number;
}

/**
 * The period's sessions by the channel they came through (channel-of-session.ts), each with its
 * busiest referring sites (the most sessions first, then by name), and the period before's sessions
 * when compared. Every channel is listed, empty ones too, so the card keeps its shape.
 */
export async function marketingChannels(db: Db, period: PeriodAsked): Promise<MarketingChannels> {
  const rows = await rowsOf<ChannelRow>(
    db,
    sql`${withSessions(period)},
    channelled as (
      select period, referrer_domain, ${channelOfSession(sql`utm_medium`, sql`referrer_domain`)} as channel from sessions
    )
    select channel, referrer_domain,
      count(*) filter (where period = ${periodSql(CURRENT)})::int as sessions,
      count(*) filter (where period = ${periodSql(PREVIOUS)})::int as previous_sessions
    from channelled
    group by channel, referrer_domain`,
  );
  const result = MARKETING_CHANNELS.map((channel) => {
    const own = rows.filter((row) => row.channel === channel);
    const referrers = own
      .filter((row): row is ChannelRow & { referrer_domain: string } => row.referrer_domain !== null && row.sessions > 0)
      .sort((a, b) => b.sessions - a.sessions || (a.referrer_domain < b.referrer_domain ? -1 : 1))
      .slice(0, REFERRERS_PER_CHANNEL)
      .map((row) => ({ domain: row.referrer_domain, sessions: row.sessions }));
    const sum = (figure: 'sessions' | 'previous_sessions') => own.reduce((total, row) => total + row[figure], 0);
    return { channel, sessions: sum('sessions'), previous_sessions: period.compare ? sum('previous_sessions') : null, referrers };
  });
  return { rows: result, total_sessions: result.reduce((total, row) => total + row.sessions, 0) };
}
