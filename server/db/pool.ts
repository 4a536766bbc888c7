import pg from 'pg';
import { surviveLostConnections } from './pool-errors';

/**
 * How long a call may wait on PostgreSQL before the API gives up on it and answers 503
 * `unavailable` (server/src/http/database-unreachable.ts) instead of holding the caller.
 */
export const POOL_LIMITS = {
  /** Connections to PostgreSQL: more only adds backends to schedule (docs/performance.md). */
  max: 10,
  /**
   * For a free connection of the ten, or a new one to open. Without it, a database host that drops
   * packets holds every call until the system's TCP timeout, minutes later. Ten seconds is more
   * than twice the longest wait the bench sees at 50 connections (the todo board's p99).
   */
  connectionTimeoutMillis: 10_000,
  /** For one statement, enforced by PostgreSQL: a runaway query holds one connection of the ten. */
  statement_timeout: 30_000,
  /**
   * For one statement, measured here: a PostgreSQL that is frozen (stopped, swapping, a host
   * that drops packets on a connection already open) cannot enforce its own limit, and a request
   * on a reused connection would otherwise wait for TCP to give up, minutes later. A second more
   * than the server's, so a slow statement is ended by PostgreSQL first and the connection kept.
   */
  query_timeout: 31_000,
} satisfies pg.PoolConfig;

/** The limits for a query time limit of `queryTimeoutMs` (DATABASE_QUERY_TIMEOUT_MS). */
export function poolLimits(queryTimeoutMs: number): pg.PoolConfig {
  return {
    ...POOL_LIMITS,
    // A shorter limit is asked for to answer sooner: opening a connection waits no longer either.
    connectionTimeoutMillis: Math.min(POOL_LIMITS.connectionTimeoutMillis, queryTimeoutMs),
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + 1000,
  };
}

/** The pool the API's queries go through, kept alive across PostgreSQL's restarts (pool-errors.ts). */
export function openPool(url: string, limits: pg.PoolConfig = POOL_LIMITS): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, ...limits });
  surviveLostConnections(pool);
  return pool;
}
