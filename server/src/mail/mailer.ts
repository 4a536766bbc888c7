import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '@server/src/jobs/definitions';
import type { Email } from './email';

export type { Email } from './email';

export interface Mailer {
  /** Queues the e-mail for delivery (email-delivery.ts); never throws: a failure to queue it is logged. */
  send(email: Email): Promise<void>;
}

/** E-mail goes out from a job, so a slow or failing mail server neither holds a request nor loses the e-mail. */
export function createMailer(jobs: JobQueue, log: FastifyBaseLogger): Mailer {
  return {
    async send(email) {
      try {
        await jobs.send('send-email', email);
      } catch (error) {
        // Neither the text nor the subject: both can hold a reset code.
        log.error({ err: error }, 'an e-mail could not be queued');
      }
    },
  };
}
