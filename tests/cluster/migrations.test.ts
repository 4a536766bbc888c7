import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@server/test/server-process';
import { scratchDatabase, type ScratchDatabase } from './postgres';

const MIGRATIONS = path.resolve('server/db/migrations');
const JWT_SECRET = 'cluster-test-secret-that-is-long-enough-0123456789';

let database: ScratchDatabase | undefined;
const servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  await database?.drop();
});

/** Brings a database up to every migration but the newest, as a deploy of the next version finds it. */
async function migrateAllButNewest(url: string): Promise<{ total: number }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'lato-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  const total = journal.entries.length;
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migrate(drizzle(client), { migrationsFolder: folder });
  await client.end();
  rmSync(folder, { recursive: true, force: true });
  return { total };
}

it('two servers starting at once on a database one migration behind both come up, and the migration runs once', async () => {
  database = await scratchDatabase();
  const { total } = await migrateAllButNewest(database.url);
  expect(await database.query('SELECT hash FROM drizzle.__drizzle_migrations')).toHaveLength(total - 1);

  // Hold back the record of any migration, so that both servers are surely starting at once: each
  // is then waiting, one on the record, the other on the migration lock (or, without the lock,
  // on the first one's migration, which it would then run a second time).
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('LOCK TABLE drizzle.__drizzle_migrations IN EXCLUSIVE MODE');
  const env = { DATABASE_URL: database.url, JWT_SECRET };
  const starting = Promise.allSettled([startServer({ env }), startServer({ env })]);
  const waiting = () =>
    database!.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
  await expect.poll(async () => (await waiting())[0]!.n, { timeout: 60_000, interval: 100 }).toBe(2);
  await holder.query('COMMIT');
  await holder.end();
  const started = await starting;
  servers.push(...started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])));
  expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up']);

  const applied = await database.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
  expect(applied).toHaveLength(total);
  expect(new Set(applied.map((row) => row.hash)).size).toBe(total);
  for (const server of servers) {
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  }
});

it('leaves a fresh production database without the demo logins unless SEED_DEMO_DATA=true is given', async () => {
  database = await scratchDatabase();
  servers.push(await startServer({ env: { DATABASE_URL: database.url, JWT_SECRET } }));
  expect(await database.query('SELECT email FROM users')).toEqual([]);
  await servers.pop()!.stop();

  servers.push(await startServer({ env: { DATABASE_URL: database.url, JWT_SECRET, SEED_DEMO_DATA: 'true' } }));
  expect(await database.query('SELECT email FROM users WHERE email = $1', ['ceo@lato.test'])).toHaveLength(1);
});
