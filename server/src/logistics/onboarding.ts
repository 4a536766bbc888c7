import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@/api/contract/audit';
import { ONBOARDING_STAGES, type LogisticsOnboarding, type OnboardingRow, type OnboardingStage } from '@/api/contract/logistics-analytics';
import type { Db } from '@server/db/client';
import { auditEvents, calls, chatMessages, orders, organisations, twilioNumbers } from '@server/db/schema';
import { inCurrent, withBounds, type PeriodAsked } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';
import { customerText, takenCall } from './arrivals';

type Moment = Date | string;
type OnboardingQueryRow = {
  id: number;
  name: string;
  stage: OnboardingStage;
  joined_at: Moment;
  paid_at: Moment | null;
  provisioned_at: Moment | null;
  configured_at: Moment | null;
  live_at: Moment | null;
  average_days_to_live: number | null;
} & Record<`${OnboardingStage}_count`, number>;

/** Each stage's moment's column; `joined` is the business's creation. */
const MOMENT_OF: Record<OnboardingStage, string> = {
  joined: 'joined_at',
  paid: 'paid_at',
  provisioned: 'provisioned_at',
  configured: 'configured_at',
  live: 'live_at',
};

/**
 * The furthest stage a business reached: the last of ONBOARDING_STAGES whose moment is known. A
 * later stage counts even when an earlier one's is missing (a number the agency assigned to a client
 * billed by invoice, not through the shop, has no paid order), since the later one did happen.
 */
const stageOf = sql.raw(
  `case ${ONBOARDING_STAGES.toReversed()
    .slice(0, -1)
    .map((stage) => `when ${MOMENT_OF[stage]} is not null then '${stage}'`)
    .join(' ')} else 'joined' end`,
);

/** How many of the period's businesses stopped at each stage, counted over all of them (before `limit`). */
const stageCounts = sql.raw(
  ONBOARDING_STAGES.map((stage) => `(count(*) filter (where stage = '${stage}') over ())::int as ${stage}_count`).join(', '),
);

/**
 * The client businesses created in the period (the reader's days), each with the first moment of
 * every stage, in one statement:
 * - paid: its first paid order's payment;
 * - provisioned: when its first number came to it. A number is assigned by moving it (audit
 *   'number_assigned', whose target is the number; its details keep names, not ids), else it has
 *   been the business's since it was made: so each number it holds now came to it at the number's
 *   latest 'number_assigned' event, or its creation without one. A number it held and lost is not
 *   seen (nothing keeps which business it left by id);
 * - configured: the first 'settings_changed' event (written only by a person saving the settings
 *   page or adding an answer) on one of its numbers since the number came to it. Not
 *   assistant_settings.updated_at: the defaults are stored the first time settings are read (by the
 *   assistant's first call, too), and it holds the last save, not the first;
 * - live: the first call the assistant took or the first text a customer sent (arrivals.ts) to one
 *   of its numbers since the number came to it (the calls of its previous holder are not its own).
 * The newest first (then by id), at most `limit`; the stage counts and the average days from joining
 * to live are over every business of the period.
 */
export async function logisticsOnboarding(db: Db, period: PeriodAsked & { limit: number }): Promise<LogisticsOnboarding> {
  /** An audit event of `action` done to a number. */
  const numberEvent = (action: AuditAction, numberId: SQL) =>
    sql`${auditEvents.action} = ${action} and ${auditEvents.targetType} = 'number' and ${auditEvents.targetId} = ${numberId}`;
  const rows = await rowsOf<OnboardingQueryRow>(
    db,
    sql`${withBounds({ ...period, compare: false })},
    joined as (
      select ${organisations.id} as id, ${organisations.name} as name, ${organisations.createdAt} as joined_at
      from ${organisations}, bounds
      where ${inCurrent(organisations.createdAt)}
    ),
    held as (
      select ${twilioNumbers.id} as number_id, ${twilioNumbers.organisationId} as organisation_id,
        coalesce(
          (select max(${auditEvents.occurredAt}) from ${auditEvents} where ${numberEvent('number_assigned', sql`${twilioNumbers.id}`)}),
          ${twilioNumbers.createdAt}
        ) as since
      from ${twilioNumbers}
      join joined on joined.id = ${twilioNumbers.organisationId}
    ),
    held_stages as (
      select organisation_id, since,
        (select min(${auditEvents.occurredAt}) from ${auditEvents}
          where ${numberEvent('settings_changed', sql`held.number_id`)} and ${auditEvents.occurredAt} >= held.since) as configured_at,
        least(
          (select min(${calls.startedAt}) from ${calls}
            where ${calls.numberId} = held.number_id and ${takenCall} and ${calls.startedAt} >= held.since),
          (select min(${chatMessages.createdAt}) from ${chatMessages}
            where ${chatMessages.numberId} = held.number_id and ${customerText} and ${chatMessages.createdAt} >= held.since)
        ) as live_at
      from held
    ),
    -- Each business's stages at once, grouped and joined: a lookup per business made a period of
    -- a few thousand businesses cost a fifth of a second.
    held_moments as (
      select organisation_id, min(since) as provisioned_at, min(configured_at) as configured_at, min(live_at) as live_at
      from held_stages group by organisation_id
    ),
    first_paid as (
      select ${orders.organisationId} as organisation_id, min(${orders.paidAt}) as paid_at
      from ${orders} join joined on joined.id = ${orders.organisationId}
      where ${orders.status} = 'paid'
      group by ${orders.organisationId}
    ),
    moments as (
      select joined.*, first_paid.paid_at, held_moments.provisioned_at, held_moments.configured_at, held_moments.live_at
      from joined
      left join first_paid on first_paid.organisation_id = joined.id
      left join held_moments on held_moments.organisation_id = joined.id
    ),
    staged as (select *, ${stageOf} as stage from moments)
    select *, ${stageCounts},
      (avg(extract(epoch from live_at - joined_at) / 86400) over ())::float8 as average_days_to_live
    from staged
    order by joined_at desc, id desc
    limit ${period.limit}`,
  );
  const first = rows[0];
  const iso = (moment: Moment | null) => (moment === null ? null : new Date(moment).toISOString());
  return {
    stages: ONBOARDING_STAGES.map((stage) => ({ stage, organisations: first?.[`${stage}_count`] ?? 0 })),
    average_days_to_live: first?.average_days_to_live ?? null,
    rows: rows.map((row): OnboardingRow => ({
      organisation: { id: row.id, name: row.name },
      stage: row.stage,
      joined_at: iso(row.joined_at)!,
      paid_at: iso(row.paid_at),
      provisioned_at: iso(row.provisioned_at),
      configured_at: iso(row.configured_at),
      live_at: iso(row.live_at),
    })),
  };
}
