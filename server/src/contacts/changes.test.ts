import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_BULK_MAX, type Contact } from '@/api/contract/contacts';
import { contacts } from '@server/db/schema';
import { callsAs, CONTACTS, resetContacts, startContactsWorld, type ContactKey, type ContactsWorld, type Person } from './test-kit';

/** Changing one contact, and many at once (all or none), over the test kit's contacts, written afresh for each test. */

const B = '/api/v1/contacts/bulk/';
const one = (id: number) => `/api/v1/contacts/${id}/`;
const NOW = new Date('2026-03-10T12:00:00Z');
let world: ContactsWorld;

beforeAll(async () => {
  world = await startContactsWorld({ clock: () => NOW });
});
beforeEach(() => resetContacts(world));
afterAll(() => world.server.close());

const patch = (who: Person, key: ContactKey | number, body: object) =>
  callsAs(world, who).send('PATCH', one(typeof key === 'number' ? key : world.ids[key]), body);
const bulk = (who: Person, body: { action: string; ids: ContactKey[] } & Record<string, unknown>) =>
  callsAs(world, who).send('POST', B, { ...body, ids: body.ids.map((key) => world.ids[key]) });

/** The contacts as stored, by key: what a refused change must leave as it was. */
async function stored(...keys: ContactKey[]) {
  const rows = await world.server.database.db
    .select()
    .from(contacts)
    .where(
      inArray(
        contacts.id,
        keys.map((key) => world.ids[key]),
      ),
    )
    .orderBy(asc(contacts.id));
  return rows.map(({ name, status, ownerId, tags, updatedAt }) => ({ name, status, ownerId, tags, updatedAt: updatedAt.toISOString() }));
}

describe('PATCH /api/v1/contacts/:id/', () => {
  it("lets a business's member name, move, assign and tag a contact, and answers it changed", async () => {
    const response = await patch('maya', 'd3', {
      name: '  Daniel Osei ',
      status: 'open',
      owner_id: world.people.maya.id,
      tags: ['VIP', 'vip', 'Follow-up'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Contact>()).toMatchObject({
      id: world.ids.d3,
      name: 'Daniel Osei',
      status: 'open',
      owner: { id: world.people.maya.id, name: 'Maya Chen' },
      tags: ['vip', 'follow-up'],
      phone: '+14155550103',
      interactions: 1,
    });
    expect(await stored('d3')).toEqual([
      { name: 'Daniel Osei', status: 'open', ownerId: world.people.maya.id, tags: ['vip', 'follow-up'], updatedAt: NOW.toISOString() },
    ]);
  });

  it('changes only the fields given', async () => {
    const response = await patch('grace', 'd2', { status: 'won' });
    expect(response.json<Contact>()).toMatchObject({
      name: 'Lucía Fernández',
      status: 'won',
      owner: { id: world.people.grace.id },
      tags: ['spanish', 'follow-up'],
    });
    expect((await patch('grace', 'd2', { owner_id: null })).json<Contact>().owner).toBeNull();
  });

  it("takes as owner a person of the contact's business, or active staff who work the leads for the agency's own; anyone else is 400", async () => {
    const refused: [Person, ContactKey, Person][] = [
      ['grace', 'd1', 'hugo'],
      ['ceo', 'd1', 'pm'],
      ['ceo', 'a1', 'grace'],
      ['ceo', 'a1', 'retired'],
      // A developer does not work the leads (ACCESS.crm).
      ['ceo', 'a1', 'dev'],
    ];
    for (const [who, key, owner] of refused) {
      const response = await patch(who, key, { owner_id: world.people[owner].id });
      expect(response.statusCode, `${owner} owning ${key}`).toBe(400);
      expect(response.json()).toMatchObject({ errors: { owner_id: ['invalid_choice'] } });
    }
    expect((await patch('ceo', 'a1', { owner_id: world.people.pm.id })).statusCode).toBe(200);
    expect((await patch('ceo', 'p1', { owner_id: world.people.hugo.id })).statusCode).toBe(200);
  });

  it('answers 400 to a change it cannot take, and changes nothing', async () => {
    const before = await stored('d1');
    const bodies = [
      { status: 'closed' },
      { tags: ['a,b'] },
      { tags: Array.from({ length: 21 }, (_, n) => `tag${n}`) },
      { name: 'x'.repeat(151) },
      { source: 'call' },
      { owner_id: 'maya' },
    ];
    for (const body of bodies) expect((await patch('grace', 'd1', body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await stored('d1')).toEqual(before);
  });

  it("answers 404 for another business's contact, the agency's to a client, or none, and changes nothing", async () => {
    const before = await stored(...CONTACTS);
    const refused: [Person, ContactKey | number][] = [
      ['grace', 'p1'],
      ['maya', 'p2'],
      ['hugo', 'd1'],
      ['grace', 'a1'],
      ['olga', 'd1'],
      ['ceo', 999_999],
    ];
    for (const [who, key] of refused) expect((await patch(who, key, { status: 'won' })).statusCode, `${who} ${key}`).toBe(404);
    expect(await stored(...CONTACTS)).toEqual(before);
  });
});

describe('POST /api/v1/contacts/bulk/', () => {
  it('tags and untags the selected contacts, counting those that changed', async () => {
    expect((await bulk('grace', { action: 'tag', ids: ['d1', 'd2', 'd3'], tag: 'VIP' })).json()).toEqual({ affected: 2 });
    expect((await stored('d1', 'd2', 'd3')).map((row) => row.tags)).toEqual([['vip'], ['spanish', 'follow-up', 'vip'], ['vip']]);
    expect((await bulk('maya', { action: 'untag', ids: ['d1', 'd2', 'd5'], tag: 'spanish' })).json()).toEqual({ affected: 2 });
    expect((await stored('d1', 'd2', 'd5')).map((row) => row.tags)).toEqual([['vip'], ['follow-up', 'vip'], []]);
  });

  it('assigns an owner or nobody, and sets a status', async () => {
    expect((await bulk('maya', { action: 'assign', ids: ['d3', 'd5'], owner_id: world.people.maya.id })).json()).toEqual({ affected: 2 });
    expect((await bulk('grace', { action: 'assign', ids: ['d1', 'd3', 'd5'], owner_id: null })).json()).toEqual({ affected: 3 });
    expect((await stored('d1', 'd3', 'd5')).map((row) => row.ownerId)).toEqual([null, null, null]);
    expect((await bulk('ceo', { action: 'status', ids: ['d1', 'd4', 'p1', 'a2'], status: 'won' })).json()).toEqual({ affected: 3 });
    expect((await stored('d1', 'd4', 'p1', 'a2')).map((row) => row.status)).toEqual(['won', 'won', 'won', 'won']);
  });

  it('changes none when one selected contact is not the person’s to see: 404', async () => {
    const before = await stored(...CONTACTS);
    const refused: [Person, ContactKey[]][] = [
      ['grace', ['d1', 'p1']],
      ['hugo', ['p1', 'd1']],
      ['maya', ['d1', 'a1']],
    ];
    for (const [who, ids] of refused) {
      expect((await bulk(who, { action: 'status', ids, status: 'lost' })).statusCode, `${who} ${ids}`).toBe(404);
      expect((await bulk(who, { action: 'delete', ids })).statusCode, `${who} ${ids}`).toBe(404);
    }
    const missing = await callsAs(world, 'ceo').send('POST', B, { action: 'tag', ids: [world.ids.d1, 999_999], tag: 'vip' });
    expect(missing.statusCode).toBe(404);
    expect(await stored(...CONTACTS)).toEqual(before);
  });

  it('changes none when the owner may not own one of them: 400 on owner_id', async () => {
    const before = await stored(...CONTACTS);
    for (const [who, ids, owner] of [
      ['grace', ['d1', 'd2'], 'hugo'],
      ['ceo', ['a1', 'd1'], 'pm'],
    ] as [Person, ContactKey[], Person][]) {
      const response = await bulk(who, { action: 'assign', ids, owner_id: world.people[owner].id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { owner_id: ['invalid_choice'] } });
    }
    expect(await stored(...CONTACTS)).toEqual(before);
  });

  it('changes none when a tag would take one contact past its limit: 400 on tag', async () => {
    const full = Array.from({ length: 20 }, (_, n) => `tag${n}`);
    expect((await patch('grace', 'd3', { tags: full })).statusCode).toBe(200);
    const before = await stored(...CONTACTS);
    const response = await bulk('grace', { action: 'tag', ids: ['d1', 'd3'], tag: 'late' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { tag: ['too_many'] } });
    expect(await stored(...CONTACTS)).toEqual(before);
  });

  it("deletes for a business's owner or the agency's managers; a member gets 403 and nothing goes", async () => {
    const member = await bulk('maya', { action: 'delete', ids: ['d3'] });
    expect(member.statusCode).toBe(403);
    expect(await stored('d3')).toHaveLength(1);
    expect((await bulk('grace', { action: 'delete', ids: ['d3', 'd4'] })).json()).toEqual({ affected: 2 });
    expect((await bulk('ceo', { action: 'delete', ids: ['p2', 'a2'] })).json()).toEqual({ affected: 2 });
    expect(await stored('d3', 'd4', 'p2', 'a2')).toEqual([]);
    expect(await world.server.database.db.$count(contacts)).toBe(5);
  });

  it('answers 400 to an action it cannot read', async () => {
    const bodies = [
      { action: 'archive', ids: [world.ids.d1] },
      { action: 'tag', ids: [], tag: 'vip' },
      { action: 'tag', ids: [world.ids.d1], tag: 'a,b' },
      { action: 'status', ids: [world.ids.d1], status: 'closed' },
      { action: 'delete', ids: Array.from({ length: CONTACT_BULK_MAX + 1 }, (_, n) => n + 1) },
      { action: 'delete', ids: [world.ids.d1], tag: 'vip' },
    ];
    for (const body of bodies) expect((await callsAs(world, 'grace').send('POST', B, body)).statusCode, body.action).toBe(400);
  });
});
