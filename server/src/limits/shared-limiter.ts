import { getTableName } from 'drizzle-orm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@server/db/client';
import { limitCounters } from '@server/db/schema';
import { limiterStoreClient } from './store-client';

export interface LimitRule {
  /** Which limit: the counters of different limits never mix. */
  name: string;
  /** Requests (or failures) allowed in one window. */
  points: number;
  windowSeconds: number;
}

/**
 * A limit counted in the database (the limit_counters table, made by our migration): each count
 * is one upsert, so concurrent requests on every API process add up exactly.
 */
export function sharedLimiter(db: Db, { name, points, windowSeconds }: LimitRule): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: limiterStoreClient(db),
    // None of the drivers it knows by name ('pool', 'knex', …): it calls the client's query as given.
    storeType: 'client',
    tableName: getTableName(limitCounters),
    tableCreated: true,
    // Old rows go through deleteExpiredCounters, on the scheduled job; not a timer in every process.
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points,
    duration: windowSeconds,
  });
}

/** Whole seconds until a refused count starts again (at least one, as Retry-After says it). */
export const secondsBeforeNext = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Counts one against `key`: 0 while within the limit, else the seconds before trying again. A
 * database failure is thrown, not taken for a refusal or a pass.
 */
export async function countAgainst(limiter: RateLimiterPostgres, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return secondsBeforeNext(refusal);
    throw refusal;
  }
}
