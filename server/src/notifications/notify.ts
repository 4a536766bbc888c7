import type { NotificationKind, NotificationSubject } from '@/api/contract/notifications-values';
import type { Db } from '@server/db/client';
import { notifications, type UserRow } from '@server/db/schema';
import { publishLive } from '@server/src/live/publish';

/** Something to tell people about, as the place where it happened knows it. */
export interface Notice {
  kind: NotificationKind;
  /** Who did it: a person, or null for the assistant or a caller. */
  actor: Pick<UserRow, 'id' | 'fullName'> | null;
  subject: { type: NotificationSubject; id: number; label: string; scope?: number | null };
  detail?: string | null;
}

/**
 * Tells each of `recipients` about `notice` (never the person who did it): one notification
 * each, and a live event that raises their badge. Call it inside the change's own transaction, so
 * that no one is told of a change that did not happen.
 */
export async function notify(db: Db, recipients: readonly number[], notice: Notice): Promise<number[]> {
  const told = [...new Set(recipients)].filter((id) => id !== notice.actor?.id);
  if (told.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      told.map((userId) => ({
        userId,
        kind: notice.kind,
        actorId: notice.actor?.id ?? null,
        actorName: notice.actor?.fullName ?? null,
        subjectType: notice.subject.type,
        subjectId: notice.subject.id,
        subjectLabel: notice.subject.label,
        scopeId: notice.subject.scope ?? null,
        detail: notice.detail ?? null,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  await publishLive(
    db,
    rows.map((row) => ({ kind: 'notification' as const, subject: row.id, recipients: [row.userId] })),
  );
  return rows.map((row) => row.id);
}
