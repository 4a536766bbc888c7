import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { RESET_CODE_LENGTH, RESET_CODE_TRIES, RESET_CODE_TTL_SECONDS } from '@/api/contract/account';
import type { Db } from '@server/db/client';
import { passwordResetCodes } from '@server/db/schema';
import { verdictOnTry, whyNoTry, type CodeCheck } from './code-verdicts';

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

/** The hashing work of issuing, for an e-mail without an account: both answers take the same time. */
export function decoyResetCode(secret: string): void {
  hashCode(secret, 0, newCode());
}

/**
 * Checks a code. A try is spent before the code is compared, in the one statement that reads it:
 * concurrent tries each take one, and once they are spent no code is compared, not even the right
 * one. A right code is consumed: it works once.
 */
export async function checkResetCode(db: Db, secret: string, userId: number, code: string, now: Date): Promise<CodeCheck> {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ triesLeft: sql`${passwordResetCodes.triesLeft} - 1` })
    .where(and(eq(passwordResetCodes.userId, userId), gt(passwordResetCodes.triesLeft, 0), gt(passwordResetCodes.expiresAt, now)))
    .returning({ codeHash: passwordResetCodes.codeHash, triesLeft: passwordResetCodes.triesLeft });
  if (!row) return whyNoTry(await expiryOf(db, userId), now);
  const verdict = verdictOnTry(row.codeHash, hashCode(secret, userId, code), row.triesLeft);
  if (verdict !== 'right') return verdict;
  // This code only: a newer one issued meanwhile stays.
  await db.delete(passwordResetCodes).where(and(eq(passwordResetCodes.userId, userId), eq(passwordResetCodes.codeHash, row.codeHash)));
  return 'right';
}

/** When the person's code expires, if they have one (spent or not). */
async function expiryOf(db: Db, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ expiresAt: passwordResetCodes.expiresAt })
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, userId))
    .limit(1);
  return row?.expiresAt;
}
