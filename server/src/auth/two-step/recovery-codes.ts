import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@/api/contract/two-step-values';
import type { Db } from '@server/db/client';
import { recoveryCodes } from '@server/db/schema';

/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 12;

/** A code as printed: 12 characters (about 59 bits) in groups of four. */
function newRecoveryCode(): string {
  const bytes = randomBytes(LENGTH);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return chars.replace(/(.{4})(?=.)/g, '$1-');
}

/** Typed with or without dashes and spaces, in either case, it is the same code. */
const canonical = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
// Random enough that a plain hash is safe to keep: nobody guesses 59 bits from its hash.
const hashOf = (code: string) => createHash('sha256').update(canonical(code)).digest('hex');

/**
 * A new set for the person, replacing any old one; the codes are shown once and kept only by hash.
 * `codes`: the demo login's known ones; everyone else's are random.
 */
export async function replaceRecoveryCodes(
  tx: Db,
  userId: number,
  codes: readonly string[] = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode),
): Promise<string[]> {
  await deleteRecoveryCodes(tx, userId);
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(code) })));
  return [...codes];
}

export async function deleteRecoveryCodes(tx: Db, userId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Marks the code used when it is one of the person's unused ones; true when it was. One statement, so it works once. */
export async function useRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashOf(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}
