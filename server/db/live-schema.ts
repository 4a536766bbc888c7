import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LiveKind } from '@/api/contract/live-values';
import type { NotificationKind, NotificationSubject } from '@/api/contract/notifications-values';
import { users } from './people-schema';

/**
 * Every change the live stream tells about, kept a few minutes so that a tab that lost its stream
 * gets what it missed (server/src/live). Ids and kinds only: readers fetch the data through the
 * ordinary reads. A job deletes rows older than the replay window.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').$type<LiveKind>().notNull(),
    subject: integer('subject').notNull(),
    scope: integer('scope'),
    version: integer('version'),
    /** For events meant for named people (a todo board, a notification): who they are. */
    recipients: integer('recipients').array(),
  },
  (t) => [index('live_events_occurred_at_idx').on(t.occurredAt)],
);
export type LiveEventRow = typeof liveEvents.$inferSelect;

/**
 * What a person is told about: what happened (kind), by whom, to what (subject, named as it was
 * then), read or not, archived or not. The app words it in the reader's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written then, so the notification still says who once the account is gone. */
    actorName: text('actor_name'),
    subjectType: text('subject_type').$type<NotificationSubject>().notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The subject as a person would name it then (a task's title, a caller's number). */
    subjectLabel: text('subject_label').notNull().default(''),
    /** Where the subject lives (a task's project, a call's number), for the link. */
    scopeId: integer('scope_id'),
    /** A short extra word the kind needs (a project's new status). */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When it went out by e-mail (for the kinds its reader chose); the job runner sends what is still null. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_box_idx').on(t.userId, t.archivedAt, t.createdAt.desc())],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** The kinds a person also wants by e-mail; a kind without a row arrives in the app only. */
export const notificationEmailChoices = pgTable(
  'notification_email_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    byEmail: boolean('by_email').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
