import { lt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { outboxEmails } from '@server/db/schema';

/** A week: long enough to read what a machine without SMTP "sent"; its reset codes expired long before. */
export const OUTBOX_KEPT_MS = 7 * 24 * 60 * 60_000;

/** Deletes the outbox's e-mails older than a week; returns how many went. */
export async function deleteOldOutboxEmails(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(outboxEmails)
    .where(lt(outboxEmails.createdAt, new Date(now.getTime() - OUTBOX_KEPT_MS)))
    .returning({ id: outboxEmails.id });
  return deleted.length;
}
