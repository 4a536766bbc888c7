import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { outboxEmails } from '@server/db/schema';
import type { SmtpConfig } from '@server/src/config';
import type { JobDefinition } from '@server/src/jobs/definitions';
import type { Email } from './email';

/** A mail server that is down for a while gets the e-mail later: tries over about half an hour. */
const RETRY = { retries: 5, firstDelaySeconds: 30 };
const EXPIRE_IN_SECONDS = 60;

/**
 * The job that delivers an e-mail: through the configured SMTP server (a failure is retried); without
 * one, into the outbox table, each e-mail printed on one log line (recipient, subject and text) so
 * the flows work on a fresh machine.
 */
export function emailDelivery(smtp: SmtpConfig | undefined, db: Db, log: FastifyBaseLogger): JobDefinition<Email> {
  if (!smtp) {
    return {
      retry: RETRY,
      expireInSeconds: EXPIRE_IN_SECONDS,
      async run(email) {
        await db.insert(outboxEmails).values({ recipient: email.to, subject: email.subject, body: email.text });
        log.warn(
          { to: email.to, subject: email.subject, text: email.text.replace(/\s+/g, ' ') },
          'e-mail kept in the outbox (no SMTP server configured)',
        );
      },
    };
  }
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.tls === 'tls',
    requireTLS: smtp.tls === 'starttls',
    ignoreTLS: smtp.tls === 'none',
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
  });
  return {
    retry: RETRY,
    expireInSeconds: EXPIRE_IN_SECONDS,
    async run(email) {
      await transport.sendMail({ from: smtp.from, to: email.to, subject: email.subject, text: email.text });
    },
  };
}
