import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of the bench's own on a PostgreSQL server, and how to be rid of it. */
export interface BenchPostgres {
  url: string;
  /** Where the database lives, for the report. */
  description: string;
  dispose(): Promise<void>;
}

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed server's binaries, as `.ci/run` finds them. */
function postgresBinaries(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? undefined : path.join(PG_ROOT, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// The server refuses to run as root, so it runs as `postgres`, as on CI.
const asPostgres = (command: string) => execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'pipe' });

/** A server of its own in a temporary folder, on loopback and a free port; stopping it deletes the folder. */
async function throwawayServer(bin: string): Promise<{ adminUrl: string; version: string; stop(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lato-bench-pg-'));
  const stop = () => {
    try {
      asPostgres(`'${bin}/pg_ctl' -D '${dir}/data' -m fast -w stop`);
    } catch {
      // Not started, or already stopped: the folder goes either way.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), -1);
    const port = await freePort();
    asPostgres(`'${bin}/initdb' -D '${dir}/data' -U postgres --auth=trust -E UTF8`);
    asPostgres(`'${bin}/pg_ctl' -D '${dir}/data' -l '${dir}/log' -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1" -w start`);
    const version = execFileSync(`${bin}/postgres`, ['--version']).toString().trim();
    return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, version, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for the bench: on BENCH_DATABASE_URL's server when set, else on a throwaway
 * server started from the installed binaries; undefined when neither is there. The bench never
 * writes into an existing database: it creates its own and drops it afterwards.
 */
export async function benchPostgres(): Promise<BenchPostgres | undefined> {
  const given = process.env.BENCH_DATABASE_URL;
  const bin = given ? undefined : postgresBinaries();
  if (!given && !bin) return undefined;
  const server = given ? { adminUrl: given, version: 'BENCH_DATABASE_URL', stop: () => {} } : await throwawayServer(bin!);
  const name = `lato_bench_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(server.adminUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    server.stop();
    throw error;
  }
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    description: server.version,
    async dispose() {
      try {
        await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        server.stop();
      }
    },
  };
}
