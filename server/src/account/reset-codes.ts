import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { RESET_CODE_LENGTH, RESET_CODE_TRIES, RESET_CODE_TTL_SECONDS } from '@/api/contract/account';
import type { Db } from '@server/db/client';
import { passwordResetCodes } from '@server/db/schema';

/** Codes are kept as keyed hashes: a copy of the table tells nothing without the server's secret. */
const hashCode = (secret: string, userId: number, code: string) => createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

export const newCode = () => String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

/** Issues a person's reset code, replacing any earlier one. */
export async function issueResetCode(db: Db, secret: string, userId: number, now: Date): Promise<string> {
  const code = newCode();
  const values = {
    userId,
    codeHash: hashCode(secret, userId, code),
    expiresAt: new Date(now.getTime() + RESET_CODE_TTL_SECONDS * 1000),
    triesLeft: RESET_CODE_TRIES,
    createdAt: now,
  };
  await db.insert(passwordResetCodes).values(values).onConflictDoUpdate({ target: passwordResetCodes.userId, set: values });
  return code;
}

/** The same work as issuing, for an e-mail without an account: both answers take the same time. */
export function decoyResetCode(secret: string): void {
  hashCode(secret, 0, newCode());
}

export type CodeCheck = 'right' | 'wrong' | 'expired' | 'used_up' | 'none';

/**
 * Checks a code, counting a wrong try (in the same statement that reads it, so two tries at once
 * both count). A right code is consumed: it works once.
 */
export async function checkResetCode(db: Db, secret: string, userId: number, code: string, now: Date): Promise<CodeCheck> {
  const [row] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId)).limit(1);
  if (!row) return 'none';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.triesLeft <= 0) return 'used_up';
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, userId, code), 'hex');
  if (timingSafeEqual(expected, given)) {
    await db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
    return 'right';
  }
  const [after] = await db
    .update(passwordResetCodes)
    .set({ triesLeft: sql`${passwordResetCodes.triesLeft} - 1` })
    .where(eq(passwordResetCodes.userId, userId))
    .returning({ triesLeft: passwordResetCodes.triesLeft });
  return after && after.triesLeft > 0 ? 'wrong' : 'used_up';
}
