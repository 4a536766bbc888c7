import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '@server/src/jobs/definitions';
import type { Email } from './email';
import type { EmailSeal } from './email-seal';

export type { Email } from './email';

export interface Mailer {
  /** Queues the e-mail for delivery (email-delivery.ts); never throws: a failure to queue it is logged. */
  send(email: Email): Promise<void>;
}

/**
 * E-mail goes out from a job, so a slow or failing mail server neither holds a request nor loses
 * the e-mail; it waits in the queue sealed. `discard`: production without an SMTP server, where
 * nothing can be sent and nothing is kept (the server warned at start).
 */
export function createMailer(jobs: JobQueue, seal: EmailSeal, log: FastifyBaseLogger, { discard }: { discard: boolean }): Mailer {
  return {
    async send(email) {
      if (discard) return;
      try {
        await jobs.send('send-email', { sealed: seal.seal(email) });
      } catch (error) {
        // Neither the text nor the subject: both can hold a reset code.
        log.error({ err: error }, 'an e-mail could not be queued');
      }
    },
  };
}
