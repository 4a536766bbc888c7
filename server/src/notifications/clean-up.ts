import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { notifications } from '@server/db/schema';

/** How long an archived notification stays in the Archived tab, counted from when it came. */
export const ARCHIVED_KEPT_DAYS = 90;

/** Deletes the archived notifications older than ARCHIVED_KEPT_DAYS; those never archived stay. */
export async function deleteOldArchivedNotifications(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(and(isNotNull(notifications.archivedAt), lt(notifications.createdAt, new Date(now.getTime() - ARCHIVED_KEPT_DAYS * 86_400_000))))
    .returning({ id: notifications.id });
  return deleted.length;
}
