import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { inquiries, inquiryMessages, notifications, type UserRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { publishLive } from '@server/src/live/publish';
import type { InquiryStatus } from '@/api/contract/site-values';
import { findInquiry } from './inquiry-rows';

/**
 * Keeps a staff member's answer in the thread and marks the inquiry answered, in one
 * transaction; answers what its e-mail needs (the inquiry, the answer, the message it answers).
 * Answers to one inquiry take turns on its row.
 */
export async function answerInquiry(db: Db, id: number, author: Pick<UserRow, 'id' | 'fullName'>, body: string, now: Date) {
  return db.transaction(async (tx) => {
    await findInquiry(tx, id, { forUpdate: true });
    const [answer] = await tx
      .insert(inquiryMessages)
      .values({ inquiryId: id, author: 'staff', authorId: author.id, authorName: author.fullName, body, createdAt: now })
      .returning();
    const [inquiry] = await tx
      .update(inquiries)
      .set({ status: 'answered', handledBy: author.id, updatedAt: now })
      .where(eq(inquiries.id, id))
      .returning();
    const [first] = await tx
      .select({ body: inquiryMessages.body })
      .from(inquiryMessages)
      .where(and(eq(inquiryMessages.inquiryId, id), eq(inquiryMessages.author, 'visitor')))
      .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id))
      .limit(1);
    return { inquiry: inquiry!, answer: answer!, original: first?.body ?? '' };
  });
}

/** Records when a message's e-mail (an answer, or the visitor's acknowledgement) was handed to the mail queue. */
export async function markEmailed(db: Db, messageId: number, now: Date): Promise<void> {
  await db.update(inquiryMessages).set({ emailedAt: now }).where(eq(inquiryMessages.id, messageId));
}

/** Sets where the inquiry stands; who did it is kept, but for a reopened one, which nobody holds. */
export async function setInquiryStatus(db: Db, id: number, status: InquiryStatus, actor: Pick<UserRow, 'id'>, now: Date) {
  const [row] = await db
    .update(inquiries)
    .set({ status, handledBy: status === 'new' ? null : actor.id, updatedAt: now })
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id });
  if (!row) throw notFound();
}

/**
 * Deletes the inquiry with its thread, and the staff's notifications of it, which carry the
 * visitor's name: nothing of the visitor is left (a request to be forgotten is honoured whole).
 */
export async function deleteInquiry(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
    if (!row) throw notFound();
    const told = await tx
      .delete(notifications)
      .where(and(eq(notifications.subjectType, 'inquiry'), eq(notifications.subjectId, id)))
      .returning({ id: notifications.id, userId: notifications.userId });
    await publishLive(
      tx,
      told.map((notification) => ({ kind: 'notification' as const, subject: notification.id, recipients: [notification.userId] })),
    );
  });
}
