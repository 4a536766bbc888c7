import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openPool, poolLimits } from './pool';
import { listenOnPostgres, type Listen } from './listener';
import { explainConnectionFailure } from './connection-failure';
import * as schema from './schema';

/** The query surface shared by both drivers and by transactions: query functions take this first. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL on the same database, for libraries that bring their own statements (the job runner). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  /** NOTIFY heard on a channel (the live stream's fan-out). */
  listen: Listen;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'postgres'; url: string; queryTimeoutMs?: number } | { kind: 'pglite'; dataDir: string } | { kind: 'memory' };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and brings its schema up to date before anything else uses it. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    await migrateUnderLock(target.url);
    const pool = openPool(target.url, poolLimits(target.queryTimeoutMs ?? 30_000));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      listen: listenOnPostgres(target.url),
      close: () => pool.end(),
    };
  }
  const client = target.kind === 'memory' ? new PGlite() : new PGlite(target.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    // Several statements in one text (a library's schema set-up) go through exec, which takes no
    // parameters; one statement with parameters through query.
    executeSql: async (text, values) =>
      values?.length
        ? { rows: (await client.query<Record<string, unknown>>(text, values)).rows }
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    // One process holds an embedded database, so its NOTIFY is heard in the same process; the
    // connection is never lost, so nothing has to be resumed.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: () => client.close(),
  };
}

/** Any number of its own: the lock that lets one process at a time apply Lato's migrations. */
const MIGRATION_LOCK = 7_246_115_310;

/**
 * Applies pending migrations on a connection of its own, one process at a time: several processes
 * starting together on one PostgreSQL wait for the first, then find nothing left to do (a migration
 * never runs twice). The connection has no statement timeout: rewriting a large table may take
 * longer than any request should.
 */
async function migrateUnderLock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw explainConnectionFailure(error, url);
  }
  try {
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    // Ending the session releases the lock too, even when a migration failed.
    await client.end();
  }
}
