import { inArray, sql } from 'drizzle-orm';
import { MONEY_AUDIT_ACTIONS } from '@/api/contract/audit-values';
import type { MoneyEvent } from '@/api/contract/revenue-analytics';
import type { Db } from '@server/db/client';
import { auditEvents } from '@server/db/schema';
import { inCurrent, withBounds } from '@server/src/sql/period-bounds';
import { rowsOf } from '@server/src/sql/rows-of';

interface MoneyEventRow extends Omit<MoneyEvent, 'occurred_at'> {
  occurred_at: Date | string;
}

/**
 * The audit log's money events (MONEY_AUDIT_ACTIONS, in any currency) that happened in the period
 * of the reader's days, from the midnight its first day starts in their time zone to the one after
 * its last: the newest first, then the latest written, at most `limit`.
 */
export async function revenueMoneyEvents(
  db: Db,
  query: { from: string; to: string; time_zone: string; limit: number },
): Promise<MoneyEvent[]> {
  const rows = await rowsOf<MoneyEventRow>(
    db,
    sql`${withBounds({ ...query, compare: false })}
    select ${auditEvents.id} as id, ${auditEvents.occurredAt} as occurred_at, ${auditEvents.action} as action,
      ${auditEvents.actorEmail} as actor_email, ${auditEvents.targetLabel} as target_label
    from bounds
    cross join ${auditEvents}
    where ${inArray(auditEvents.action, [...MONEY_AUDIT_ACTIONS])} and ${inCurrent(auditEvents.occurredAt)}
    order by ${auditEvents.occurredAt} desc, ${auditEvents.id} desc
    limit ${query.limit}`,
  );
  // Raw rows carry the moment as the driver parsed it: written out in UTC, as the audit log answers it.
  return rows.map((row) => ({ ...row, occurred_at: new Date(row.occurred_at).toISOString() }));
}
