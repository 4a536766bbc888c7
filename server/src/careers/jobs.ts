import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '@server/src/jobs/definitions';
import { closeExpiredPositions } from './closing';
import { purgeExpiredApplications } from './retention';

/**
 * The careers area's daily jobs, once across all processes: just after midnight (UTC, the day
 * closing dates are read in), positions past their closing date close; at night, applications
 * past their retention are deleted with their files.
 */
export function careersJobs(app: FastifyInstance): ScheduledJob[] {
  return [
    {
      name: 'close-expired-positions',
      cron: '3 0 * * *',
      async run() {
        const closed = await closeExpiredPositions(app.db, app.clock());
        if (closed > 0) app.log.info({ closed }, 'positions past their closing date closed');
      },
    },
    {
      name: 'purge-expired-applications',
      cron: '33 3 * * *',
      async run() {
        const deleted = await purgeExpiredApplications(app.db, app.storage, app.clock());
        if (deleted > 0) app.log.info({ deleted }, 'applications past their retention deleted');
      },
    },
  ];
}
