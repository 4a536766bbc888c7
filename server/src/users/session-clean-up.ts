import { lt, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { refreshSessions } from '@server/db/schema';

/**
 * How long an ended session stays: its tokens still answer "revoked" or "expired" rather than
 * "unknown" for that long.
 */
export const ENDED_SESSION_KEPT_MS = 24 * 60 * 60_000;

/**
 * Deletes the sessions that expired or were revoked over a day ago, and with them (cascade) every
 * refresh token they were given, used or not. A used token of a live session is kept: presenting
 * it again is how a stolen token is found out (refresh-sessions.ts), for as long as the session
 * lives. Returns how many sessions went.
 */
export async function deleteEndedSessions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ENDED_SESSION_KEPT_MS);
  const deleted = await db
    .delete(refreshSessions)
    .where(or(lt(refreshSessions.expiresAt, before), lt(refreshSessions.revokedAt, before)))
    .returning({ id: refreshSessions.id });
  return deleted.length;
}
