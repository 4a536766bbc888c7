import { sql } from 'drizzle-orm';
import type { MarketingSummary } from '@/api/contract/marketing';
import type { Db } from '@server/db/client';
import { CURRENT, periodSql, PREVIOUS, withSessions, type PeriodAsked } from '@server/src/site-analytics/sessions';
import { rowsOf } from '@server/src/sql/rows-of';
import { actionsByCode } from './attribution';

interface VisitRow {
  visits: number;
  campaign_visits: number;
  previous_visits: number;
  previous_campaign_visits: number;
}

/**
 * The period's sessions, those that came with any campaign code, and the inquiries, sign-ups and
 * paid orders of visitors who came with one (a campaign of the list or not), with the period
 * before's when compared.
 */
export async function marketingSummary(db: Db, period: PeriodAsked): Promise<MarketingSummary> {
  const [visits] = await rowsOf<VisitRow>(
    db,
    sql`${withSessions(period)}
    select count(*) filter (where period = ${periodSql(CURRENT)})::int as visits,
      count(*) filter (where period = ${periodSql(CURRENT)} and utm_campaign is not null)::int as campaign_visits,
      count(*) filter (where period = ${periodSql(PREVIOUS)})::int as previous_visits,
      count(*) filter (where period = ${periodSql(PREVIOUS)} and utm_campaign is not null)::int as previous_campaign_visits
    from sessions`,
  );
  const actions = await actionsByCode(db, period);
  const total = (figure: 'inquiries' | 'sign_ups' | 'orders' | 'previous_inquiries' | 'previous_sign_ups' | 'previous_orders') =>
    actions.reduce((sum, row) => sum + row[figure], 0);
  const compared = (value: number, previous: number) => ({ value, previous: period.compare ? previous : null });
  return {
    campaign_visits: compared(visits!.campaign_visits, visits!.previous_campaign_visits),
    visits: compared(visits!.visits, visits!.previous_visits),
    inquiries: compared(total('inquiries'), total('previous_inquiries')),
    sign_ups: compared(total('sign_ups'), total('previous_sign_ups')),
    orders: compared(total('orders'), total('previous_orders')),
  };
}
