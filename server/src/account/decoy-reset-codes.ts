import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { RESET_CODE_TRIES, RESET_CODE_TTL_SECONDS } from '@/api/contract/account';
import type { Db } from '@server/db/client';
import { limitCounters } from '@server/db/schema';
import { EXPIRED_CODE_KEPT_MS } from './reset-code-clean-up';
import { decoyResetCode } from './reset-codes';
import { whyNoTry, type CodeCheck } from './code-verdicts';

/**
 * A pretend reset code for an e-mail without an active account, so that trying codes for it
 * answers what a real account's code would: wrong, then used up after the fifth try, expired after
 * its minutes, and unknown again once a real code would have been deleted. Without it, five wrong
 * codes would tell a real account ("used up") from none ("wrong code").
 *
 * Kept in the shared counters (limit_counters), under a key no rate limit uses: `points` are the
 * tries spent, `expire` is when a real code would be deleted (a day after it expires), which is
 * also when the counters' clean-up deletes the row. Written here rather than through
 * rate-limiter-flexible, which cannot spend a try only while the code is live and has tries left.
 */
const keyOf = (email: string) => `reset-code decoy:${email}`;

/** When the pretend code stops taking tries, from the row's `expire`. */
const codeExpiresAt = (expire: number) => expire - EXPIRED_CODE_KEPT_MS;

/** As issuing a real code does, replaces any earlier pretend code, with all its tries. */
export async function issueDecoyResetCode(db: Db, secret: string, email: string, now: Date): Promise<void> {
  decoyResetCode(secret);
  const values = { points: 0, expire: now.getTime() + RESET_CODE_TTL_SECONDS * 1000 + EXPIRED_CODE_KEPT_MS };
  await db
    .insert(limitCounters)
    .values({ key: keyOf(email), ...values })
    .onConflictDoUpdate({ target: limitCounters.key, set: values });
}

/**
 * Tries a code against the pretend one, as checkResetCode tries a real one: a try is spent in the
 * one statement that reads it, so concurrent tries are counted as a real code counts them. Never
 * 'right': there is no code to match.
 */
export async function checkDecoyResetCode(db: Db, email: string, now: Date): Promise<Exclude<CodeCheck, 'right'>> {
  const key = keyOf(email);
  const [spent] = await db
    .update(limitCounters)
    .set({ points: sql`${limitCounters.points} + 1` })
    .where(
      and(
        eq(limitCounters.key, key),
        lt(limitCounters.points, RESET_CODE_TRIES),
        gt(limitCounters.expire, now.getTime() + EXPIRED_CODE_KEPT_MS),
      ),
    )
    .returning({ points: limitCounters.points });
  if (spent) return spent.points < RESET_CODE_TRIES ? 'wrong' : 'used_up';
  const [kept] = await db.select({ expire: limitCounters.expire }).from(limitCounters).where(eq(limitCounters.key, key)).limit(1);
  return whyNoTry(kept?.expire ? new Date(codeExpiresAt(kept.expire)) : undefined, now);
}
