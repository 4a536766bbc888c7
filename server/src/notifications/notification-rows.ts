import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { NotificationBox, NotificationDto } from '@/api/contract/notifications';
import type { Db } from '@server/db/client';
import { notifications, type NotificationRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    archived: row.archivedAt !== null,
    actor: row.actorName === null ? null : { id: row.actorId, name: row.actorName },
    subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel, scope: row.scopeId },
    detail: row.detail,
  };
}

const inBox = (userId: number, box: NotificationBox) =>
  and(eq(notifications.userId, userId), box === 'messages' ? isNull(notifications.archivedAt) : isNotNull(notifications.archivedAt));

/** What still waits to be read in the person's Messages tab: the badge. */
export const unreadOf = (userId: number) => and(inBox(userId, 'messages'), isNull(notifications.readAt));

export async function countWhere(db: Db, where: ReturnType<typeof inBox>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(where);
  return row?.n ?? 0;
}

export const countInBox = (db: Db, userId: number, box: NotificationBox) => countWhere(db, inBox(userId, box));

export const unreadCount = (db: Db, userId: number) => countWhere(db, unreadOf(userId));

/** One page of a tab, newest first. */
export async function notificationsInBox(db: Db, userId: number, box: NotificationBox, window: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(notifications)
    .where(inBox(userId, box))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(toNotificationDto);
}

/** One of the person's own notifications; anyone else's answers 404, as if there were none. */
export async function ownNotification(db: Db, userId: number, id: number): Promise<NotificationRow> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
