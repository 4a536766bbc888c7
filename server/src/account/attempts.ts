import type { FastifyReply } from 'fastify';
import type { Db } from '@server/db/client';
import { countAgainst, sharedLimiter } from '@server/src/limits/shared-limiter';
import { refuseForSeconds } from '@server/src/limits/too-many';

/**
 * A per-e-mail limit on one of the public account calls: every request counts, whether or not
 * the e-mail has an account, so a refusal tells nothing about the account. Counted in the shared
 * counters, in one statement per request, so every API process and concurrent requests count the
 * same.
 */
export function perEmailLimit(db: Db, kind: string, max: number, windowSeconds: number) {
  const limiter = sharedLimiter(db, { name: `account ${kind}`, points: max, windowSeconds });
  return async (email: string, reply: FastifyReply): Promise<void> => {
    const wait = await countAgainst(limiter, email);
    if (wait > 0) refuseForSeconds(reply, wait, 'Too many requests for this e-mail. Try again later.');
  };
}
