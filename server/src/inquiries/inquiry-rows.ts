import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { INQUIRY_STATUSES, type InquiryCounts, type InquiryDetail, type InquirySummary } from '@/api/contract/inquiries';
import type { InquiryStatus } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { inquiries, inquiryMessages, users, type InquiryMessageRow, type InquiryRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { readTogether } from '@server/src/sql/read-together';
import { containsFolded } from '@server/src/sql/search';

/** How much of the visitor's message the list shows. */
const PREVIEW_LENGTH = 160;

export interface InquiryFilter {
  status?: InquiryStatus;
  search?: string;
}

const searchCondition = (search: string | undefined) =>
  search ? containsFolded([inquiries.name, inquiries.email, inquiries.subject], search) : undefined;

function filterCondition({ status, search }: InquiryFilter): SQL | undefined {
  return and(status ? eq(inquiries.status, status) : undefined, searchCondition(search));
}

// Written out whole: in a select from one table drizzle leaves columns unqualified, and the
// subquery's own `id` would then stand for the inquiry's. The thread's first message is the
// visitor's own (kept with the inquiry, in one transaction).
const preview = sql<string>`(
  select left(m.body, ${PREVIEW_LENGTH}) from inquiry_messages m
  where m.inquiry_id = inquiries.id order by m.created_at, m.id limit 1
)`;
const messageCount = sql<number>`(select count(*) from inquiry_messages m where m.inquiry_id = inquiries.id)`.mapWith(Number);

const iso = (date: Date) => date.toISOString();

function summaryOf(row: InquiryRow, first: string | null, messages: number): InquirySummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    language: row.language,
    status: row.status,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    preview: (first ?? '').replace(/\s+/g, ' ').trim(),
    messages,
  };
}

export const countInquiries = (db: Db, filter: InquiryFilter) => db.$count(inquiries, filterCondition(filter));

/** One page of the list, newest first. */
export async function listInquiries(db: Db, filter: InquiryFilter, window: { limit: number; offset: number }): Promise<InquirySummary[]> {
  const rows = await db
    .select({ inquiry: inquiries, preview, messages: messageCount })
    .from(inquiries)
    .where(filterCondition(filter))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => summaryOf(row.inquiry, row.preview, row.messages));
}

/** How many inquiries each status tab holds, under the same search. */
export async function inquiryCounts(db: Db, search: string | undefined): Promise<InquiryCounts> {
  const rows = await db
    .select({ status: inquiries.status, n: count() })
    .from(inquiries)
    .where(searchCondition(search))
    .groupBy(inquiries.status);
  const counts = Object.fromEntries([['all', 0], ...INQUIRY_STATUSES.map((status) => [status, 0])]) as InquiryCounts;
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

/** The inquiry, or 404; `forUpdate` holds its row until the transaction ends, so changes to one take turns. */
export async function findInquiry(db: Db, id: number, { forUpdate = false } = {}): Promise<InquiryRow> {
  const query = db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

const messageDto = (row: InquiryMessageRow) => ({
  id: row.id,
  author: row.author,
  author_name: row.authorName,
  body: row.body,
  created_at: iso(row.createdAt),
  emailed_at: row.emailedAt ? iso(row.emailedAt) : null,
});

/** One inquiry with its whole thread, oldest first; 404 when there is none. */
export async function inquiryDetail(db: Db, id: number): Promise<InquiryDetail> {
  const [found, thread] = await readTogether(db, [
    () =>
      db
        .select({ inquiry: inquiries, handledBy: users.fullName })
        .from(inquiries)
        .leftJoin(users, eq(users.id, inquiries.handledBy))
        .where(eq(inquiries.id, id))
        .limit(1),
    () =>
      db
        .select()
        .from(inquiryMessages)
        .where(eq(inquiryMessages.inquiryId, id))
        .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id)),
  ]);
  const row = found[0];
  if (!row) throw notFound();
  const { inquiry } = row;
  return {
    id: inquiry.id,
    name: inquiry.name,
    email: inquiry.email,
    subject: inquiry.subject,
    language: inquiry.language,
    status: inquiry.status,
    created_at: iso(inquiry.createdAt),
    updated_at: iso(inquiry.updatedAt),
    consent_at: iso(inquiry.consentAt),
    handled_by: row.handledBy,
    thread: thread.map(messageDto),
  };
}
