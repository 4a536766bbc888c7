import { sql, type SQL } from 'drizzle-orm';
import type { ContactSource } from '@/api/contract/contacts';
import { E164_SHAPE, WITHHELD_NUMBERS } from '@/api/contract/lato-ai-values';
import type { Db } from '@server/db/client';
import type { calls, chatMessages, InquiryRow } from '@server/db/schema';
import { normaliseEmail } from '@server/src/users/queries';

type CallRow = typeof calls.$inferSelect;
type ChatMessageRow = typeof chatMessages.$inferSelect;

/*
 * Contacts as people reach a business: each real call, text and contact-form message upserts the
 * contact of its phone number or address, and counts one interaction. The conflict targets name the
 * expressions and predicates of contacts_phone_idx and contacts_email_idx exactly, or PostgreSQL
 * would not find the unique index to resolve them against.
 */

/** What a moment of contact changes in a contact already there: the first channel stays the one seen first. */
const SEEN_AGAIN = sql.raw(`
  first_seen_at = least(contacts.first_seen_at, excluded.first_seen_at),
  last_seen_at = greatest(contacts.last_seen_at, excluded.last_seen_at),
  source = case when excluded.first_seen_at < contacts.first_seen_at then excluded.source else contacts.source end,
  name = case when contacts.name = '' then excluded.name else contacts.name end`);

const ON_PHONE = sql.raw('on conflict ((coalesce(organisation_id, 0)), phone) where phone is not null');
const ON_EMAIL = sql.raw('on conflict ((coalesce(organisation_id, 0)), email) where email is not null');

/** A caller or sender a business could call back: withheld numbers and sender ids (ACME) make no contact. */
const isPhoneNumber = (text: string) => E164_SHAPE.test(text) && !WITHHELD_NUMBERS.includes(text);

/** One more interaction of the contact the number's business knows by this phone number. */
async function seenByPhone(db: Db, numberId: number, phone: string, source: ContactSource, at: Date) {
  const moment = at.toISOString();
  await db.execute(sql`
    insert into contacts (organisation_id, phone, source, interactions, first_seen_at, last_seen_at)
    select n.organisation_id, ${phone}, ${source}, 1, ${moment}::timestamptz, ${moment}::timestamptz
    from twilio_numbers n where n.id = ${numberId}
    ${ON_PHONE} do update set interactions = contacts.interactions + 1, ${SEEN_AGAIN}`);
}

/** A call just recorded: a real inbound one makes or counts its caller's contact. */
export async function captureCall(db: Db, call: Pick<CallRow, 'numberId' | 'customerPhoneNumber' | 'direction' | 'isTest' | 'startedAt'>) {
  if (call.direction !== 'inbound' || call.isTest || !isPhoneNumber(call.customerPhoneNumber)) return;
  await seenByPhone(db, call.numberId, call.customerPhoneNumber, 'call', call.startedAt);
}

/** A text just kept: a real one from a customer makes or counts its sender's contact. */
export async function captureText(
  db: Db,
  message: Pick<ChatMessageRow, 'numberId' | 'customerPhoneNumber' | 'role' | 'isTest' | 'createdAt'>,
) {
  if (message.role !== 'customer' || message.isTest || !isPhoneNumber(message.customerPhoneNumber)) return;
  await seenByPhone(db, message.numberId, message.customerPhoneNumber, 'sms', message.createdAt);
}

/** A contact-form message just kept: the agency's own contact of its address, named as the visitor signed it. */
export async function captureInquiry(db: Db, inquiry: Pick<InquiryRow, 'email' | 'name' | 'createdAt'>) {
  const email = normaliseEmail(inquiry.email);
  if (!email) return;
  const moment = inquiry.createdAt.toISOString();
  await db.execute(sql`
    insert into contacts (organisation_id, email, name, source, interactions, first_seen_at, last_seen_at)
    values (null, ${email}, ${inquiry.name.trim()}, 'inquiry', 1, ${moment}::timestamptz, ${moment}::timestamptz)
    ${ON_EMAIL} do update set interactions = contacts.interactions + 1, ${SEEN_AGAIN}`);
}

/*
 * Every contact the existing calls, texts and inquiries make, recounted from them: run twice, it
 * changes nothing. Calls and texts go together, as both count towards the contact of one number.
 * Migration 0026 runs the same two statements, so a database made before contacts gets them.
 */

const WITHHELD = sql.raw(`array[${WITHHELD_NUMBERS.map((n) => `'${n}'`).join(', ')}]::text[]`);

const BY_PHONE: SQL = sql`
  insert into contacts (organisation_id, phone, source, interactions, first_seen_at, last_seen_at)
  select organisation_id, phone, (array_agg(source order by seen_at, source))[1], count(*), min(seen_at), max(seen_at)
  from (
    select n.organisation_id, c.customer_phone_number as phone, 'call' as source, c.started_at as seen_at
    from calls c join twilio_numbers n on n.id = c.number_id
    where c.direction = 'inbound' and not c.is_test and c.customer_phone_number ~ ${E164_SHAPE.source}
      and c.customer_phone_number <> all(${WITHHELD})
    union all
    select n.organisation_id, m.customer_phone_number, 'sms', m.created_at
    from chat_messages m join twilio_numbers n on n.id = m.number_id
    where m.role = 'customer' and not m.is_test and m.customer_phone_number ~ ${E164_SHAPE.source}
      and m.customer_phone_number <> all(${WITHHELD})
  ) as seen
  group by organisation_id, phone
  ${ON_PHONE} do update set interactions = excluded.interactions, ${SEEN_AGAIN}`;

const BY_EMAIL: SQL = sql`
  insert into contacts (organisation_id, email, name, source, interactions, first_seen_at, last_seen_at)
  select null, lower(trim(i.email)),
    coalesce((array_agg(trim(i.name) order by m.created_at, m.id) filter (where trim(i.name) <> ''))[1], ''),
    'inquiry', count(*), min(m.created_at), max(m.created_at)
  from inquiries i join inquiry_messages m on m.inquiry_id = i.id and m.author = 'visitor'
  where trim(i.email) <> ''
  group by lower(trim(i.email))
  ${ON_EMAIL} do update set interactions = excluded.interactions, ${SEEN_AGAIN}`;

/** Builds (or brings up to date) the contacts of every call, inbound text and inquiry there is. */
export async function captureAllContacts(db: Db): Promise<void> {
  await db.execute(BY_PHONE);
  await db.execute(BY_EMAIL);
}
