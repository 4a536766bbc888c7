import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingAddress, BillingAddressFields } from '@/api/contract/shop';
import type { UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { addMember } from './test-kit';

let server: TestServer;
const people = {} as Record<'owner' | 'member' | 'stranger' | 'ceo' | 'pmClient' | 'pmDev', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;
let org: number;
let strangerOrg: number;

beforeAll(async () => {
  server = await startTestServer();
  people.owner = await server.createUser('CLIENT');
  people.member = await server.createUser('CLIENT');
  people.stranger = await server.createUser('CLIENT');
  people.ceo = await server.createUser('CEO');
  people.pmClient = await server.createUser('PM_CLIENT');
  people.pmDev = await server.createUser('PM_DEV');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  org = await server.organisationOf(people.owner);
  strangerOrg = await server.organisationOf(people.stranger);
  await addMember(server.database.db, org, people.member.id);
});
afterAll(() => server.close());

const list = (organisation: number) => `/api/v1/shop/organisations/${organisation}/addresses/`;
const one = (organisation: number, id: number) => `/api/v1/shop/organisations/${organisation}/addresses/${id}/`;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: object) =>
  server.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(payload && { payload }) });

const HQ: BillingAddressFields = { name: 'Ana Ruiz', company: 'Panadería Ruiz', line1: 'Calle Mayor 1', city: 'Madrid', country: 'es' };

async function create(organisation: number, fields: Partial<BillingAddressFields> = {}, who: Who = 'owner') {
  const response = await call('POST', list(organisation), who, { ...HQ, ...fields });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<BillingAddress>();
}
const addresses = async (organisation: number, who: Who = 'owner') =>
  (await call('GET', list(organisation), who)).json<{ addresses: BillingAddress[] }>().addresses;
const defaults = async (organisation: number) => (await addresses(organisation)).filter((a) => a.is_default).map((a) => a.name);

describe('who may reach an organisation’s billing addresses', () => {
  it('answers 401 without a token and 403 to a role outside billing', async () => {
    expect((await call('GET', list(org), null)).statusCode).toBe(401);
    expect((await call('POST', list(org), null, HQ)).statusCode).toBe(401);
    expect((await call('PATCH', one(org, 1), null, {})).statusCode).toBe(401);
    expect((await call('DELETE', one(org, 1), null)).statusCode).toBe(401);
    expect((await call('GET', list(org), 'pmDev')).statusCode).toBe(403);
  });

  it('answers 403 to a member who is not an owner, 404 to someone of another business', async () => {
    const address = await create(org, { name: 'Kept' });
    for (const [who, status] of [
      ['member', 403],
      ['stranger', 404],
    ] as const) {
      expect((await call('GET', list(org), who)).statusCode, who).toBe(status);
      expect((await call('POST', list(org), who, HQ)).statusCode, who).toBe(status);
      expect((await call('PATCH', one(org, address.id), who, { city: 'Sevilla' })).statusCode, who).toBe(status);
      expect((await call('DELETE', one(org, address.id), who)).statusCode, who).toBe(status);
    }
    expect((await call('GET', list(999_999), 'owner')).statusCode).toBe(404);
  });

  it('lets the agency’s managers read and write any business’s', async () => {
    const made = await create(strangerOrg, { name: 'By the agency' }, 'pmClient');
    expect((await addresses(strangerOrg, 'ceo')).map((a) => a.id)).toContain(made.id);
  });

  it('answers 404 for another business’s address named under this one', async () => {
    const theirs = await create(strangerOrg, { name: 'Theirs' }, 'stranger');
    expect((await call('PATCH', one(org, theirs.id), 'owner', { city: 'Bilbao' })).statusCode).toBe(404);
    expect((await call('DELETE', one(org, theirs.id), 'owner')).statusCode).toBe(404);
    expect((await call('PATCH', one(org, 999_999), 'owner', { city: 'Bilbao' })).statusCode).toBe(404);
  });
});

describe('keeping addresses, one of them the default', () => {
  let business: number;
  beforeAll(async () => {
    const owner = await server.createUser('CLIENT');
    tokens.owner = (await signIn(server.app, owner.email)).access;
    business = await server.organisationOf(owner);
  });

  it('makes the first address the default, upper-cases the country, and fills what was left out', async () => {
    const first = await create(business, { name: 'First' });
    expect(first).toMatchObject({
      name: 'First',
      country: 'ES',
      line2: '',
      region: '',
      postal_code: '',
      tax_id: '',
      phone: '',
      is_default: true,
    });
    const second = await create(business, { name: 'Second' });
    expect(second.is_default).toBe(false);
    expect(await defaults(business)).toEqual(['First']);
  });

  it('moves the default when a new address asks for it, or an address is set as the default', async () => {
    await create(business, { name: 'Third', is_default: true });
    expect(await defaults(business)).toEqual(['Third']);
    const second = (await addresses(business)).find((a) => a.name === 'Second')!;
    const changed = await call('PATCH', one(business, second.id), 'owner', { is_default: true, city: 'Valencia' });
    expect(changed.statusCode).toBe(200);
    // The fields left out stay as they were.
    expect(changed.json()).toMatchObject({
      is_default: true,
      city: 'Valencia',
      name: 'Second',
      company: 'Panadería Ruiz',
      line1: 'Calle Mayor 1',
    });
    expect(await defaults(business)).toEqual(['Second']);
    // Unsetting alone does not leave the business without one.
    expect((await call('PATCH', one(business, second.id), 'owner', { is_default: false })).json()).toMatchObject({ is_default: true });
  });

  it('lists the default first, then the newest', async () => {
    expect((await addresses(business)).map((a) => a.name)).toEqual(['Second', 'Third', 'First']);
  });

  it('makes the newest one left the default when the default is deleted', async () => {
    const second = (await addresses(business)).find((a) => a.name === 'Second')!;
    const deleted = await call('DELETE', one(business, second.id), 'owner');
    expect(deleted.statusCode).toBe(200);
    expect(await defaults(business)).toEqual(['Third']);
    const first = (await addresses(business)).find((a) => a.name === 'First')!;
    await call('DELETE', one(business, first.id), 'owner');
    expect(await defaults(business)).toEqual(['Third']);
    expect((await call('DELETE', one(business, first.id), 'owner')).statusCode).toBe(404);
  });

  it('refuses what is malformed with field codes', async () => {
    const response = await call('POST', list(business), 'owner', { name: '', line1: 'x', city: 'y', country: 'Spain' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ name: ['required'], country: ['invalid_country'] });
    const third = (await addresses(business))[0]!;
    expect((await call('PATCH', one(business, third.id), 'owner', { country: '12' })).statusCode).toBe(400);
  });

  it('holds at most 20 addresses per business', async () => {
    while ((await addresses(business)).length < 20) await create(business);
    const response = await call('POST', list(business), 'owner', HQ);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ non_field_errors: ['too_many'] });
  });
});

describe('addresses changed at the same time', () => {
  it('keeps one default when several first addresses, or several "make default", arrive at once (none answers 500)', async () => {
    const owner = await server.createUser('CLIENT');
    tokens.owner = (await signIn(server.app, owner.email)).access;
    const business = await server.organisationOf(owner);
    const made = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => call('POST', list(business), 'owner', { ...HQ, name, is_default: name > 'C' })),
    );
    expect(made.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await defaults(business)).toHaveLength(1);
    const all = await addresses(business);
    const chosen = await Promise.all(all.map((address) => call('PATCH', one(business, address.id), 'owner', { is_default: true })));
    expect(chosen.map((response) => response.statusCode)).toEqual(all.map(() => 200));
    expect(await defaults(business)).toHaveLength(1);
    const gone = await Promise.all(all.slice(0, 3).map((address) => call('DELETE', one(business, address.id), 'owner')));
    expect(gone.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await defaults(business)).toHaveLength(1);
  });
});
