/**
 * The live stream under load: `npm run bench:live`. On each database (PGlite in memory, then
 * PostgreSQL as in `npm run bench`), starts the real app, opens 1 and then 200 streams from a
 * child process (each a signed-in member of one project), and publishes board events on that
 * project as committed changes do:
 *
 * - delay: events one at a time, 20 ms apart: from the commit of each to its arrival on every
 *   stream (p50, p99);
 * - throughput: a burst of events as fast as they can be made: deliveries (events × streams) per
 *   second from the first commit to the last arrival.
 *
 * The 200-stream figures are also given as a ratio to one stream in the same run. Settings:
 * BENCH_DATABASES (pglite,postgres), BENCH_STREAMS (200), BENCH_EVENTS (200 for each phase).
 */
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseTarget } from '@server/db/client';
import { projectMembers, projects } from '@server/db/schema';
import { buildApp } from '@server/src/app';
import { testConfig } from '@server/src/config';
import { publishLive } from '@server/src/live/publish';
import { hashPassword } from '@server/src/users/passwords';
import { insertUsers } from '@server/src/users/queries';
import { benchPostgres } from './api/postgres-server';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const STREAMS = positive('BENCH_STREAMS', 200);
const EVENTS = positive('BENCH_EVENTS', 200);
const PACED_GAP_MS = 20;
const PASSWORD = 'bench live password 0123456789';
const child = fileURLToPath(new URL('./live/streams-child.ts', import.meta.url));
const log = (line: string) => console.error(line);
const now = () => performance.timeOrigin + performance.now();

interface Figures {
  streams: number;
  p50: number;
  p99: number;
  deliveriesPerSecond: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

/** Opens `tokens.length` streams in a child; resolves with a way to ask for its record. */
function openReaders(baseUrl: string, tokens: string[]) {
  const reader = fork(child, [JSON.stringify({ baseUrl, tokens })], { execArgv: ['--import', 'tsx'] });
  const ready = new Promise<void>((resolve, reject) => {
    reader.once('message', () => resolve());
    reader.once('exit', (code) => reject(new Error(`the stream readers stopped (${code})`)));
  });
  const report = (lastVersion: number) =>
    new Promise<Map<number, number[]>>((resolve) => {
      reader.once('message', (message) => resolve(new Map((message as { arrivals: [number, number[]][] }).arrivals)));
      reader.send({ reportAfter: lastVersion });
    });
  return { ready, report };
}

async function measureStreams(
  baseUrl: string,
  db: Parameters<typeof publishLive>[0],
  projectId: number,
  tokens: string[],
): Promise<Figures> {
  const readers = openReaders(baseUrl, tokens);
  await readers.ready;
  const committed = new Map<number, number>();
  let version = 0;
  // Delay: one event at a time.
  for (let i = 0; i < EVENTS; i++) {
    version += 1;
    await publishLive(db, [{ kind: 'board', subject: projectId, version }]);
    committed.set(version, now());
    await new Promise((resolve) => setTimeout(resolve, PACED_GAP_MS));
  }
  const pacedUpTo = version;
  // Throughput: a burst, each event its own commit.
  const burstStart = now();
  for (let i = 0; i < EVENTS; i++) {
    version += 1;
    await publishLive(db, [{ kind: 'board', subject: projectId, version }]);
    committed.set(version, now());
  }
  const lastVersion = version;
  // The readers answer once the last event reached every stream (each stream keeps the order).
  const arrivals = await readers.report(lastVersion);
  const delays: number[] = [];
  for (let v = 1; v <= pacedUpTo; v++) for (const at of arrivals.get(v) ?? []) delays.push(at - committed.get(v)!);
  delays.sort((x, y) => x - y);
  let delivered = 0;
  let lastArrival = burstStart;
  for (let v = pacedUpTo + 1; v <= lastVersion; v++) {
    const list = arrivals.get(v) ?? [];
    delivered += list.length;
    for (const at of list) lastArrival = Math.max(lastArrival, at);
  }
  const expected = EVENTS * tokens.length;
  if (delays.length !== expected || delivered !== expected)
    throw new Error(`events were lost: ${delays.length} and ${delivered} of ${expected} arrived`);
  return {
    streams: tokens.length,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    deliveriesPerSecond: delivered / ((lastArrival - burstStart) / 1000),
  };
}

async function runOn(target: DatabaseTarget): Promise<Figures[]> {
  const database = await openDatabase(target);
  const config = testConfig({ checkAnswers: false });
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const people = await insertUsers(
      database.db,
      Array.from({ length: STREAMS }, (_, i) => ({
        email: `reader${i}@bench.test`,
        fullName: `Reader ${i}`,
        role: 'DEV' as const,
        passwordHash,
      })),
    );
    const [project] = await database.db.insert(projects).values({ name: 'Live bench' }).returning();
    await database.db.insert(projectMembers).values(people.map((person) => ({ projectId: project!.id, userId: person.id })));
    const app = await buildApp({ config, db: database.db, listen: database.listen });
    try {
      const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      const tokens: string[] = [];
      for (const person of people) tokens.push(await signIn(baseUrl, person.email));
      const one = await measureStreams(baseUrl, database.db, project!.id, tokens.slice(0, 1));
      log(`  1 stream: p50 ${one.p50.toFixed(1)} ms, p99 ${one.p99.toFixed(1)} ms, ${Math.round(one.deliveriesPerSecond)} deliveries/s`);
      const many = await measureStreams(baseUrl, database.db, project!.id, tokens);
      log(
        `  ${STREAMS} streams: p50 ${many.p50.toFixed(1)} ms, p99 ${many.p99.toFixed(1)} ms, ${Math.round(many.deliveriesPerSecond)} deliveries/s`,
      );
      return [one, many];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    for (const dir of [config.mediaDir, config.filesDir]) rmSync(dir, { recursive: true, force: true });
  }
}

function table(figures: Figures[]): string {
  const [one, many] = figures as [Figures, Figures];
  const row = (f: Figures) =>
    `| ${f.streams} | ${Math.round(f.deliveriesPerSecond)} | ${(f.deliveriesPerSecond / one.deliveriesPerSecond).toFixed(1)}× | ${f.p50.toFixed(1)} | ${(f.p50 / one.p50).toFixed(1)}× | ${f.p99.toFixed(1)} | ${(f.p99 / one.p99).toFixed(1)}× |`;
  return [
    '| streams | deliveries/s | ratio | delay p50 (ms) | ratio | delay p99 (ms) | ratio |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row(one),
    row(many),
  ].join('\n');
}

const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const tables: string[] = [];
if (databases.includes('pglite')) {
  log('PGlite (in memory):');
  tables.push(`### PGlite (in memory)\n\n${table(await runOn({ kind: 'memory' }))}`);
}
if (databases.includes('postgres')) {
  const postgres = await benchPostgres();
  if (!postgres) tables.push('### PostgreSQL\n\nSkipped: no server (BENCH_DATABASE_URL or /usr/lib/postgresql).');
  else {
    try {
      log(`PostgreSQL (${postgres.description}):`);
      tables.push(`### PostgreSQL (${postgres.description})\n\n${table(await runOn({ kind: 'postgres', url: postgres.url }))}`);
    } finally {
      await postgres.dispose();
    }
  }
}
console.log(`\n${tables.join('\n\n')}`);
