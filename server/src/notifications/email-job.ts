import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { notificationEmailChoices, notifications, users } from '@server/db/schema';
import { emailLanguageOf } from '@server/src/account/emails';
import type { ScheduledJob } from '@server/src/jobs/definitions';
import type { Mailer } from '@server/src/mail/mailer';
import { kindsFor } from './kinds';
import { EMAIL_CHOICES_PATH, pathOf } from './links';
import { notificationEmail } from './notification-email';

/** A notification older than this is not e-mailed any more: after an outage, yesterday's news stays in the app. */
export const EMAIL_WINDOW_MS = 24 * 60 * 60_000;
/** Notifications claimed per statement, so a backlog goes out in several short transactions. */
const CLAIM_BATCH = 100;

/** The kind is one the recipient's role is told about now: a choice kept from an old role sends nothing. */
const offeredToRecipient = or(...ROLES.map((role) => and(eq(users.role, role), inArray(notifications.kind, [...kindsFor(role)]))));

/**
 * Notifications due by e-mail: not sent yet, from the last day, still unread (one read in the app
 * already reached its reader), of a kind the recipient chose and may get, to an active account.
 */
function dueNotifications(db: Db, now: Date) {
  return db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(
      notificationEmailChoices,
      and(
        eq(notificationEmailChoices.userId, notifications.userId),
        eq(notificationEmailChoices.kind, notifications.kind),
        eq(notificationEmailChoices.byEmail, true),
      ),
    )
    .where(
      and(
        isNull(notifications.emailedAt),
        isNull(notifications.readAt),
        isNull(notifications.archivedAt),
        gt(notifications.createdAt, new Date(now.getTime() - EMAIL_WINDOW_MS)),
        eq(users.isActive, true),
        offeredToRecipient,
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(CLAIM_BATCH);
}

/**
 * Claims a batch of due notifications by setting their `emailed_at`, in one statement that
 * commits on its own. A run that overlaps (a slow one, a retry) waits on the rows another claims
 * and then finds them no longer due, so no notification is claimed twice.
 */
async function claimDue(db: Db, now: Date) {
  const claimed = await db
    .update(notifications)
    .set({ emailedAt: now })
    .where(and(inArray(notifications.id, dueNotifications(db, now)), isNull(notifications.emailedAt)))
    .returning();
  if (claimed.length === 0) return [];
  const recipients = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(
      inArray(
        users.id,
        claimed.map((row) => row.userId),
      ),
    );
  const byId = new Map(recipients.map((person) => [person.id, person]));
  // An account deleted since the claim takes its notifications with it: nothing to send.
  return claimed.flatMap((notification) => {
    const recipient = byId.get(notification.userId);
    return recipient ? [{ notification, recipient }] : [];
  });
}

/**
 * E-mails each due notification to its recipient, in their language, with a link to its page; answers
 * how many went. Each is claimed first (its `emailed_at` set and committed) and queued after: the
 * job queue cannot join the app's transaction (jobs/boss-sql.ts), so one of the two comes first,
 * and claiming first means no one gets the same e-mail twice. What that costs: a process that dies
 * between the claim and the queueing, or a queue that refuses the e-mail (the mailer logs it),
 * loses that e-mail, while the notification itself is still in the app.
 */
export async function emailDueNotifications(db: Db, mailer: Mailer, baseUrl: string, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimDue(db, now);
    for (const { notification, recipient } of batch) {
      const links = { page: `${baseUrl}${pathOf(notification)}`, choices: `${baseUrl}${EMAIL_CHOICES_PATH}` };
      await mailer.send(notificationEmail(recipient.email, recipient.fullName, notification, links, emailLanguageOf(recipient)));
    }
    sent += batch.length;
    if (batch.length < CLAIM_BATCH) return sent;
  }
}

/**
 * The e-mail copies of the notifications, every minute, once across all processes on the database
 * (a scheduled job). Links go to PUBLIC_BASE_URL; without it (a developer's machine, whose e-mails
 * wait in the development outbox) to this server's own address.
 */
export function notificationEmails(app: FastifyInstance): ScheduledJob {
  const baseUrl = app.config.publicBaseUrl ?? `http://localhost:${app.config.port}`;
  return {
    name: 'email-notifications',
    cron: '* * * * *',
    async run() {
      const sent = await emailDueNotifications(app.db, app.mailer, baseUrl, app.clock());
      if (sent > 0) app.log.info({ sent }, 'notifications e-mailed to the people who chose them');
    },
  };
}
