import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { loginFailures } from '@server/db/schema';

export interface LoginLimits {
  /** Failures of one e-mail from one address before sign-in is refused there. */
  maxFailures: number;
  /** Failures of one e-mail from all addresses together before sign-in is refused everywhere. */
  maxFailuresPerEmail: number;
  windowSeconds: number;
}

/**
 * Failed sign-ins, counted per e-mail and address pair within a window, with a higher ceiling per
 * e-mail across all addresses: a guesser on one address no longer locks the owner out elsewhere,
 * and many addresses together still cannot guess on. Kept in the database, so every API process
 * counts the same.
 */
export function loginFailureCounter(limits: LoginLimits, now: () => Date = () => new Date()) {
  const windowStart = () => new Date(now().getTime() - limits.windowSeconds * 1000);

  /** Seconds until the oldest of `failures` leaves the window. */
  const secondsLeft = (oldest: Date | null) =>
    oldest ? Math.max(1, Math.ceil((oldest.getTime() + limits.windowSeconds * 1000 - now().getTime()) / 1000)) : 1;

  return {
    /** Seconds before this e-mail may try again from this address, or 0 when it may try now. */
    async retryAfter(db: Db, email: string, address: string): Promise<number> {
      const recent = gt(loginFailures.failedAt, windowStart());
      const [pair] = await db
        .select({ n: count(), oldest: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address), recent));
      const [all] = await db
        .select({ n: count(), oldest: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), recent));
      let wait = 0;
      if (pair && pair.n >= limits.maxFailures) wait = Math.max(wait, secondsLeft(pair.oldest));
      if (all && all.n >= limits.maxFailuresPerEmail) wait = Math.max(wait, secondsLeft(all.oldest));
      return wait;
    },

    async fail(db: Db, email: string, address: string): Promise<void> {
      await db.insert(loginFailures).values({ email, address, failedAt: now() });
      // Old failures count for nothing: they go as new ones come.
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart()));
    },

    /** A right password from this address wipes its slate (not the other addresses'). */
    async succeed(db: Db, email: string, address: string): Promise<void> {
      await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
    },
  };
}
