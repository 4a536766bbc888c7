import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '@server/src/jobs/definitions';
import { restClient } from '@server/src/twilio/rest-client';
import { closeStaleCalls } from './stale-calls';

/**
 * Closes stale calls (stale-calls.ts) every minute, once across all processes on the database (a
 * scheduled job): a stale call is closed within a minute or so of passing its limit, and those the
 * last run left open soon after the first process starts.
 */
export function staleCallSweep(app: FastifyInstance): ScheduledJob {
  const twilio = app.config.twilio ? restClient(app.config.twilio) : undefined;
  return {
    name: 'close-stale-calls',
    cron: '* * * * *',
    async run() {
      const closed = await closeStaleCalls(app.db, app.clock(), { jobs: app.jobs, twilio, log: app.log });
      if (closed.length > 0) app.log.info({ closed: closed.length }, 'closed calls whose end was never reported');
    },
  };
}
