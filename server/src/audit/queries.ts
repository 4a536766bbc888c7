import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEvent, AuditFilter } from '@/api/contract/audit';
import type { Db } from '@server/db/client';
import { auditEvents, users } from '@server/db/schema';
import { containsFolded } from '@server/src/sql/search';

/** The start of a calendar day at the reader's midnight. */
const startOfDay = (date: string, timeZone: string) => sql`(${date}::date::timestamp at time zone ${timeZone})`;
const startOfNextDay = (date: string, timeZone: string) => sql`((${date}::date + 1)::timestamp at time zone ${timeZone})`;

function eventFilter(filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.action.length > 0) conditions.push(inArray(auditEvents.action, filter.action));
  if (filter.actor) conditions.push(containsFolded([auditEvents.actorEmail, users.fullName], filter.actor));
  if (filter.target) conditions.push(containsFolded([auditEvents.targetLabel], filter.target));
  if (filter.date_from) conditions.push(gte(auditEvents.occurredAt, startOfDay(filter.date_from, filter.time_zone)));
  if (filter.date_to) conditions.push(lt(auditEvents.occurredAt, startOfNextDay(filter.date_to, filter.time_zone)));
  return and(...conditions);
}

/** How many events the filter selects. */
export async function countEvents(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(eventFilter(filter));
  return row?.value ?? 0;
}

/** The events the filter selects, newest first, with the actor's name as it is today. */
export async function listEvents(db: Db, filter: AuditFilter, { limit, offset }: { limit: number; offset: number }): Promise<AuditEvent[]> {
  const rows = await db
    .select({ event: auditEvents, actorName: users.fullName })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(eventFilter(filter))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ event, actorName }) => ({
    id: event.id,
    occurred_at: event.occurredAt.toISOString(),
    actor_id: event.actorId,
    actor_email: event.actorEmail,
    actor_name: actorName,
    action: event.action,
    target_type: event.targetType,
    target_id: event.targetId,
    target_label: event.targetLabel,
    details: event.details,
    ip: event.ip,
    user_agent: event.userAgent,
  }));
}
