/**
 * The API under load: `npm run bench`. Seeds a large data set on a database of its own (PGlite in
 * memory, then PostgreSQL: BENCH_DATABASE_URL's server, or a throwaway server started from the
 * installed binaries), starts the real app on it and measures each endpoint with autocannon at 50
 * connections, then prints a table per database: req/s, the ratio to /api/health in the same run,
 * p50, p99 and whether the goal is met.
 *
 * The app runs in this process; autocannon runs in a child process. On two cores a load generator
 * in the same process shares the server's event loop: its own work would be counted as the
 * server's latency and cap its rate, and the figures swing with whatever the other half does.
 *
 * Settings (environment): BENCH_DURATION seconds per endpoint (5), BENCH_WARMUP seconds (1),
 * BENCH_CONNECTIONS (50), BENCH_DATABASES (pglite,postgres), BENCH_ONLY (endpoint names or their beginnings, comma-separated),
 * BENCH_PROFILE (a folder: one CPU profile of the server per endpoint under load).
 */
import { benchPostgres, type BenchPostgres } from './api/postgres-server';
import { resultTable } from './api/report';
import { runOnDatabase, type LoadSettings } from './api/run-database';

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const load: LoadSettings = {
  connections: numberFromEnv('BENCH_CONNECTIONS', 50),
  durationSeconds: numberFromEnv('BENCH_DURATION', 5),
  warmupSeconds: numberFromEnv('BENCH_WARMUP', 1),
};
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const log = (line: string) => console.error(line);
const tables: string[] = [];

let postgres: BenchPostgres | undefined;
// Ctrl+C still stops and deletes the throwaway server.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (postgres?.dispose() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

log(`${load.connections} connections, ${load.durationSeconds} s per endpoint after ${load.warmupSeconds} s of warm-up`);
if (databases.includes('pglite')) {
  log('PGlite (in memory):');
  tables.push(`### PGlite (in memory)\n\n${resultTable(await runOnDatabase({ kind: 'memory' }, load, log))}`);
}
if (databases.includes('postgres')) {
  postgres = await benchPostgres();
  if (!postgres) {
    tables.push('### PostgreSQL\n\nSkipped: BENCH_DATABASE_URL is not set and no server binaries were found under /usr/lib/postgresql.');
  } else {
    try {
      log(`PostgreSQL (${postgres.description}):`);
      tables.push(
        `### PostgreSQL (${postgres.description})\n\n${resultTable(await runOnDatabase({ kind: 'postgres', url: postgres.url }, load, log))}`,
      );
    } finally {
      await postgres.dispose();
      postgres = undefined;
    }
  }
}
console.log(`\n${tables.join('\n\n')}`);
