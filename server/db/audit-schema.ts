import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditDetails, AuditTargetType } from '@/api/contract/audit';
import { users } from './people-schema';

/**
 * Who did what to whom, when and from where: sign-ins, changes to people, numbers' settings,
 * exports. Rows are only ever added (server/src/audit/record.ts); no API call edits or deletes them.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for an unknown person (a failed sign-in) or once the person's account is deleted. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written at the time, so the event still says who once the account is gone. */
    actorEmail: text('actor_email'),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>(),
    targetId: integer('target_id'),
    /** The target as a person would name it then (an e-mail, a phone number). */
    targetLabel: text('target_label'),
    /** What changed, small and never secret (no passwords, codes or tokens). */
    details: jsonb('details').$type<AuditDetails>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_events_occurred_at_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('audit_events_action_idx').on(t.action),
    index('audit_events_actor_idx').on(t.actorId),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
