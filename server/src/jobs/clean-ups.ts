import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import { deleteExpiredResetCodes } from '@server/src/account/reset-code-clean-up';
import { deleteExpiredSignUps } from '@server/src/account/sign-ups';
import { deleteOldOutboxEmails } from '@server/src/mail/outbox-clean-up';
import { deleteEndedSessions } from '@server/src/users/session-clean-up';
import { deleteExpiredCounters } from '@server/src/limits/expired-counters';
import { deleteOldLiveEvents } from '@server/src/live/clean-up';
import { deleteOldArchivedNotifications } from '@server/src/notifications/clean-up';
import { deleteOldPageViewSalts } from '@server/src/page-views/daily-salt';
import type { ScheduledJob } from './definitions';

/** Deletes the rows nothing needs any more as of `now`; answers how many went. */
type CleanUp = (db: Db, now: Date) => Promise<number>;

/** Hourly (the live events more often), each at its own minute, so the deletes stay small and do not all land at once. */
const CLEAN_UPS: { name: string; cron: string; cleanUp: CleanUp }[] = [
  { name: 'clean-up-ended-sessions', cron: '7 * * * *', cleanUp: deleteEndedSessions },
  { name: 'clean-up-outbox-emails', cron: '17 * * * *', cleanUp: deleteOldOutboxEmails },
  { name: 'clean-up-reset-codes', cron: '27 * * * *', cleanUp: deleteExpiredResetCodes },
  { name: 'clean-up-limit-counters', cron: '37 * * * *', cleanUp: deleteExpiredCounters },
  { name: 'clean-up-sign-ups', cron: '47 * * * *', cleanUp: deleteExpiredSignUps },
  { name: 'clean-up-archived-notifications', cron: '57 * * * *', cleanUp: deleteOldArchivedNotifications },
  // Every five minutes: the live events are kept only for the replay window.
  { name: 'clean-up-live-events', cron: '*/5 * * * *', cleanUp: deleteOldLiveEvents },
  // Yesterday's salt goes at 00:04 UTC (the salts' days), and an hour later should that run be
  // missed: after that a visitor's hashes can no longer be traced.
  { name: 'clean-up-page-view-salts', cron: '4 * * * *', cleanUp: deleteOldPageViewSalts },
];

/** The clean-ups as scheduled jobs, each run once across all processes on its schedule, at the app's time. */
export function cleanUps(app: FastifyInstance): ScheduledJob[] {
  return CLEAN_UPS.map(({ name, cron, cleanUp }) => ({
    name,
    cron: app.config.cleanUpCron ?? cron,
    async run() {
      const deleted = await cleanUp(app.db, app.clock());
      if (deleted > 0) app.log.info({ job: name, deleted }, 'old rows deleted');
    },
  }));
}
