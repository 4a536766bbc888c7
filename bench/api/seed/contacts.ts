import type { ContactSource, ContactStatus } from '@/api/contract/contacts';
import type { Db } from '@server/db/client';
import { contacts } from '@server/db/schema';
import { insertRows } from '@server/test/bulk-insert';
import type { SeededPeople } from './people';
import { personName, phoneNumber, random, recentDate, SEED_NOW, weighted } from './values';

const CONTACT_COUNT = 10_000;
/** The bench client's business: a busy one, a fifth of every contact. */
const BENCH_CLIENT_CONTACTS = 2_000;
/** The agency's own, from the contact form. */
const AGENCY_CONTACTS = 500;
/** Other clients' businesses the rest is spread over (those with a number, as calls and texts make them). */
const BUSINESSES = 48;

const TAGS = ['vip', 'follow-up', 'spanish', 'referral', 'callback', 'priority'];
const STATUSES: [ContactStatus, number][] = [
  ['new', 35],
  ['open', 30],
  ['won', 20],
  ['lost', 15],
];
const BUSINESS_SOURCES: [ContactSource, number][] = [
  ['call', 55],
  ['sms', 25],
  ['import', 20],
];

function contactRow(n: number, organisationId: number | null, owners: readonly number[]) {
  const source: ContactSource = organisationId === null ? (random.next() < 0.9 ? 'inquiry' : 'import') : weighted(BUSINESS_SOURCES);
  const status = weighted(STATUSES);
  const firstSeenAt = recentDate(365);
  const lastSeenAt = new Date(Math.min(SEED_NOW, firstSeenAt.getTime() + random.between(0, 60) * 86_400_000));
  const named = source === 'inquiry' || source === 'import' || random.next() < 0.4;
  const byEmail = source === 'inquiry' || (source === 'import' && random.next() < 0.5);
  const { fullName, emailLocal } = personName(50_000 + n);
  return {
    organisationId,
    name: named ? fullName : '',
    // Numbers and addresses of their own: no contact shares one with another of its business.
    phone: source === 'inquiry' ? null : phoneNumber(200_000 + n),
    email: byEmail ? `${emailLocal}@contacts.bench.test` : null,
    source,
    status,
    ownerId: status !== 'new' && random.next() < 0.6 ? random.pick(owners) : null,
    tags: random.some(
      TAGS,
      weighted<number>([
        [0, 5],
        [1, 3],
        [2, 2],
        [3, 1],
      ]),
    ),
    interactions: source === 'import' ? 0 : random.between(1, 12),
    firstSeenAt,
    lastSeenAt,
    createdAt: firstSeenAt,
    updatedAt: lastSeenAt,
  };
}

/**
 * 10,000 contacts: 2,000 of the bench client's business, 500 of the agency's own (owned by its
 * managers), the rest over 48 other businesses (owned by their owner, whose business has their id);
 * most with a status past new, about half with tags, first seen over the last year.
 */
export async function seedContacts(db: Db, people: SeededPeople): Promise<void> {
  const others = people.clients.filter((id) => id !== people.benchClient).slice(0, BUSINESSES);
  const rows = Array.from({ length: CONTACT_COUNT }, (_, n) => {
    if (n < BENCH_CLIENT_CONTACTS) return contactRow(n, people.benchClient, [people.benchClient]);
    if (n < BENCH_CLIENT_CONTACTS + AGENCY_CONTACTS) return contactRow(n, null, people.managers);
    const business = others[n % others.length]!;
    return contactRow(n, business, [business]);
  });
  await insertRows(db, contacts, rows);
}
