import { lt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { passwordResetCodes } from '@server/db/schema';

/** An expired code is kept a day, so that trying it still says "expired" rather than "wrong code". */
export const EXPIRED_CODE_KEPT_MS = 24 * 60 * 60_000;

/** Deletes the password-reset codes that expired over a day ago; returns how many went. */
export async function deleteExpiredResetCodes(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(passwordResetCodes)
    .where(lt(passwordResetCodes.expiresAt, new Date(now.getTime() - EXPIRED_CODE_KEPT_MS)))
    .returning({ userId: passwordResetCodes.userId });
  return deleted.length;
}
