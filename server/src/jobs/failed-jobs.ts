import type { ExecuteSql } from '@server/db/client';

/** pg-boss's schema, which its tables live in. */
export const BOSS_SCHEMA = 'pgboss';

/**
 * How many jobs failed for good since `since` (every attempt used up), for the readiness check.
 * pg-boss moves finished jobs to its archive after twelve hours, so both tables are counted.
 */
export async function countFailedJobs(executeSql: ExecuteSql, since: Date): Promise<number> {
  const { rows } = await executeSql(
    `SELECT (SELECT count(*) FROM ${BOSS_SCHEMA}.job WHERE state = 'failed' AND completed_on >= $1)
          + (SELECT count(*) FROM ${BOSS_SCHEMA}.archive WHERE state = 'failed' AND completed_on >= $1) AS n`,
    [since.toISOString()],
  );
  return Number(rows[0]?.n ?? 0);
}

/** How many jobs are waiting (a retry included) or under way. */
export async function countPendingJobs(executeSql: ExecuteSql): Promise<number> {
  const { rows } = await executeSql(`SELECT count(*) AS n FROM ${BOSS_SCHEMA}.job WHERE state < 'completed'`);
  return Number(rows[0]?.n ?? 0);
}
