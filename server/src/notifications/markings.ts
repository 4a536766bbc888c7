import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { notifications, type NotificationRow } from '@server/db/schema';
import { publishLive } from '@server/src/live/publish';
import { ownNotification, unreadCount, unreadOf } from './notification-rows';

/**
 * The person's other tabs hear of a marking, so their badge follows. One event per marking, even
 * of many notifications: the tabs read the count again whichever notification it names.
 */
const tellOtherTabs = (db: Db, userId: number, notificationId: number) =>
  publishLive(db, [{ kind: 'notification', subject: notificationId, recipients: [userId] }]);

const own = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

/**
 * Marks one of the person's notifications read. Marking it again changes nothing and tells no
 * one; another person's answers 404.
 */
export function markRead(db: Db, userId: number, id: number, now: Date): Promise<NotificationRow> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(own(userId, id), isNull(notifications.readAt)))
      .returning();
    if (!marked) return ownNotification(tx, userId, id);
    await tellOtherTabs(tx, userId, id);
    return marked;
  });
}

/** Marks everything unread in the person's Messages tab read; answers what is left unread there. */
export function markAllRead(db: Db, userId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx.update(notifications).set({ readAt: now }).where(unreadOf(userId)).returning({ id: notifications.id });
    if (marked.length > 0)
      await tellOtherTabs(
        tx,
        userId,
        marked.reduce((newest, row) => Math.max(newest, row.id), 0),
      );
    return unreadCount(tx, userId);
  });
}

/** Puts one of the person's notifications in the Archived tab, read: it asks for nothing more. */
export function archive(db: Db, userId: number, id: number, now: Date): Promise<NotificationRow> {
  return db.transaction(async (tx) => {
    const [archived] = await tx
      .update(notifications)
      .set({ archivedAt: now, readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(own(userId, id), isNull(notifications.archivedAt)))
      .returning();
    if (!archived) return ownNotification(tx, userId, id);
    await tellOtherTabs(tx, userId, id);
    return archived;
  });
}
