import { setTimeout as delay } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { ExecuteSql } from '@server/db/client';
import { safeError } from '@server/src/http/log-redaction';
import { bossDb } from './boss-sql';
import type { JobDefinition, JobDefinitions, JobName, JobPayloads, JobQueue, RetryPolicy, ScheduledJob } from './definitions';
import { BOSS_SCHEMA, countFailedJobs, countPendingJobs } from './failed-jobs';

/** What a deployment or a test may tune; every field has a production default. */
export interface JobSettings {
  /** Whether this process queues the scheduled jobs (the clean-ups, the sweep for stale calls). */
  schedule?: boolean;
  /** How often an idle worker looks for jobs queued by another process (a job queued here wakes it at once). */
  pollingIntervalSeconds?: number;
  /** How often the schedule is checked (pg-boss: 1–45 s). */
  cronMonitorIntervalSeconds?: number;
  /** How soon a job the schedule queued is handed to its queue (pg-boss: 1–45 s). */
  cronWorkerIntervalSeconds?: number;
  /** Replaces every job's own retry policy (tests: few retries, short delays). */
  retry?: RetryPolicy;
  /** Replaces every job's own time limit. */
  expireInSeconds?: number;
  /** How long closing the app waits for jobs under way; those still running are failed and retried later. */
  shutdownWaitSeconds?: number;
}

export interface JobRunner extends JobQueue {
  /** Creates pg-boss's tables if needed, then works the jobs (and, if asked, queues the scheduled ones). */
  start(jobs: JobDefinitions, scheduled: ScheduledJob[]): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once no job is waiting or under way (a retry waiting for its time included). */
  settled(timeoutMs?: number): Promise<void>;
  /** How many jobs failed for good since then. */
  failedSince(since: Date): Promise<number>;
}

const SCHEDULED_RETRY: RetryPolicy = { retries: 2, firstDelaySeconds: 30 };
const SCHEDULED_EXPIRY_SECONDS = 5 * 60;
const SETTLED_CHECK_MS = 20;
const MAINTENANCE_EVERY_SECONDS = 30;
/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const DEADLOCK = '40P01';

/**
 * Background work on pg-boss, in the app's own database: jobs are rows, so one queued survives a
 * restart, and every process on the database shares the work (each job is run by one of them).
 */
export function createJobRunner(executeSql: ExecuteSql, log: FastifyBaseLogger, settings: JobSettings = {}): JobRunner {
  const boss = new PgBoss({
    db: bossDb(executeSql),
    schema: BOSS_SCHEMA,
    schedule: settings.schedule ?? true,
    pollingIntervalSeconds: settings.pollingIntervalSeconds ?? 2,
    cronMonitorIntervalSeconds: settings.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: settings.cronWorkerIntervalSeconds ?? 5,
    // Expired jobs are found by this check (run by one process at a time): a job whose process died
    // is handed on within its time limit plus this, not pg-boss's default two minutes.
    maintenanceIntervalSeconds: Math.min(MAINTENANCE_EVERY_SECONDS, settings.expireInSeconds ?? MAINTENANCE_EVERY_SECONDS),
  });
  // pg-boss reports its own troubles (a poll that failed, say) as events; unheard, an 'error' event would end the process.
  boss.on('error', (error: unknown) => log.error({ err: safeError(asError(error)) }, 'the job runner hit an error'));

  const definitions = new Map<string, JobDefinition<never>>();
  const workers = new Map<string, string>();
  const sending = new Set<Promise<unknown>>();

  const optionsOf = (definition: Pick<JobDefinition<never>, 'retry' | 'expireInSeconds'>): PgBoss.SendOptions => {
    const retry = settings.retry ?? definition.retry;
    return {
      retryLimit: retry.retries,
      retryDelay: retry.firstDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.expireInSeconds ?? definition.expireInSeconds,
    };
  };

  /** One attempt; a failure is logged by job id and name only (the data can hold a reset code). */
  async function attempt<Data>(name: string, definition: JobDefinition<Data>, job: PgBoss.JobWithMetadata<Data>) {
    const run = { jobId: job.id, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit };
    const failure = await definition.run(job.data, run).then(
      () => null,
      (error: unknown) => safeError(error),
    );
    if (!failure) return;
    if (!run.lastAttempt) {
      log.warn({ jobId: job.id, job: name, attempt: run.attempt, err: failure }, 'a job failed; it is tried again later');
    } else {
      log.error({ jobId: job.id, job: name, attempts: run.attempt, err: failure }, 'a job failed for good after its last attempt');
      await definition
        .gaveUp?.(job.data)
        .catch((gaveUpError: unknown) =>
          log.error({ jobId: job.id, job: name, err: safeError(gaveUpError) }, 'a failed job could not record its failure'),
        );
    }
    // pg-boss keeps what it is thrown in the job's output: the logged (redacted) message only.
    throw new Error(failure.message);
  }

  async function work<Data>(name: string, definition: JobDefinition<Data>) {
    await createQueue(name);
    const id = await boss.work<Data>(name, { includeMetadata: true, batchSize: 1 }, async ([job]) => attempt(name, definition, job!));
    workers.set(name, id);
  }

  /**
   * pg-boss creates a queue's table without a lock of its own, so processes starting together on a
   * fresh database can deadlock attaching theirs; PostgreSQL ends one of them, which simply tries
   * again (the queue another created meanwhile is then left as it is).
   */
  async function createQueue(name: string, triesLeft = 5): Promise<void> {
    try {
      await boss.createQueue(name);
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK || triesLeft <= 1) throw error;
      await createQueue(name, triesLeft - 1);
    }
  }

  async function queue(name: string, data: object, options: PgBoss.SendOptions) {
    const id = await boss.send(name, data, options);
    if (!id) throw new Error(`the job ${name} was not queued (its queue does not exist yet)`);
    // The worker of this process takes it now instead of at its next poll.
    const worker = workers.get(name);
    if (worker) boss.notifyWorker(worker);
  }

  return {
    async start(jobs, scheduled) {
      await boss.start();
      for (const [name, definition] of Object.entries(jobs) as [JobName, JobDefinition<never>][]) {
        definitions.set(name, definition);
        await work(name, definition);
      }
      if (settings.schedule === false) return;
      for (const job of scheduled) {
        const definition = { retry: SCHEDULED_RETRY, expireInSeconds: SCHEDULED_EXPIRY_SECONDS, run: job.run };
        await work(job.name, definition);
        // One row per name: every process writes the same schedule, and pg-boss queues it once per cron time.
        // pg-boss checks the schedule as it starts, so on a fresh database the first job comes at the next check.
        await boss.schedule(job.name, job.cron, {}, optionsOf(definition));
      }
    },

    async stop() {
      await Promise.allSettled(sending);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: (settings.shutdownWaitSeconds ?? 10) * 1000 });
    },

    send<Name extends JobName>(name: Name, data: JobPayloads[Name]) {
      const definition = definitions.get(name);
      if (!definition) return Promise.reject(new Error(`the job runner has not started, so ${name} cannot be queued`));
      const sent = queue(name, data, optionsOf(definition));
      sending.add(sent);
      void sent.finally(() => sending.delete(sent)).catch(() => {});
      return sent;
    },

    async settled(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      await Promise.allSettled(sending);
      while ((await countPendingJobs(executeSql)) > 0) {
        if (Date.now() > deadline) throw new Error(`jobs were still waiting or under way after ${timeoutMs} ms`);
        await delay(SETTLED_CHECK_MS);
      }
    },

    failedSince: (since) => countFailedJobs(executeSql, since),
  };
}

function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  // pg-boss's workers report a copy of the error as a plain object.
  const message = (error as { message?: unknown }).message;
  return new Error(typeof message === 'string' ? message : 'unknown job runner error');
}
