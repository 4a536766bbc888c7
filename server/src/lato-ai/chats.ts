import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, type ChatMessage, type ChatPage, type Conversation } from '@/api/contract/lato-ai';
import type { Db } from '@server/db/client';
import { chatMessages } from '@server/db/schema';
import { linkedPageOf } from '@server/src/linked-page';
import type { SendResult } from '@server/src/twilio/sender';

type MessageRow = typeof chatMessages.$inferSelect;

export const toMessageDto = (row: MessageRow): ChatMessage => ({
  id: row.id,
  twilio_number: row.numberId,
  customer_phone_number: row.customerPhoneNumber,
  role: row.role,
  body: row.body,
  status: row.status,
  error_code: row.errorCode,
  is_test: row.isTest,
  created_at: row.createdAt.toISOString(),
});

const unread = (numberId: number, customer?: string) =>
  and(
    eq(chatMessages.numberId, numberId),
    customer === undefined ? undefined : eq(chatMessages.customerPhoneNumber, customer),
    eq(chatMessages.role, 'customer'),
    isNull(chatMessages.readAt),
  );

/** One row per customer who wrote to or was written from the number: the last message and how many are unread, newest first. */
export async function conversationsOf(db: Db, numberId: number, hideTests = false): Promise<Conversation[]> {
  const latest = await db
    .selectDistinctOn([chatMessages.customerPhoneNumber])
    .from(chatMessages)
    .where(eq(chatMessages.numberId, numberId))
    .orderBy(chatMessages.customerPhoneNumber, desc(chatMessages.createdAt), desc(chatMessages.id));
  const unreadCounts = await db
    .select({ customer: chatMessages.customerPhoneNumber, unread: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(unread(numberId))
    .groupBy(chatMessages.customerPhoneNumber);
  const unreadOf = new Map(unreadCounts.map((row) => [row.customer, row.unread]));
  const tested = new Set(
    (
      await db
        .selectDistinct({ customer: chatMessages.customerPhoneNumber })
        .from(chatMessages)
        .where(and(eq(chatMessages.numberId, numberId), eq(chatMessages.isTest, true)))
    ).map((row) => row.customer),
  );
  return latest
    .filter((row) => !(hideTests && tested.has(row.customerPhoneNumber)))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((row) => ({
      customer_phone_number: row.customerPhoneNumber,
      last_message: toMessageDto(row),
      unread_count: unreadOf.get(row.customerPhoneNumber) ?? 0,
      is_test: tested.has(row.customerPhoneNumber),
    }));
}

/**
 * A page of one conversation. Page 1 is the newest messages, and each next page is older, so a
 * thread loads from its end and earlier pages are added above; within a page, oldest first.
 */
export async function chatPage(
  db: Db,
  numberId: number,
  customer: string,
  page: number,
  pageUrl: (page: number) => string,
): Promise<ChatPage> {
  const where = and(eq(chatMessages.numberId, numberId), eq(chatMessages.customerPhoneNumber, customer));
  const [{ total }] = (await db.select({ total: count() }).from(chatMessages).where(where)) as [{ total: number }];
  return linkedPageOf(total, { page, pageSize: CHAT_PAGE_SIZE, pageUrl }, async ({ limit, offset }) => {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit)
      .offset(offset);
    return rows.toReversed().map(toMessageDto);
  });
}

/** Marks the customer's messages read and answers how many of the number's are still unread. */
export async function markRead(db: Db, numberId: number, customer: string): Promise<number> {
  await db
    .update(chatMessages)
    .set({ readAt: sql`now()` })
    .where(unread(numberId, customer));
  const [{ left }] = (await db.select({ left: count() }).from(chatMessages).where(unread(numberId))) as [{ left: number }];
  return left;
}

/** An SMS from the number to a customer, queued for delivery (the phone path sends it). */
export async function queueSms(db: Db, numberId: number, to: string, body: string): Promise<ChatMessage> {
  const [row] = await db
    .insert(chatMessages)
    .values({ numberId, customerPhoneNumber: to, role: 'agent', body, status: 'queued' })
    .returning();
  return toMessageDto(row!);
}

/** What became of sending a queued message: on its way with Twilio's id, refused, or kept in the outbox. */
export async function recordSending(db: Db, id: number, result: SendResult): Promise<ChatMessage> {
  const [row] = await db
    .update(chatMessages)
    .set({ status: result.status, messageSid: result.messageSid, errorCode: result.errorCode })
    .where(eq(chatMessages.id, id))
    .returning();
  return toMessageDto(row!);
}
