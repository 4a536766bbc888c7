import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, type ChatMessage, type ChatPage, type Conversation, type SearchMatch } from '@/api/contract/lato-ai';
import type { Db } from '@server/db/client';
import { chatMessages, twilioNumbers } from '@server/db/schema';
import { linkedPageOf } from '@server/src/sql/paging';
import { readTogether } from '@server/src/sql/read-together';
import { likePattern } from '@server/src/sql/search';
import type { SendResult } from '@server/src/twilio/sender';
import { publishSms } from './live-changes';
import { containedParts, headlineParts, HIT_START } from './search/headline-parts';
import { hasWords, headlineOf, headlinesOf, speaksSpanish } from './search/words';

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

/** A message from the customer nobody has read yet. */
const isUnread = and(eq(chatMessages.role, 'customer'), isNull(chatMessages.readAt));

const unread = (numberId: number, customer?: string) =>
  and(eq(chatMessages.numberId, numberId), customer === undefined ? undefined : eq(chatMessages.customerPhoneNumber, customer), isUnread);

// Each customer's messages, newest first: the same order as the query's, so one sort serves both.
const perCustomer = sql`over (partition by ${chatMessages.customerPhoneNumber} order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc rows between unbounded preceding and unbounded following)`;

/**
 * One row per customer who wrote to or was written from the number: the last message and how many
 * are unread, newest first. One read instead of three: the counts are window aggregates over each
 * customer's messages, and one sort of the number's messages serves the window and DISTINCT ON.
 * Searched, only the conversations with a message that has the words, each with the latest such.
 */
export async function conversationsOf(db: Db, numberId: number, hideTests = false, search?: string): Promise<Conversation[]> {
  const [latest, found] = await readTogether(db, [
    () =>
      db
        .selectDistinctOn([chatMessages.customerPhoneNumber], {
          message: chatMessages,
          unread: sql<number>`(count(*) filter (where ${isUnread}) ${perCustomer})::int`,
          tested: sql<boolean>`bool_or(${chatMessages.isTest}) ${perCustomer}`,
        })
        .from(chatMessages)
        .where(eq(chatMessages.numberId, numberId))
        .orderBy(chatMessages.customerPhoneNumber, desc(chatMessages.createdAt), desc(chatMessages.id)),
    async () => (search ? messageMatches(db, numberId, search) : undefined),
  ]);
  return latest
    .filter((row) => !(hideTests && row.tested) && (!found || found.has(row.message.customerPhoneNumber)))
    .sort((a, b) => b.message.createdAt.getTime() - a.message.createdAt.getTime() || b.message.id - a.message.id)
    .map(({ message, unread: unreadCount, tested }) => {
      const conversation = {
        customer_phone_number: message.customerPhoneNumber,
        last_message: toMessageDto(message),
        unread_count: unreadCount,
        is_test: tested,
      };
      const match = found?.get(message.customerPhoneNumber);
      return match ? { ...conversation, match } : conversation;
    });
}

/**
 * For each customer of the number with a message that has the words (or, for part of a word or a
 * number, contains the text), the latest such message as a headline. The words are found through
 * their index (`id in (…)`, beside the text's OR); the headline is written for one message each.
 */
async function messageMatches(db: Db, numberId: number, search: string): Promise<Map<string, SearchMatch>> {
  const withWords = sql`${chatMessages.id} in (select ${chatMessages.id} from ${chatMessages} where ${chatMessages.numberId} = ${numberId} and ${hasWords(chatMessages.body, search)})`;
  const latest = db
    .selectDistinctOn([chatMessages.customerPhoneNumber], {
      id: chatMessages.id,
      customer: chatMessages.customerPhoneNumber,
      body: chatMessages.body,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.numberId, numberId), or(withWords, ilike(chatMessages.body, likePattern(search)))))
    .orderBy(chatMessages.customerPhoneNumber, desc(chatMessages.createdAt), desc(chatMessages.id))
    .as('latest_match');
  const rows = await db
    .select({
      id: latest.id,
      customer: latest.customer,
      body: latest.body,
      ...headlinesOf(latest.body, search),
      spanishFirst: speaksSpanish(numberId),
    })
    .from(latest);
  return new Map(
    rows.map((row) => {
      const headline = headlineOf(row);
      // Found by its letters only (part of a word, a number): the headline marks nothing, the text is marked where it has them.
      const parts = headline.includes(HIT_START) ? headlineParts(headline) : containedParts(row.body, search);
      return [row.customer, { id: row.id, parts }];
    }),
  );
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
  return linkedPageOf(
    db,
    () => db.$count(chatMessages, where),
    { page, pageSize: CHAT_PAGE_SIZE, pageUrl },
    async ({ limit, offset }) => {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(where)
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit)
        .offset(offset);
      return rows.toReversed().map(toMessageDto);
    },
  );
}

/**
 * Marks the customer's messages read and answers how many of the number's are still unread. The
 * business's other screens hear of the newest one read: their unread counts change.
 */
export async function markRead(db: Db, numberId: number, customer: string): Promise<number> {
  await db.transaction(async (tx) => {
    const read = await tx
      .update(chatMessages)
      .set({ readAt: sql`now()` })
      .where(unread(numberId, customer))
      .returning({ id: chatMessages.id });
    if (read.length > 0) await publishSms(tx, [{ id: read.reduce((newest, row) => Math.max(newest, row.id), 0), numberId }]);
  });
  const [{ left }] = (await db.select({ left: count() }).from(chatMessages).where(unread(numberId))) as [{ left: number }];
  return left;
}

/** An SMS from the number to a customer, queued for delivery (twilio/sms-delivery.ts sends it). */
export async function queueSms(db: Db, numberId: number, to: string, body: string): Promise<ChatMessage> {
  const row = await db.transaction(async (tx) => {
    const [queued] = await tx
      .insert(chatMessages)
      .values({ numberId, customerPhoneNumber: to, role: 'agent', body, status: 'queued' })
      .returning();
    await publishSms(tx, [queued!]);
    return queued!;
  });
  return toMessageDto(row);
}

/** What became of sending a queued message: on its way with Twilio's id, refused, or kept in the outbox. */
export async function recordSending(db: Db, id: number, result: SendResult): Promise<ChatMessage> {
  const row = await db.transaction(async (tx) => {
    const [sent] = await tx
      .update(chatMessages)
      .set({ status: result.status, messageSid: result.messageSid, errorCode: result.errorCode })
      .where(eq(chatMessages.id, id))
      .returning();
    await publishSms(tx, [sent!]);
    return sent!;
  });
  return toMessageDto(row);
}

/** A queued console message nothing has become of yet, with the number it goes from; none once sent, refused or kept. */
export async function messageToSend(db: Db, id: number) {
  const [row] = await db
    .select({ from: twilioNumbers.phoneNumber, to: chatMessages.customerPhoneNumber, body: chatMessages.body })
    .from(chatMessages)
    .innerJoin(twilioNumbers, eq(twilioNumbers.id, chatMessages.numberId))
    .where(and(eq(chatMessages.id, id), eq(chatMessages.status, 'queued'), isNull(chatMessages.messageSid), isNull(chatMessages.errorCode)))
    .limit(1);
  return row;
}
