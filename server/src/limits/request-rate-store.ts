import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Db } from '@server/db/client';
import { sharedLimiter } from './shared-limiter';

/**
 * What @fastify/rate-limit really gives a route's store (its types say the route's options): the
 * route's merged limit settings, with the route's options under routeInfo.
 */
interface RouteLimitSettings {
  routeInfo?: { method?: string | string[]; url?: string };
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One route's requests, per address, in the shared counters. */
class SharedRequestCounts implements FastifyRateLimitStore {
  /** The route's limiter, made at its first request rather than at every one (its max and window never change). */
  private limiter: RateLimiterPostgres | undefined;

  constructor(
    private readonly db: Db,
    private readonly name: string,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    this.limiter ??= sharedLimiter(this.db, { name: this.name, points: max, windowSeconds: timeWindow / 1000 });
    // Counted without refusing: the refusal is the plugin's, so its answer and headers stay as they were.
    this.limiter.penalty(key).then((res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }), callback);
  }

  child(settings: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const { method = '', url = '' } = (settings as unknown as RouteLimitSettings).routeInfo ?? {};
    return new SharedRequestCounts(this.db, `requests ${[method].flat().join(',')} ${url}`);
  }
}

/**
 * @fastify/rate-limit's store over the shared counters: each limited route's requests per address
 * are counted in the database, so the per-minute limits hold across every API process. The plugin
 * still picks the address, compares the count with the route's max and answers 429.
 */
export function sharedRequestRateStore(db: Db): FastifyRateLimitStoreCtor {
  // The plugin makes its store with `new` (and its settings, which it gives each route's child again).
  return class extends SharedRequestCounts {
    constructor() {
      super(db, 'requests');
    }
  };
}
