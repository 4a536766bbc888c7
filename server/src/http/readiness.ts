import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import { unavailable } from './http-errors';

/** Longer than a healthy database ever takes to say `select 1`, shorter than a load balancer's check. */
const PING_LIMIT_MS = 3000;

let newestMigration: string | undefined;

/** The hash Drizzle records for the newest migration this code was built with. */
function expectedMigration(): string {
  newestMigration ??= readMigrationFiles({ migrationsFolder: fileURLToPath(new URL('../../db/migrations', import.meta.url)) }).at(-1)!.hash;
  return newestMigration;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Ready when the database answers within the limit and holds the newest migration this code
 * needs (a database restored from an old backup does not); otherwise 503, saying which.
 */
export async function readiness(db: Db, app: FastifyInstance): Promise<{ status: 'ready'; failed_jobs: number }> {
  let applied: string | undefined;
  try {
    const result = await within(
      db.execute<{ hash: string }>(sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`),
      PING_LIMIT_MS,
    );
    applied = (result as unknown as { rows: { hash: string }[] }).rows[0]?.hash;
  } catch {
    throw unavailable('The database does not answer.');
  }
  if (applied !== expectedMigration()) throw unavailable('The database does not have the newest migration applied.');
  return { status: 'ready', failed_jobs: await within(failedJobs(app), PING_LIMIT_MS).catch(() => 0) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Jobs that failed for good in the last day: each is in the log with its id. */
function failedJobs(app: FastifyInstance): Promise<number> {
  return app.jobs.failedSince(new Date(app.clock().getTime() - DAY_MS));
}
