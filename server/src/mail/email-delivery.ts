import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { outboxEmails } from '@server/db/schema';
import type { SmtpConfig } from '@server/src/config';
import type { FileStorage } from '@server/src/files/storage/file-storage';
import type { JobDefinition, JobPayloads } from '@server/src/jobs/definitions';
import type { Email } from './email';
import { mailAttachments } from './email-attachments';
import type { EmailSeal } from './email-seal';
import { DEV_OUTBOX_PATH } from './outbox';

/** A mail server that is down for a while gets the e-mail later: tries over about half an hour. */
const RETRY = { retries: 5, firstDelaySeconds: 30 };
const EXPIRE_IN_SECONDS = 60;

/**
 * The job that delivers an e-mail: through the configured SMTP server (a failure is retried);
 * without one, into the development outbox, still sealed, where /dev/outbox shows it on this
 * machine. The log says only that one is waiting: never its text, which can hold a code. Its
 * attachments are read from the storage as it is sent (the outbox keeps their keys only).
 */
export function emailDelivery(
  smtp: SmtpConfig | undefined,
  db: Db,
  seal: EmailSeal,
  log: FastifyBaseLogger,
  storage: FileStorage,
): JobDefinition<JobPayloads['send-email']> {
  const opened = ({ sealed }: JobPayloads['send-email']): Email => {
    const email = seal.open(sealed);
    // Sealed with another secret: no retry can open it.
    if (!email) throw new Error('the e-mail cannot be opened with this server’s secret');
    return email;
  };
  if (!smtp) {
    return {
      retry: RETRY,
      expireInSeconds: EXPIRE_IN_SECONDS,
      async run(data) {
        await db.insert(outboxEmails).values({ recipient: opened(data).to, sealed: data.sealed });
        log.warn(`an e-mail is waiting in the development outbox: open ${DEV_OUTBOX_PATH} on this machine`);
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
    async run(data) {
      const email = opened(data);
      const attachments = await mailAttachments(storage, email);
      await transport.sendMail({ from: smtp.from, to: email.to, subject: email.subject, text: email.text, attachments });
    },
  };
}
