import { createHmac } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { SIGN_UP_CODE_TTL_SECONDS, RESET_CODE_TRIES } from '@/api/contract/account';
import type { Db } from '@server/db/client';
import { pendingSignUps } from '@server/db/schema';
import { newCode } from './reset-codes';
import { verdictOnTry, whyNoTry, type CodeCheck } from './code-verdicts';
import { EXPIRED_CODE_KEPT_MS } from './reset-code-clean-up';

/** Kept as keyed hashes, like reset codes: a copy of the table tells nothing without the secret. */
const hashCode = (secret: string, email: string, code: string) =>
  createHmac('sha256', secret).update(`sign-up:${email}:${code}`).digest('hex');

export interface SignUpDetails {
  email: string;
  fullName: string;
  passwordHash: string;
  language: string | null;
  /** The campaign code the visitor arrived with (marketing). */
  campaign: string | null;
}

/** Starts (or starts again) the sign-up of an address; returns the code that proves it. */
export async function startSignUp(db: Db, secret: string, details: SignUpDetails, now: Date): Promise<string> {
  const code = newCode();
  const values = {
    ...details,
    codeHash: hashCode(secret, details.email, code),
    triesLeft: RESET_CODE_TRIES,
    expiresAt: new Date(now.getTime() + SIGN_UP_CODE_TTL_SECONDS * 1000),
    createdAt: now,
  };
  await db.insert(pendingSignUps).values(values).onConflictDoUpdate({ target: pendingSignUps.email, set: values });
  return code;
}

export type SignUpCheck = { outcome: Exclude<CodeCheck, 'right'> } | { outcome: 'right'; details: SignUpDetails };

/**
 * Checks a sign-up's code as reset codes are checked (reset-codes.ts): a try is spent before the
 * comparison, and a right code is consumed with its sign-up.
 */
export async function checkSignUpCode(db: Db, secret: string, email: string, code: string, now: Date): Promise<SignUpCheck> {
  const [row] = await db
    .update(pendingSignUps)
    .set({ triesLeft: sql`${pendingSignUps.triesLeft} - 1` })
    .where(and(eq(pendingSignUps.email, email), gt(pendingSignUps.triesLeft, 0), gt(pendingSignUps.expiresAt, now)))
    .returning();
  if (!row) {
    const [spent] = await db.select({ expiresAt: pendingSignUps.expiresAt }).from(pendingSignUps).where(eq(pendingSignUps.email, email));
    return { outcome: whyNoTry(spent?.expiresAt, now) };
  }
  const verdict = verdictOnTry(row.codeHash, hashCode(secret, email, code), row.triesLeft);
  if (verdict !== 'right') return { outcome: verdict };
  await db.delete(pendingSignUps).where(and(eq(pendingSignUps.email, email), eq(pendingSignUps.codeHash, row.codeHash)));
  const { fullName, passwordHash, language, campaign } = row;
  return { outcome: 'right', details: { email, fullName, passwordHash, language, campaign } };
}

/** Deletes the sign-ups whose code expired over a day ago (they can no longer answer "expired"); returns how many went. */
export async function deleteExpiredSignUps(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(pendingSignUps)
    .where(lt(pendingSignUps.expiresAt, new Date(now.getTime() - EXPIRED_CODE_KEPT_MS)))
    .returning({ email: pendingSignUps.email });
  return deleted.length;
}
