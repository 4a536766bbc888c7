import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openDatabase, type Database, type ExecuteSql } from '@server/db/client';
import { bossDb } from './boss-sql';
import type { JobDefinition, JobDefinitions } from './definitions';
import { BOSS_SCHEMA, countPendingJobs } from './failed-jobs';
import { createJobRunner, type JobRunner } from './runner';

// A database of its own, with no app's runner on it to take the jobs these tests watch.
let database: Database;
const runners: JobRunner[] = [];
const log = pino({ level: 'silent' });

beforeEach(async () => {
  database = await openDatabase({ kind: 'memory' });
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await database.close();
});

const quietly = (run: JobDefinition<never>['run'] = async () => {}): JobDefinition<never> => ({
  retry: { retries: 1, firstDelaySeconds: 1 },
  expireInSeconds: 5,
  run,
});
const definitions = (summarise = quietly()): JobDefinitions => ({
  'send-email': quietly(),
  'send-sms': quietly(),
  'summarise-call': summarise,
  'deliver-test-payment-event': quietly(),
});
function startable(executeSql: ExecuteSql = database.executeSql, settings = {}) {
  const created = createJobRunner(executeSql, log, { schedule: false, pollingIntervalSeconds: 0.5, ...settings });
  runners.push(created);
  return created;
}
const jobRows = async (name: string) =>
  (
    await database.executeSql(
      `SELECT state, created_on FROM ${BOSS_SCHEMA}.job WHERE name = $1 UNION ALL SELECT state, created_on FROM ${BOSS_SCHEMA}.archive WHERE name = $1`,
      [name],
    )
  ).rows as { state: string; created_on: Date }[];

describe('pg-boss on the embedded database', () => {
  it('leaves the connection usable after a locked command fails, having undone all of it', async () => {
    const jobs = startable();
    await jobs.start(definitions(), []);
    // pg-boss's own shape: BEGIN, its lock, the statements, COMMIT; the second statement fails.
    const locked = `BEGIN; SET LOCAL lock_timeout = '30s'; SELECT pg_advisory_xact_lock(42); CREATE TABLE half_done (id int); SELECT 1/0; COMMIT;`;
    await expect(bossDb(database.executeSql).executeSql(locked, [])).rejects.toThrow('division by zero');
    const after = await database.executeSql(`SELECT to_regclass('half_done') AS t, current_setting('lock_timeout') AS lt`);
    expect(after.rows).toEqual([{ t: null, lt: '0' }]);
  });

  it('waits for the app’s transaction instead of running inside it', async () => {
    const jobs = startable();
    await jobs.start(definitions(), []);
    const order: string[] = [];
    let commit!: () => void;
    const transaction = database.db.transaction(async () => {
      order.push('transaction began');
      await new Promise<void>((resolve) => (commit = resolve));
      order.push('transaction committing');
    });
    await expect.poll(() => order.length).toBe(1);
    const sent = jobs.send('summarise-call', { callId: 1 }).then(() => order.push('job queued'));
    commit();
    await Promise.all([transaction, sent]);
    expect(order).toEqual(['transaction began', 'transaction committing', 'job queued']);
  });
});

describe('the job runner', () => {
  it('queues a scheduled job once per cron time when two processes schedule the same cron', async () => {
    const cronChecks = [0, 0];
    const runs: number[] = [];
    const twoProcesses = [0, 1].map((i) =>
      startable(
        (text, values) => {
          if (text.includes('SET cron_on')) cronChecks[i]! += 1;
          return database.executeSql(text, values);
        },
        { schedule: true, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
      ),
    );
    await Promise.all(
      twoProcesses.map((jobs, i) =>
        jobs.start(definitions(), [{ name: 'clean-up-test', cron: '* * * * *', run: async () => void runs.push(i) }]),
      ),
    );
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    // Each process checks the schedule one check at a time: once both have begun a second check
    // since, the first has ended, and anything it queued is waiting or done.
    const seen = [...cronChecks];
    await expect.poll(() => cronChecks.every((n, i) => n >= seen[i]! + 2), { timeout: 10_000 }).toBe(true);
    await twoProcesses[0]!.settled();
    const rows = await jobRows('clean-up-test');
    const minutes = rows.map((row) => new Date(row.created_on).toISOString().slice(0, 16));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    // One job per minute of the cron, whichever process queued it, and it ran once.
    expect(new Set(minutes).size).toBe(rows.length);
    expect(runs).toHaveLength(rows.length);
  });

  it('waits on close for a job under way, and leaves nothing waiting', async () => {
    const jobs = startable();
    let began!: () => void;
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (began = resolve));
    await jobs.start(
      definitions(
        quietly(async () => {
          began();
          await new Promise<void>((resolve) => (finish = resolve));
        }),
      ),
      [],
    );
    await jobs.send('summarise-call', { callId: 1 });
    await running;
    let closed = false;
    const closing = jobs.stop().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    finish();
    await closing;
    await expect.poll(() => countPendingJobs(database.executeSql)).toBe(0);
    expect((await jobRows('summarise-call')).map((row) => row.state)).toEqual(['completed']);
  });

  it('fails a job still running when the wait on close is over, and the next start runs it again', async () => {
    const first = startable(database.executeSql, { shutdownWaitSeconds: 1 });
    let began!: () => void;
    const running = new Promise<void>((resolve) => (began = resolve));
    await first.start(definitions(quietly(() => (began(), new Promise<void>(() => {})))), []);
    await first.send('summarise-call', { callId: 1 });
    await running;
    await first.stop();
    expect((await jobRows('summarise-call')).map((row) => row.state)).toEqual(['retry']);

    const ran: number[] = [];
    const next = startable();
    await next.start(definitions(quietly(async (data) => void ran.push((data as { callId: number }).callId))), []);
    await next.settled();
    expect(ran).toEqual([1]);
    expect((await jobRows('summarise-call')).map((row) => row.state)).toEqual(['completed']);
  });
});
