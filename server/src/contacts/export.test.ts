import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_CSV_COLUMNS, contactEndpoints } from '@/api/contract/contacts';
import { and, desc, eq } from 'drizzle-orm';
import { ACCESS } from '@/api/contract/roles';
import { auditEvents } from '@server/db/schema';
import { expectAccessByRoleTable, getAs, signInEveryRole } from '@server/test/harness';
import { callsAs, startContactsWorld, type ContactsWorld } from './test-kit';

/** The export, the owners to choose from, and who may call which endpoint, over the test kit's contacts. */

const L = '/api/v1/contacts/';
const E = '/api/v1/contacts/export/';
const O = '/api/v1/contacts/owners/';
let world: ContactsWorld;

beforeAll(async () => {
  world = await startContactsWorld();
});
afterAll(() => world.server.close());

const HEADER = CONTACT_CSV_COLUMNS.join(',');
const csvLines = (body: string) => body.split('\r\n');

describe('the export', () => {
  it('writes the filtered contacts as CSV in the list’s order, every column of the contract', async () => {
    const response = await callsAs(world, 'grace').get(`${E}?status=open&status=lost`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="contacts.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(csvLines(response.body)).toEqual([
      HEADER,
      'Carmen Ruiz,+34612345605,carmen@ruiz.test,lost,spanish,sms,,Okafor Dental,3,2026-01-15T09:00:00.000Z,2026-02-25T09:00:00.000Z',
      'Lucía Fernández,+34612345601,,open,"spanish, follow-up",sms,Grace Okafor,Okafor Dental,2,2026-01-05T09:00:00.000Z,2026-02-20T09:00:00.000Z',
      '',
    ]);
  });

  it('takes the sort and the search, and writes the agency’s own without a business', async () => {
    const sorted = await callsAs(world, 'maya').get(`${E}?sort=name&order=asc&search=E`);
    // Every contact of the business with an "e" in its name or address (not the unnamed caller), by name.
    expect(
      csvLines(sorted.body)
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['Carmen Ruiz', 'Lucía Fernández', 'Marcus Reed', 'Olivia Bennett']);
    const agency = await callsAs(world, 'ceo').get(`${E}?organisation=agency`);
    expect(csvLines(agency.body).slice(1, -1)).toEqual([
      'Noah Fischer,,noah@fischer.test,new,,inquiry,,,1,2026-02-15T09:00:00.000Z,2026-02-15T09:00:00.000Z',
      'Hannah Whitfield,,hannah@whitfieldvets.test,open,follow-up,inquiry,Diego Ramírez,,2,2026-02-01T09:00:00.000Z,2026-02-03T09:00:00.000Z',
    ]);
  });

  it('leaves a line in the audit log: who took a copy, of which contacts, how many rows', async () => {
    await callsAs(world, 'grace').get(`${E}?organisation=${world.businesses.dental}&status=open`);
    const [event] = await world.server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'export'), eq(auditEvents.targetType, 'contacts')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ actorId: world.people.grace.id, targetId: world.businesses.dental, targetLabel: 'contacts' });
    expect(event!.details).toMatchObject({ rows: 1, status: ['open'], organisation: String(world.businesses.dental) });
  });

  it("answers 404 for another business's or the agency's contacts, and 400 to a filter it cannot read", async () => {
    expect((await callsAs(world, 'grace').get(`${E}?organisation=agency`)).statusCode).toBe(404);
    expect((await callsAs(world, 'hugo').get(`${E}?organisation=${world.businesses.dental}`)).statusCode).toBe(404);
    expect((await callsAs(world, 'grace').get(`${E}?status=closed`)).statusCode).toBe(400);
  });
});

describe('the owners to choose from', () => {
  const owners = async (who: 'grace' | 'maya' | 'ceo', organisation: string) => {
    const response = await callsAs(world, who).get(`${O}?organisation=${organisation}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: { id: number; name: string }[] }>().results;
  };

  it("lists a business's people to its owner and its members, by name", async () => {
    const expected = [
      { id: world.people.grace.id, name: 'Grace Okafor' },
      { id: world.people.maya.id, name: 'Maya Chen' },
    ];
    expect(await owners('grace', String(world.businesses.dental))).toEqual(expected);
    expect(await owners('maya', String(world.businesses.dental))).toEqual(expected);
    expect(await owners('ceo', String(world.businesses.plumbing))).toEqual([{ id: world.people.hugo.id, name: 'Hugo Bernard' }]);
  });

  it("lists the agency's active staff who work the leads for the agency's own contacts (not a developer)", async () => {
    expect(await owners('ceo', 'agency')).toEqual([
      { id: world.people.ceo.id, name: 'Ava Moreno' },
      { id: world.people.pm.id, name: 'Diego Ramírez' },
    ]);
  });

  it("answers 404 for another business or the agency's own to a client, and 400 without a business", async () => {
    expect((await callsAs(world, 'grace').get(`${O}?organisation=agency`)).statusCode).toBe(404);
    expect((await callsAs(world, 'grace').get(`${O}?organisation=${world.businesses.plumbing}`)).statusCode).toBe(404);
    expect((await callsAs(world, 'ceo').get(`${O}?organisation=999999`)).statusCode).toBe(404);
    expect((await callsAs(world, 'ceo').get(O)).statusCode).toBe(400);
  });
});

describe('who may call the contacts endpoints', () => {
  it('answers the reads to the roles of ACCESS.contacts only (401 signed out, 403 to the others)', async () => {
    const tokens = await signInEveryRole(world.server);
    await expectAccessByRoleTable((url, token) => getAs(world.server.app, url, token), [L, E], tokens, ACCESS.contacts);
    expect((await getAs(world.server.app, `${O}?organisation=agency`, null)).statusCode).toBe(401);
    expect((await getAs(world.server.app, `${O}?organisation=agency`, tokens.DEV)).statusCode).toBe(403);
  });

  it('refuses every change signed out (401) and to a developer (403)', async () => {
    const changes = [
      { method: 'PATCH' as const, url: `/api/v1/contacts/${world.ids.d1}/`, payload: { status: 'won' } },
      { method: 'POST' as const, url: contactEndpoints.bulk.path, payload: { action: 'delete', ids: [world.ids.d1] } },
      { method: 'POST' as const, url: contactEndpoints.importContacts.path, payload: {} },
    ];
    for (const { method, url, payload } of changes) {
      expect((await callsAs(world, null).send(method, url, payload)).statusCode, url).toBe(401);
      expect((await callsAs(world, 'dev').send(method, url, payload)).statusCode, url).toBe(403);
    }
  });
});
