import { desc } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { outboxEmails } from '@server/db/schema';
import type { Config } from '@server/src/config';
import type { EmailAttachment } from './email';
import type { EmailSeal } from './email-seal';

/** The web page that shows the development outbox. */
export const DEV_OUTBOX_PATH = '/dev/outbox';
/** The newest e-mails the page shows: enough for anyone trying the flows by hand. */
export const DEV_OUTBOX_SHOWN = 50;

/** The development outbox exists without an SMTP server, on a developer's machine or the demo, never in production. */
export const hasDevOutbox = (config: Pick<Config, 'smtp' | 'production'>) => !config.smtp && !config.production;

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The files it would carry, by storage key (the page shows the text, which names them). */
  attachments: EmailAttachment[];
  createdAt: Date;
}

/** The newest e-mails of the development outbox, opened; one sealed with another secret is left out. */
export async function readOutbox(db: Db, seal: EmailSeal, limit = DEV_OUTBOX_SHOWN): Promise<OutboxEmail[]> {
  const rows = await db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
  return rows.flatMap((row) => {
    const email = seal.open(row.sealed);
    if (!email) return [];
    const { to, subject, text, attachments = [] } = email;
    return [{ id: row.id, to, subject, text, attachments, createdAt: row.createdAt }];
  });
}
