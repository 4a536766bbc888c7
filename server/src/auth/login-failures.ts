import type { Db } from '@server/db/client';
import { countAgainst, sharedLimiter } from '@server/src/limits/shared-limiter';

export interface LoginLimits {
  /** Failures of one e-mail from one address before sign-in is refused there. */
  maxFailures: number;
  /** Failures of one e-mail from all addresses together before sign-in is refused everywhere. */
  maxFailuresPerEmail: number;
  windowSeconds: number;
}

/**
 * Failed sign-ins, counted per e-mail and address pair within a window, with a higher ceiling per
 * e-mail across all addresses: a guesser on one address does not lock the owner out elsewhere,
 * and many addresses together still cannot guess on. Every attempt is counted as a failure before
 * its password is compared, in the shared counters: concurrent guesses on any API process cannot
 * all be compared before one is counted.
 */
export function loginFailureLimits(db: Db, limits: LoginLimits) {
  const perPair = sharedLimiter(db, { name: 'login-failures', points: limits.maxFailures, windowSeconds: limits.windowSeconds });
  const perEmail = sharedLimiter(db, {
    name: 'login-failures-per-email',
    points: limits.maxFailuresPerEmail,
    windowSeconds: limits.windowSeconds,
  });
  // An address has no slash: the pair's key reads back one way only.
  const pair = (email: string, address: string) => `${address}/${email}`;

  return {
    /**
     * Counts this attempt as a failure until its password proves right. The seconds before this
     * e-mail may try again from this address, or 0 when its password may be compared now.
     */
    async reserve(email: string, address: string): Promise<number> {
      const pairWait = await countAgainst(perPair, pair(email, address));
      if (pairWait > 0) return pairWait;
      const emailWait = await countAgainst(perEmail, email);
      // Refused by the ceiling, this attempt compares no password: it is not one of the address's failures.
      if (emailWait > 0) await perPair.reward(pair(email, address));
      return emailWait;
    },

    /**
     * A right password: wipes this address's slate (not the other addresses'), and gives this
     * attempt back to the e-mail's ceiling.
     */
    async clear(email: string, address: string): Promise<void> {
      await perPair.delete(pair(email, address));
      await perEmail.reward(email);
    },
  };
}
