import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { outboxEmails } from '@server/db/schema';
import type { SmtpConfig } from '@server/src/config';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends, or keeps in the outbox; never throws: a delivery failure is logged. */
  send(email: Email): Promise<void>;
}

/**
 * E-mail through the configured SMTP server; without one, into the outbox table, each e-mail
 * printed on one log line (recipient, subject and text), so the flows work on a fresh machine.
 */
export function createMailer(smtp: SmtpConfig | undefined, db: Db, log: FastifyBaseLogger): Mailer {
  if (!smtp) {
    return {
      async send(email) {
        try {
          await db.insert(outboxEmails).values({ recipient: email.to, subject: email.subject, body: email.text });
          log.warn(
            { to: email.to, subject: email.subject, text: email.text.replace(/\s+/g, ' ') },
            'e-mail kept in the outbox (no SMTP server configured)',
          );
        } catch (error) {
          log.error({ err: error }, 'e-mail could not be kept in the outbox');
        }
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
    async send(email) {
      try {
        await transport.sendMail({ from: smtp.from, to: email.to, subject: email.subject, text: email.text });
      } catch (error) {
        log.error({ err: error, to: email.to }, 'e-mail could not be sent');
      }
    },
  };
}
