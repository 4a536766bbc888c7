import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ContactSource, ContactStatus } from '@/api/contract/contacts';
import { contacts, organisations, type UserRow } from '@server/db/schema';
import { addMember } from '@server/src/organisations/members';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';

/*
 * What the contacts tests share: two businesses and the agency, their people, and nine contacts
 * whose every figure the tests work out by hand. Okafor Dental (Grace owns it, Maya is a member)
 * has five, Bernard Plumbing (Hugo's) two, the agency two; Olga owns a business with none.
 */

export const PEOPLE = ['ceo', 'pm', 'dev', 'grace', 'maya', 'hugo', 'olga', 'retired'] as const;
export type Person = (typeof PEOPLE)[number];

export const CONTACTS = ['d1', 'd2', 'd3', 'd4', 'd5', 'p1', 'p2', 'a1', 'a2'] as const;
export type ContactKey = (typeof CONTACTS)[number];

interface FixtureContact {
  business: 'dental' | 'plumbing' | null;
  name: string;
  phone: string | null;
  email: string | null;
  source: ContactSource;
  status: ContactStatus;
  tags: string[];
  interactions: number;
  first: string;
  last: string;
  owner: Person | null;
}

export const FIXTURE: Record<ContactKey, FixtureContact> = {
  d1: {
    business: 'dental',
    name: 'Olivia Bennett',
    phone: '+14155550101',
    email: 'olivia@bennett.test',
    source: 'call',
    status: 'new',
    tags: ['vip'],
    interactions: 5,
    first: '2026-01-01T09:00:00.000Z',
    last: '2026-03-01T09:00:00.000Z',
    owner: 'maya',
  },
  d2: {
    business: 'dental',
    name: 'Lucía Fernández',
    phone: '+34612345601',
    email: null,
    source: 'sms',
    status: 'open',
    tags: ['spanish', 'follow-up'],
    interactions: 2,
    first: '2026-01-05T09:00:00.000Z',
    last: '2026-02-20T09:00:00.000Z',
    owner: 'grace',
  },
  d3: {
    business: 'dental',
    name: '',
    phone: '+14155550103',
    email: null,
    source: 'call',
    status: 'new',
    tags: [],
    interactions: 1,
    first: '2026-02-10T09:00:00.000Z',
    last: '2026-02-10T09:00:00.000Z',
    owner: null,
  },
  d4: {
    business: 'dental',
    name: 'Marcus Reed',
    phone: null,
    email: 'marcus@reed.test',
    source: 'import',
    status: 'won',
    tags: ['vip', 'referral'],
    interactions: 0,
    first: '2025-12-01T09:00:00.000Z',
    last: '2025-12-01T09:00:00.000Z',
    owner: 'maya',
  },
  d5: {
    business: 'dental',
    name: 'Carmen Ruiz',
    phone: '+34612345605',
    email: 'carmen@ruiz.test',
    source: 'sms',
    status: 'lost',
    tags: ['spanish'],
    interactions: 3,
    first: '2026-01-15T09:00:00.000Z',
    last: '2026-02-25T09:00:00.000Z',
    owner: null,
  },
  p1: {
    business: 'plumbing',
    name: 'Oliver Hughes',
    phone: '+447700900101',
    email: null,
    source: 'call',
    status: 'open',
    tags: ['vip'],
    interactions: 4,
    first: '2026-01-02T09:00:00.000Z',
    last: '2026-02-28T09:00:00.000Z',
    owner: 'hugo',
  },
  p2: {
    business: 'plumbing',
    name: '',
    phone: '+447700900102',
    email: null,
    source: 'sms',
    status: 'new',
    tags: [],
    interactions: 1,
    first: '2026-02-27T09:00:00.000Z',
    last: '2026-02-27T09:00:00.000Z',
    owner: null,
  },
  a1: {
    business: null,
    name: 'Hannah Whitfield',
    phone: null,
    email: 'hannah@whitfieldvets.test',
    source: 'inquiry',
    status: 'open',
    tags: ['follow-up'],
    interactions: 2,
    first: '2026-02-01T09:00:00.000Z',
    last: '2026-02-03T09:00:00.000Z',
    owner: 'pm',
  },
  a2: {
    business: null,
    name: 'Noah Fischer',
    phone: null,
    email: 'noah@fischer.test',
    source: 'inquiry',
    status: 'new',
    tags: [],
    interactions: 1,
    first: '2026-02-15T09:00:00.000Z',
    last: '2026-02-15T09:00:00.000Z',
    owner: null,
  },
};

export interface ContactsWorld {
  server: TestServer;
  people: Record<Person, UserRow>;
  tokens: Record<Person, string>;
  businesses: Record<'dental' | 'plumbing' | 'olga', number>;
  /** The fixture's contacts' ids, as last written by `resetContacts`. */
  ids: Record<ContactKey, number>;
}

const NAMES: Record<Person, [UserRow['role'], string]> = {
  ceo: ['CEO', 'Ava Moreno'],
  pm: ['PM_CLIENT', 'Diego Ramírez'],
  dev: ['DEV', 'Farid Haddad'],
  grace: ['CLIENT', 'Grace Okafor'],
  maya: ['CLIENT', 'Maya Chen'],
  hugo: ['CLIENT', 'Hugo Bernard'],
  olga: ['CLIENT', 'Olga Lindqvist'],
  retired: ['CFO', 'Benjamin Carter'],
};

/** The server, the people signed in (but the retired CFO, who cannot), the businesses; then the contacts. */
export async function startContactsWorld(options: Parameters<typeof startTestServer>[1] = {}): Promise<ContactsWorld> {
  const server = await startTestServer({}, options);
  const { db } = server.database;
  const people = {} as Record<Person, UserRow>;
  const tokens = {} as Record<Person, string>;
  for (const person of PEOPLE) {
    const [role, fullName] = NAMES[person];
    people[person] = await server.createUser(role, { fullName, isActive: person !== 'retired' });
    if (person !== 'retired') tokens[person] = (await signIn(server.app, people[person].email)).access;
  }
  const businesses = {
    dental: await server.organisationOf(people.grace),
    plumbing: await server.organisationOf(people.hugo),
    olga: await server.organisationOf(people.olga),
  };
  await db.update(organisations).set({ name: 'Okafor Dental' }).where(eq(organisations.id, businesses.dental));
  await db.update(organisations).set({ name: 'Bernard Plumbing' }).where(eq(organisations.id, businesses.plumbing));
  await addMember(db, businesses.dental, people.maya.id, 'member', new Date());
  const world: ContactsWorld = { server, people, tokens, businesses, ids: {} as Record<ContactKey, number> };
  await resetContacts(world);
  return world;
}

/** The nine contacts as FIXTURE writes them, and nothing else: each test that changes them starts here. */
export async function resetContacts(world: ContactsWorld): Promise<void> {
  const { db } = world.server.database;
  await db.delete(contacts);
  for (const key of CONTACTS) {
    const fixture = FIXTURE[key];
    const [row] = await db
      .insert(contacts)
      .values({
        organisationId: fixture.business === null ? null : world.businesses[fixture.business],
        name: fixture.name,
        phone: fixture.phone,
        email: fixture.email,
        source: fixture.source,
        status: fixture.status,
        tags: fixture.tags,
        ownerId: fixture.owner === null ? null : world.people[fixture.owner].id,
        interactions: fixture.interactions,
        firstSeenAt: new Date(fixture.first),
        lastSeenAt: new Date(fixture.last),
      })
      .returning({ id: contacts.id });
    world.ids[key] = row!.id;
  }
}

/** Calls as one of the world's people (or nobody: null). */
export function callsAs(world: ContactsWorld, who: Person | null) {
  const headers = who ? { authorization: `Bearer ${world.tokens[who]}` } : {};
  const { app } = world.server;
  return {
    get: (url: string): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url, headers }),
    send: (method: 'PATCH' | 'POST', url: string, payload: object): Promise<LightMyRequestResponse> =>
      app.inject({ method, url, headers, payload }),
    form: (url: string, form: FormData): Promise<LightMyRequestResponse> => app.inject({ method: 'POST', url, headers, payload: form }),
  };
}

/** The contacts' keys in the order of these ids (a list's answer), for comparing with the fixture's. */
export const keysOf = (world: ContactsWorld, ids: readonly number[]): (ContactKey | number)[] =>
  ids.map((id) => CONTACTS.find((key) => world.ids[key] === id) ?? id);
