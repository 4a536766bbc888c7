import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { accountAttempts } from '@server/db/schema';
import { tooManyRequests } from '@server/src/http/http-errors';
import type { FastifyReply } from 'fastify';

/**
 * A per-e-mail limit on one of the public account calls: every request counts, whether or not
 * the e-mail has an account, so a refusal tells nothing about the account. Kept in the database,
 * so every API process counts the same.
 */
export function perEmailLimit(kind: string, max: number, windowSeconds: number) {
  return async (db: Db, email: string, address: string, now: Date, reply: FastifyReply): Promise<void> => {
    const since = new Date(now.getTime() - windowSeconds * 1000);
    await db.delete(accountAttempts).where(lt(accountAttempts.at, since));
    const [row] = await db
      .select({ n: count(), oldest: min(accountAttempts.at) })
      .from(accountAttempts)
      .where(and(eq(accountAttempts.kind, kind), eq(accountAttempts.email, email), gt(accountAttempts.at, since)));
    if (row && row.n >= max) {
      const wait = row.oldest
        ? Math.max(1, Math.ceil((row.oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000))
        : windowSeconds;
      reply.header('retry-after', String(wait));
      throw tooManyRequests('Too many requests for this e-mail. Try again later.');
    }
    await db.insert(accountAttempts).values({ kind, email, address, at: now });
  };
}
