import { sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';
import { inquiries, orders, users } from '@server/db/schema';
import { CURRENT, periodSql, PREVIOUS, withSessions } from '@server/src/site-analytics/sessions';
import { inCurrent, inEither, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';

/*
 * What each campaign code brought in a period (and the period before, when compared): visits are
 * sessions whose first view carried the code (site-analytics/sessions.ts' rule, so they add up with
 * the analytics dashboards'); inquiries, sign-ups and orders are the ones made (orders: paid) in the
 * period by a visitor who came with the code. Codes are compared in lower case, as kept.
 */

export interface CodeVisits {
  code: string;
  visits: number;
  previous_visits: number;
}

export interface CodeActions {
  code: string;
  inquiries: number;
  sign_ups: number;
  orders: number;
  previous_inquiries: number;
  previous_sign_ups: number;
  previous_orders: number;
}

/** Sessions per campaign code (sessions without a code left out). */
export function visitsByCode(db: Db, period: PeriodAsked): Promise<CodeVisits[]> {
  return rowsOf<CodeVisits>(
    db,
    sql`${withSessions(period)}
    select lower(utm_campaign) as code,
      count(*) filter (where period = ${periodSql(CURRENT)})::int as visits,
      count(*) filter (where period = ${periodSql(PREVIOUS)})::int as previous_visits
    from sessions
    where utm_campaign is not null
    group by lower(utm_campaign)`,
  );
}

/** Inquiries, sign-ups and paid orders per campaign code (those without a code left out). */
export function actionsByCode(db: Db, period: PeriodAsked): Promise<CodeActions[]> {
  const counted = (kind: string, code: AnyColumn, moment: AnyColumn, table: PgTable) =>
    sql`select ${code} as code, ${sql.raw(`'${kind}'`)} as kind, ${inCurrent(moment)} as current
      from ${table}, bounds where ${code} is not null and ${inEither(moment)}`;
  return rowsOf<CodeActions>(
    db,
    sql`${withBounds(period)},
    actions as (
      ${counted('inquiry', inquiries.campaign, inquiries.createdAt, inquiries)}
      union all ${counted('sign_up', users.signUpCampaign, users.createdAt, users)}
      union all ${counted('order', orders.campaign, orders.paidAt, orders)}
    )
    select code,
      count(*) filter (where kind = 'inquiry' and current)::int as inquiries,
      count(*) filter (where kind = 'sign_up' and current)::int as sign_ups,
      count(*) filter (where kind = 'order' and current)::int as orders,
      count(*) filter (where kind = 'inquiry' and not current)::int as previous_inquiries,
      count(*) filter (where kind = 'sign_up' and not current)::int as previous_sign_ups,
      count(*) filter (where kind = 'order' and not current)::int as previous_orders
    from actions
    group by code`,
  );
}
