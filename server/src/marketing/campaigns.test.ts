import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Campaign, CampaignOwners, CampaignRows, MarketingSummary, NewCampaign } from '@/api/contract/marketing';
import { ACCESS, isAllowed, ROLES, type Role } from '@/api/contract/roles';
import { campaigns, pageViews, users, type UserRow } from '@server/db/schema';
import { getAs, readAs, signIn, startTestServer, type TestServer } from '@server/test/harness';

/*
 * The campaigns' list of owners and their writes. The people (name, role):
 * - Ana Alonso CEO, Bruno Blanco CFO, Carla Cruz CTO, Diego Diaz PM_CLIENT, Zoe Zamora PM_CLIENT:
 *   the owners, in this order (by name);
 * - Elena Estevez PM_DEV, Fabio Fuentes DEV, Gloria Garcia CLIENT: not of ACCESS.marketing;
 * - Aaron Inactive CTO: no longer active.
 * - Lena Leaving PM_CLIENT: owns a campaign, then is made inactive; the campaign's form (CampaignModal)
 *   keeps showing her and sends her id back with any change, which must still save.
 *
 * The figures follow the code (the period read: 9 to 15 March 2026, UTC). Page views, each its own
 * visitor's one session: two on 'old-code' (10th and 11th), three on 'new-code' (10th, 12th, 13th),
 * one without a code (14th). So a campaign coded old-code has 2 visits; renamed to new-code, 3;
 * deleted, the summary still counts 2 + 3 = 5 campaign visits of 6.
 */

const NOW = new Date('2026-06-10T12:00:00Z');
const M = '/api/v1/marketing/campaigns';
const A = '/api/v1/analytics/marketing';
const MARCH = 'from=2026-03-09&to=2026-03-15';

let server: TestServer;
const tokens = {} as Record<Role, string>;
const people = {} as Record<'ana' | 'bruno' | 'carla' | 'diego' | 'zoe' | 'elena' | 'fabio' | 'gloria' | 'aaron', UserRow>;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => NOW });
  people.ana = await server.createUser('CEO', { fullName: 'Ana Alonso' });
  people.bruno = await server.createUser('CFO', { fullName: 'Bruno Blanco' });
  people.carla = await server.createUser('CTO', { fullName: 'Carla Cruz' });
  people.diego = await server.createUser('PM_CLIENT', { fullName: 'Diego Diaz' });
  people.zoe = await server.createUser('PM_CLIENT', { fullName: 'Zoe Zamora' });
  people.elena = await server.createUser('PM_DEV', { fullName: 'Elena Estevez' });
  people.fabio = await server.createUser('DEV', { fullName: 'Fabio Fuentes' });
  people.gloria = await server.createUser('CLIENT', { fullName: 'Gloria Garcia' });
  people.aaron = await server.createUser('CTO', { fullName: 'Aaron Inactive', isActive: false });
  const signedIn: Record<Role, UserRow> = {
    CEO: people.ana,
    CFO: people.bruno,
    CTO: people.carla,
    PM_CLIENT: people.diego,
    PM_DEV: people.elena,
    DEV: people.fabio,
    CLIENT: people.gloria,
  };
  for (const role of ROLES) tokens[role] = (await signIn(server.app, signedIn[role].email)).access;

  const view = (who: string, day: string, utmCampaign: string | null) => ({
    visitorHash: `visitor-${who}`.padEnd(32, '0'),
    viewedAt: new Date(`2026-03-${day}T10:00:00Z`),
    path: '/',
    utmCampaign,
    language: 'en' as const,
    deviceClass: 'desktop' as const,
  });
  await server.database.db
    .insert(pageViews)
    .values([
      view('a', '10', 'old-code'),
      view('b', '11', 'old-code'),
      view('c', '10', 'new-code'),
      view('d', '12', 'new-code'),
      view('e', '13', 'new-code'),
      view('f', '14', null),
    ]);
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.database.db.delete(campaigns);
});

type Method = 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, token: string | null = tokens.CEO) =>
  server.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload && { payload }) });

const fields = (extra: Partial<NewCampaign> = {}): NewCampaign => ({
  name: 'Spring product update',
  code: 'spring-update',
  starts_on: '2026-03-01',
  ends_on: '2026-04-30',
  owner_id: people.diego.id,
  ...extra,
});

async function create(extra: Partial<NewCampaign> = {}): Promise<Campaign> {
  const response = await send('POST', `${M}/`, fields(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Campaign>();
}

const storedCodes = async () =>
  (await server.database.db.select({ code: campaigns.code }).from(campaigns).orderBy(campaigns.code)).map((row) => row.code);

describe('the owners (GET /api/v1/marketing/campaigns/owners/)', () => {
  it('lists the active staff of ACCESS.marketing by name: not PM_DEV, DEV, clients nor the inactive', async () => {
    expect(await readAs<CampaignOwners>(server.app, `${M}/owners/`, tokens.PM_CLIENT)).toEqual({
      results: [people.ana, people.bruno, people.carla, people.diego, people.zoe].map((person) => ({
        id: person.id,
        name: person.fullName,
      })),
    });
  });

  it('answers the roles of ACCESS.marketing, refuses the others (403) and anyone signed out (401)', async () => {
    expect((await getAs(server.app, `${M}/owners/`, null)).statusCode).toBe(401);
    for (const role of ROLES)
      expect((await getAs(server.app, `${M}/owners/`, tokens[role])).statusCode, role).toBe(isAllowed(role, ACCESS.marketing) ? 200 : 403);
  });
});

describe('creating a campaign (POST /api/v1/marketing/campaigns/)', () => {
  it('answers 201 with the campaign, its code in lower case and its owner by name', async () => {
    const response = await send('POST', `${M}/`, fields({ code: '  Spring-Update ', name: '  Spring product update ' }));
    expect(response.statusCode, response.body).toBe(201);
    const campaign = response.json<Campaign>();
    expect(campaign).toEqual({
      id: expect.any(Number),
      name: 'Spring product update',
      code: 'spring-update',
      starts_on: '2026-03-01',
      ends_on: '2026-04-30',
      owner: { id: people.diego.id, name: 'Diego Diaz' },
      created_at: NOW.toISOString(),
    });
    const [row] = await server.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ code: 'spring-update', startsOn: '2026-03-01', endsOn: '2026-04-30', ownerId: people.diego.id });
  });

  it('takes a campaign without an end nor an owner', async () => {
    const { ends_on: _end, owner_id: _owner, ...bare } = fields();
    const response = await send('POST', `${M}/`, bare);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Campaign>()).toMatchObject({ ends_on: null, owner: null });
  });

  it('refuses a code another campaign has, in any case (400 code_taken), and writes nothing', async () => {
    const first = await create();
    const response = await send('POST', `${M}/`, fields({ name: 'Another', code: 'SPRING-update' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', errors: { code: ['code_taken'] } });
    expect(await server.database.db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns)).toEqual([
      { id: first.id, name: 'Spring product update' },
    ]);
  });

  it('refuses an end before the start, a malformed code, and an owner who may not run campaigns (400), writing nothing', async () => {
    const cases: [string, object, string, string][] = [
      ['an end before the start', fields({ starts_on: '2026-03-10', ends_on: '2026-03-09' }), 'ends_on', 'end_before_start'],
      ['a code with a space', fields({ code: 'spring update' }), 'code', 'invalid_format'],
      ['a code starting with a dash', fields({ code: '-spring' }), 'code', 'invalid_format'],
      ['a code of 65 characters', fields({ code: 'a'.repeat(65) }), 'code', 'too_long'],
      ['no code', fields({ code: '  ' }), 'code', 'required'],
      ['a client as owner', fields({ owner_id: people.gloria.id }), 'owner_id', 'invalid_choice'],
      ['a developer as owner', fields({ owner_id: people.fabio.id }), 'owner_id', 'invalid_choice'],
      ['an inactive owner', fields({ owner_id: people.aaron.id }), 'owner_id', 'invalid_choice'],
      ['an owner who does not exist', fields({ owner_id: 999_999 }), 'owner_id', 'invalid_choice'],
    ];
    for (const [what, body, field, code] of cases) {
      const response = await send('POST', `${M}/`, body);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().errors, what).toEqual({ [field]: [code] });
    }
    // A code of 64 characters, the most, is taken.
    expect((await create({ code: 'a'.repeat(64) })).code).toBe('a'.repeat(64));
    expect(await storedCodes()).toEqual(['a'.repeat(64)]);
  });
});

describe('changing a campaign (PUT /api/v1/marketing/campaigns/:id/)', () => {
  it('changes every field and answers the campaign', async () => {
    const campaign = await create();
    const response = await send(
      'PUT',
      `${M}/${campaign.id}/`,
      fields({ name: 'Spring update, extended', code: 'Spring-2026', ends_on: null, owner_id: people.zoe.id }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Campaign>()).toEqual({
      ...campaign,
      name: 'Spring update, extended',
      code: 'spring-2026',
      ends_on: null,
      owner: { id: people.zoe.id, name: 'Zoe Zamora' },
    });
    // Its own code again is no clash.
    expect((await send('PUT', `${M}/${campaign.id}/`, fields({ code: 'spring-2026' }))).statusCode).toBe(200);
  });

  it('keeps an owner who may no longer run campaigns when a change leaves the owner as it was (the form sends them back)', async () => {
    const leaving = await server.createUser('PM_CLIENT', { fullName: 'Lena Leaving' });
    const campaign = await create({ owner_id: leaving.id });
    await server.database.db.update(users).set({ isActive: false }).where(eq(users.id, leaving.id));
    const response = await send('PUT', `${M}/${campaign.id}/`, fields({ name: 'Renamed', owner_id: leaving.id }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Campaign>()).toMatchObject({ name: 'Renamed', owner: { id: leaving.id, name: 'Lena Leaving' } });
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const response = await send('PUT', `${M}/999999/`, fields());
    expect(response.statusCode).toBe(404);
    expect(await storedCodes()).toEqual([]);
  });

  it('refuses another campaign’s code (400 code_taken), an end before the start and a client owner, changing nothing', async () => {
    await create({ code: 'taken' });
    const campaign = await create({ code: 'mine' });
    const cases: [object, string, string][] = [
      [fields({ code: 'TAKEN' }), 'code', 'code_taken'],
      [fields({ code: 'mine', starts_on: '2026-05-02', ends_on: '2026-05-01' }), 'ends_on', 'end_before_start'],
      [fields({ code: 'mine', owner_id: people.gloria.id }), 'owner_id', 'invalid_choice'],
    ];
    for (const [body, field, code] of cases) {
      const response = await send('PUT', `${M}/${campaign.id}/`, body);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().errors, code).toEqual({ [field]: [code] });
    }
    const [row] = await server.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ code: 'mine', startsOn: '2026-03-01', endsOn: '2026-04-30', ownerId: people.diego.id });
  });
});

describe('deleting a campaign (DELETE /api/v1/marketing/campaigns/:id/)', () => {
  it('deletes it, then answers 404', async () => {
    const campaign = await create();
    const first = await send('DELETE', `${M}/${campaign.id}/`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: 'Campaign deleted.' });
    expect(await storedCodes()).toEqual([]);
    expect((await send('DELETE', `${M}/${campaign.id}/`)).statusCode).toBe(404);
  });
});

describe('who may write campaigns', () => {
  it('lets the roles of ACCESS.marketing create, change and delete; refuses the others (403) and anyone signed out (401)', async () => {
    const campaign = await create({ code: 'kept' });
    for (const token of [null, tokens.PM_DEV, tokens.DEV, tokens.CLIENT]) {
      const status = token === null ? 401 : 403;
      expect((await send('POST', `${M}/`, fields({ code: 'refused' }), token)).statusCode).toBe(status);
      expect((await send('PUT', `${M}/${campaign.id}/`, fields({ code: 'refused' }), token)).statusCode).toBe(status);
      expect((await send('DELETE', `${M}/${campaign.id}/`, undefined, token)).statusCode).toBe(status);
    }
    expect(await storedCodes()).toEqual(['kept']);

    const allowed = ROLES.filter((role) => isAllowed(role, ACCESS.marketing));
    expect(allowed).toEqual(['CEO', 'CFO', 'CTO', 'PM_CLIENT']);
    for (const role of allowed) {
      const code = `by-${role.toLowerCase()}`;
      const made = await send('POST', `${M}/`, fields({ code }), tokens[role]);
      expect(made.statusCode, role).toBe(201);
      const id = made.json<Campaign>().id;
      expect((await send('PUT', `${M}/${id}/`, fields({ code: `${code}-2` }), tokens[role])).statusCode, role).toBe(200);
      expect((await send('DELETE', `${M}/${id}/`, undefined, tokens[role])).statusCode, role).toBe(200);
    }
    expect(await storedCodes()).toEqual(['kept']);
  });
});

describe('the figures follow the code', () => {
  const rowOf = async (id: number) =>
    (await readAs<CampaignRows>(server.app, `${A}/campaigns/?${MARCH}`, tokens.CEO)).rows.find((row) => row.campaign.id === id);

  it('counts the old code’s visits, then the new one’s once renamed; deleted, its visits still count in the summary', async () => {
    const campaign = await create({ code: 'old-code' });
    expect(await rowOf(campaign.id)).toMatchObject({ visits: 2, previous_visits: null });
    expect((await send('PUT', `${M}/${campaign.id}/`, fields({ code: 'new-code' }))).statusCode).toBe(200);
    expect(await rowOf(campaign.id)).toMatchObject({ campaign: { code: 'new-code' }, visits: 3 });
    expect((await send('DELETE', `${M}/${campaign.id}/`)).statusCode).toBe(200);
    expect(await readAs<CampaignRows>(server.app, `${A}/campaigns/?${MARCH}`, tokens.CEO)).toEqual({ rows: [], total: 0 });
    expect(await readAs<MarketingSummary>(server.app, `${A}/summary/?${MARCH}`, tokens.CEO)).toMatchObject({
      campaign_visits: { value: 5, previous: null },
      visits: { value: 6, previous: null },
    });
  });
});
