import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ContactStatus } from '@/api/contract/contacts';
import { ACCESS } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { contacts, inquiries, users, type ContactRow } from '@server/db/schema';
import { demoOrganisationOf } from '@server/src/organisations/seed';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { generator } from '@server/src/seed/random';
import { captureAllContacts } from './capture';
import { possibleOwners } from './owners';
import { CUSTOMER_NAMES, IMPORTED_CONTACTS } from './seed-data';

const DAY = 24 * 3600 * 1000;
type Random = ReturnType<typeof generator>;

/** Who works a business's leads (its people), or the agency's (the staff who answer the contact form). */
async function workersOf(db: Db, organisationId: number | null): Promise<number[]> {
  if (organisationId !== null) return (await possibleOwners(db, organisationId)).map((person) => person.id);
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...ACCESS.inquiries]), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  return staff.map((person) => person.id);
}

/** Where a lead stands: the last days' still new, a spam inquiry lost, the rest worked. */
function statusOf(random: Random, contact: ContactRow, inquiryStatus: string | undefined, now: number): ContactStatus {
  if (inquiryStatus === 'spam') return 'lost';
  if (inquiryStatus === 'new' || now - contact.lastSeenAt.getTime() < 3 * DAY) return random.next() < 0.8 ? 'new' : 'open';
  return random.weighted<ContactStatus>([
    ['new', 2],
    ['open', 4],
    ['won', 3],
    ['lost', 1],
  ]);
}

function tagsOf(random: Random, status: ContactStatus, spanish: boolean): string[] {
  const tags: string[] = [];
  if (spanish && random.next() < 0.85) tags.push('spanish');
  if (random.next() < (status === 'won' ? 0.3 : 0.05)) tags.push('vip');
  if (status === 'open' && random.next() < 0.5) tags.push('follow-up');
  if (random.next() < 0.12) tags.push('referral');
  return tags;
}

/** The captured contacts worked on: named, given a status, an owner and tags, as a business's people would. */
async function workContacts(db: Db, random: Random, now: number) {
  const rows = await db
    .select()
    .from(contacts)
    .orderBy(sql`coalesce(${contacts.organisationId}, 0)`, asc(contacts.phone), asc(contacts.email));
  const sent = await db.select({ email: inquiries.email, status: inquiries.status, language: inquiries.language }).from(inquiries);
  const inquiryOf = new Map(sent.map((inquiry) => [inquiry.email.trim().toLowerCase(), inquiry]));
  const workers = new Map<number | null, number[]>();
  // Each name once, in a drawn order; callers past the list stay unnamed.
  const names = {
    en: random.some(CUSTOMER_NAMES.en, CUSTOMER_NAMES.en.length),
    es: random.some(CUSTOMER_NAMES.es, CUSTOMER_NAMES.es.length),
  };
  for (const contact of rows) {
    if (!workers.has(contact.organisationId)) workers.set(contact.organisationId, await workersOf(db, contact.organisationId));
    const inquiry = contact.email ? inquiryOf.get(contact.email) : undefined;
    const spanish = contact.phone?.startsWith('+34') || inquiry?.language === 'es';
    const status = statusOf(random, contact, inquiry?.status, now);
    const people = workers.get(contact.organisationId)!;
    const owner = status !== 'new' && people.length > 0 && random.next() < 0.75 ? random.pick(people) : null;
    const name = contact.name || (status !== 'new' && random.next() < 0.7 ? (names[spanish ? 'es' : 'en'].shift() ?? '') : '');
    await db
      .update(contacts)
      .set({ name, status, ownerId: owner, tags: tagsOf(random, status, spanish), updatedAt: new Date(now) })
      .where(eq(contacts.id, contact.id));
  }
}

/** A demo business's (or the agency's) old address book, imported before the assistant answered. */
async function addImported(db: Db, random: Random, organisationId: number | null, list: typeof IMPORTED_CONTACTS.agency, now: number) {
  const people = await workersOf(db, organisationId);
  await db
    .insert(contacts)
    .values(
      list.map((imported) => {
        const at = new Date(now - imported.daysAgo * DAY);
        return {
          organisationId,
          name: imported.name,
          phone: imported.phone,
          email: imported.email,
          source: 'import' as const,
          status: imported.status,
          ownerId: imported.status !== 'new' && people.length > 0 ? random.pick(people) : null,
          tags: imported.tags,
          interactions: 0,
          firstSeenAt: at,
          lastSeenAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .onConflictDoNothing();
}

/**
 * The contacts of every demo call, text and inquiry (the areas seeded before this one), worked on:
 * some named, most with a status, an owner and tags (vip, follow-up, spanish, referral); and each
 * demo business's and the agency's imported address book.
 */
export const contactsSeed: DemoSeed = {
  area: 'contacts',
  async run(db) {
    const random = generator(4040);
    const now = Date.now();
    await captureAllContacts(db);
    await workContacts(db, random, now);
    for (const owner of ['client@lato.test', 'client2@lato.test'] as const) {
      const organisation = await demoOrganisationOf(db, owner);
      if (organisation) await addImported(db, random, organisation.id, IMPORTED_CONTACTS[owner], now);
    }
    await addImported(db, random, null, IMPORTED_CONTACTS.agency, now);
  },
};
