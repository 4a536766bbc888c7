import { readdirSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { refreshWith, signIn, startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';
import { users, type UserRow } from '@server/db/schema';

let server: TestServer;
let ceo: UserRow;
let tokens: Record<'ceo' | 'dev' | 'client' | 'pm', string>;

/** A tiny valid PNG (1×1 pixel). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  server = await startTestServer();
  ceo = await server.createUser('CEO', { fullName: 'Ava Moreno', email: 'ava@example.com' });
  const dev = await server.createUser('DEV');
  const client = await server.createUser('CLIENT');
  const pm = await server.createUser('PM_DEV');
  tokens = {
    ceo: (await signIn(server.app, ceo.email)).access,
    dev: (await signIn(server.app, dev.email)).access,
    client: (await signIn(server.app, client.email)).access,
    pm: (await signIn(server.app, pm.email)).access,
  };
  // 24 clients and 6 more staff, created oldest first.
  for (let i = 1; i <= 24; i += 1)
    await server.createUser('CLIENT', { fullName: `Client ${String(i).padStart(2, '0')}`, email: `client${i}@shop.test` });
  for (let i = 1; i <= 6; i += 1) await server.createUser('DEV', { fullName: `Developer ${i}`, email: `dev${i}@agency.test` });
});
afterAll(() => server.close());

const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const get = (url: string, who: keyof typeof tokens | null = 'ceo') =>
  server.app.inject({ method: 'GET', url, headers: who ? auth(who) : {} });

type FormValue = string | string[] | Blob | null | undefined;
function form(values: Record<string, FormValue>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => data.append(key, v));
    else if (value instanceof Blob) data.append(key, value, 'avatar.png');
    else data.append(key, value);
  }
  return data;
}
const send = (method: 'POST' | 'PUT', url: string, values: Record<string, FormValue>, who: keyof typeof tokens | null = 'ceo') =>
  server.app.inject({ method, url, headers: who ? auth(who) : {}, payload: form(values) });

const edit = (user: { id: number }, values: Record<string, FormValue>, who: keyof typeof tokens | null = 'ceo') =>
  send('PUT', `/api/v1/users/users/${user.id}/`, values, who);

const newClient = (overrides: Record<string, FormValue> = {}) => ({
  full_name: 'Grace Okafor',
  email: `grace.${Math.random().toString(36).slice(2, 8)}@okafor.test`,
  role: 'CLIENT',
  ...overrides,
});
const mediaFiles = () => readdirSync(path.join(server.config.mediaDir, 'avatars'), { withFileTypes: true }).length;

describe('GET /api/v1/users/users/ and the clients and staff lists', () => {
  it('pages with count, num_pages, current_page and results: 20 by default, page_size up to 100', async () => {
    const first = await get('/api/v1/users/users/');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ count: 34, num_pages: 2, current_page: 1 });
    expect(body.results).toHaveLength(20);
    const second = (await get('/api/v1/users/users/?page=2')).json();
    expect(second.results).toHaveLength(14);
    const ids = new Set([...body.results, ...second.results].map((u: { id: number }) => u.id));
    expect(ids.size).toBe(34);
    expect((await get('/api/v1/users/users/?page_size=100')).json().results).toHaveLength(34);
  });

  it('lists newest first by default and sorts by the asked column', async () => {
    expect((await get('/api/v1/users/users/?page_size=1')).json().results[0].full_name).toBe('Developer 6');
    expect(
      (await get('/api/v1/users/clients/?ordering=full_name&page_size=2')).json().results.map((u: { full_name: string }) => u.full_name),
    ).toEqual(['Client 01', 'Client 02']);
    expect((await get('/api/v1/users/clients/?ordering=-full_name&page_size=1')).json().results[0].full_name).toBe('Test User 3');
  });

  it('answers the clients and staff lists under both spellings of their path', async () => {
    for (const scope of ['clients', 'staff']) {
      const short = (await get(`/api/v1/users/${scope}/?page_size=100`)).json();
      const long = await get(`/api/v1/users/users/${scope}/?page_size=100`);
      expect(long.statusCode).toBe(200);
      expect(long.json()).toEqual(short);
    }
  });

  it('restricts to clients, to staff, or to one role', async () => {
    const clients = (await get('/api/v1/users/clients/?page_size=100')).json();
    expect(clients.count).toBe(25);
    expect(clients.results.every((u: { role: string }) => u.role === 'CLIENT')).toBe(true);
    const staff = (await get('/api/v1/users/staff/?page_size=100')).json();
    expect(staff.count).toBe(9);
    expect(staff.results.some((u: { role: string }) => u.role === 'CLIENT')).toBe(false);
    const devs = (await get('/api/v1/users/users/?role=DEV&page_size=100')).json();
    expect(devs.count).toBe(7);
  });

  it('searches name and e-mail, case-insensitively, with wildcards taken literally', async () => {
    expect((await get('/api/v1/users/users/?search=client%2007')).json().results.map((u: { email: string }) => u.email)).toEqual([
      'client7@shop.test',
    ]);
    expect((await get('/api/v1/users/users/?search=AGENCY.TEST')).json().count).toBe(6);
    expect((await get('/api/v1/users/staff/?search=shop.test')).json().count).toBe(0);
    expect((await get('/api/v1/users/users/?search=%25')).json().count).toBe(0);
  });

  it('searches ignoring accents both ways', async () => {
    const added = [
      await server.createUser('DEV', { fullName: 'Inés Ramírez' }),
      await server.createUser('DEV', { fullName: 'Ines Ramirez' }),
    ];
    onTestFinished(() =>
      server.database.db
        .delete(users)
        .where(
          inArray(
            users.id,
            added.map((u) => u.id),
          ),
        )
        .then(() => undefined),
    );
    for (const search of ['ramirez', 'Ramírez', 'RAMÍREZ', 'ines ram']) {
      const names = (await get(`/api/v1/users/users/?search=${encodeURIComponent(search)}`))
        .json()
        .results.map((u: { full_name: string }) => u.full_name);
      expect(names.sort(), search).toEqual(['Ines Ramirez', 'Inés Ramírez']);
    }
  });

  it('counts each tab under the same search', async () => {
    const counts = (await get('/api/v1/users/users/role-counts/')).json();
    expect(counts).toMatchObject({ all: 34, clients: 25, staff: 9 });
    expect(counts.roles).toMatchObject({ CEO: 1, DEV: 7, PM_DEV: 1, CLIENT: 25, CFO: 0 });
    expect((await get('/api/v1/users/users/role-counts/?search=developer')).json()).toMatchObject({ all: 6, staff: 6, clients: 0 });
  });

  it('answers 400 for a bad query and 404 past the last page', async () => {
    expect((await get('/api/v1/users/users/?page_size=101')).statusCode).toBe(400);
    expect((await get('/api/v1/users/users/?page=0')).statusCode).toBe(400);
    expect((await get('/api/v1/users/users/?role=KING')).json().errors.role).toBeDefined();
    expect((await get('/api/v1/users/users/?ordering=password_hash')).statusCode).toBe(400);
    expect((await get('/api/v1/users/users/?page=3')).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to a developer or a client', async () => {
    for (const url of [
      '/api/v1/users/users/',
      '/api/v1/users/clients/',
      '/api/v1/users/staff/',
      '/api/v1/users/users/role-counts/',
      `/api/v1/users/users/${ceo.id}/`,
    ]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, 'dev')).statusCode).toBe(403);
      expect((await get(url, 'client')).statusCode).toBe(403);
      expect((await get(url, 'pm')).statusCode).toBe(200);
    }
  });
});

describe('GET /api/v1/users/users/{id}/', () => {
  it('answers the user, and 404 for an unknown or malformed id', async () => {
    expect((await get(`/api/v1/users/users/${ceo.id}/`)).json()).toMatchObject({ id: ceo.id, full_name: 'Ava Moreno', role: 'CEO' });
    expect((await get('/api/v1/users/users/99999/')).statusCode).toBe(404);
    expect((await get('/api/v1/users/users/abc/')).statusCode).toBe(404);
  });
});

describe('POST /api/v1/users/users/ (multipart)', () => {
  it('creates a user from repeated array fields and skipped nulls; it lists first and counts go up', async () => {
    const before = (await get('/api/v1/users/users/role-counts/')).json();
    const response = await send(
      'POST',
      '/api/v1/users/users/',
      newClient({ languages: ['en', 'es'], is_active: null, email: 'New.Client@Okafor.test' }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      full_name: 'Grace Okafor',
      email: 'new.client@okafor.test',
      role: 'CLIENT',
      is_active: true,
      languages: ['en', 'es'],
      avatar: null,
    });
    expect(created).not.toHaveProperty('password');
    expect((await get('/api/v1/users/clients/?page_size=1')).json().results[0].id).toBe(created.id);
    const after = (await get('/api/v1/users/users/role-counts/')).json();
    expect(after.all).toBe(before.all + 1);
    expect(after.clients).toBe(before.clients + 1);
    // A client the agency adds owns a business of their own, named after them.
    const businesses = (await get('/api/v1/organisations/')).json() as { id: number; name: string; people: number }[];
    const own = businesses.find((b) => b.name === 'Grace Okafor');
    expect(own?.people).toBe(1);
    expect((await get(`/api/v1/organisations/${own!.id}/members/`)).json()).toEqual([
      expect.objectContaining({ id: created.id, role: 'owner' }),
    ]);
    // Invited, not yet joined: nobody chose its password, so nothing signs in to it yet.
    expect(created.invitation_pending).toBe(true);
    await expect(signIn(server.app, 'new.client@okafor.test', 'a-long-password')).rejects.toThrow('401');
  });

  it('refuses a password: only the new person chooses it, following their invitation', async () => {
    const response = await send(
      'POST',
      '/api/v1/users/users/',
      newClient({ email: 'chosen.for@okafor.test', password: 'a-long-password' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: ['owner_only'] });
    expect((await get('/api/v1/users/users/?search=chosen.for')).json().count).toBe(0);
  });

  it('takes a single language as a one-item list, and no language as none', async () => {
    expect((await send('POST', '/api/v1/users/users/', newClient({ languages: 'es' }))).json().languages).toEqual(['es']);
    expect((await send('POST', '/api/v1/users/users/', newClient())).json().languages).toEqual([]);
  });

  it('refuses a duplicate e-mail on the email field, whatever its case', async () => {
    const response = await send('POST', '/api/v1/users/users/', newClient({ email: 'AVA@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: ['email_taken'] });
  });

  it('answers 400 with field errors for invalid fields, and creates nothing', async () => {
    const before = (await get('/api/v1/users/users/role-counts/')).json().all;
    const response = await send('POST', '/api/v1/users/users/', {
      full_name: '',
      email: 'nope',
      role: 'KING',
      languages: ['en', 'en'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      full_name: ['required'],
      email: ['invalid_email'],
      role: ['invalid_choice'],
      languages: ['duplicate'],
    });
    expect((await send('POST', '/api/v1/users/users/', newClient({ role: ['CLIENT', 'CEO'] }))).statusCode).toBe(400);
    expect((await get('/api/v1/users/users/role-counts/')).json().all).toBe(before);
  });

  it('refuses a JSON body: the call takes multipart form data', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/users/users/', headers: auth('ceo'), payload: newClient() });
    expect(response.statusCode).toBe(400);
  });

  it('stores an avatar image and serves it back by URL', async () => {
    const response = await send('POST', '/api/v1/users/users/', newClient({ avatar: new Blob([PNG], { type: 'image/png' }) }));
    expect(response.statusCode).toBe(201);
    const { avatar } = response.json();
    expect(avatar).toMatch(/^\/media\/avatars\/[\w-]+\.png$/);
    const image = await server.app.inject({ method: 'GET', url: avatar });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an avatar that is not an image, or is over 5 MB, and stores nothing', async () => {
    const files = mediaFiles();
    const notImage = await send(
      'POST',
      '/api/v1/users/users/',
      newClient({ avatar: new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }) }),
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.avatar).toEqual(['not_an_image']);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await send('POST', '/api/v1/users/users/', newClient({ avatar: new Blob([big], { type: 'image/png' }) }));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors.avatar).toEqual(['file_too_large']);
    expect(mediaFiles()).toBe(files);
  });

  it('answers 401 without a token and 403 to a developer or a client', async () => {
    expect((await send('POST', '/api/v1/users/users/', newClient(), null)).statusCode).toBe(401);
    expect((await send('POST', '/api/v1/users/users/', newClient(), 'dev')).statusCode).toBe(403);
    expect((await send('POST', '/api/v1/users/users/', newClient(), 'client')).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/users/users/{id}/ (multipart)', () => {
  const fieldsOf = (u: { full_name: string; email: string; role: string }) => ({ full_name: u.full_name, email: u.email, role: u.role });

  it('replaces the details; an omitted avatar stays as it was, and the password is never touched', async () => {
    // Someone who has joined (chosen a password), with a photo.
    const person = await server.createUser('CLIENT', { fullName: 'Grace Okafor', email: 'grace.edited@okafor.test' });
    const photo = new Blob([PNG], { type: 'image/png' });
    const created = (await edit(person, { full_name: person.fullName, email: person.email, role: 'CLIENT', avatar: photo })).json();
    const response = await edit(created, { ...fieldsOf(created), full_name: 'Grace O. Okafor', role: 'PM_CLIENT', languages: ['es'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      full_name: 'Grace O. Okafor',
      role: 'PM_CLIENT',
      languages: ['es'],
      avatar: created.avatar,
    });
    expect((await signIn(server.app, created.email)).access).toBeTruthy();
    // Nobody sets another person's password, not even the CEO: refused on its field, nothing changed.
    const withPassword = await edit(created, { ...fieldsOf(created), full_name: 'Taken Over', password: 'another-long-password' });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().errors).toEqual({ password: ['owner_only'] });
    await expect(signIn(server.app, created.email, 'another-long-password')).rejects.toThrow('401');
    expect((await signIn(server.app, created.email)).access).toBeTruthy();
    expect((await get(`/api/v1/users/users/${created.id}/`)).json().full_name).toBe('Grace O. Okafor');
    // remove_avatar clears it, and the old file is gone.
    const cleared = await edit(created, { ...fieldsOf(created), remove_avatar: 'true' });
    expect(cleared.json().avatar).toBeNull();
    expect((await server.app.inject({ method: 'GET', url: created.avatar })).statusCode).toBe(404);
  });

  it("refuses someone else's e-mail address, another person's e-mail change, and a malformed field, changing nothing", async () => {
    const created = (await send('POST', '/api/v1/users/users/', newClient())).json();
    const taken = await edit(ceo, { full_name: 'Ava Moreno', email: created.email, role: 'CEO' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.email).toEqual(['email_taken']);
    const notTheirs = await edit(created, { ...fieldsOf(created), email: 'grace.elsewhere@okafor.test' });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().errors).toEqual({ email: ['owner_only'] });
    expect((await edit(created, { ...fieldsOf(created), full_name: '' })).statusCode).toBe(400);
    expect((await get(`/api/v1/users/users/${created.id}/`)).json()).toMatchObject(fieldsOf(created));
  });

  it('lets a person change their own e-mail, and tells the old address in their language', async () => {
    const manager = await server.createUser('PM_CLIENT', { fullName: 'Rosa Vidal', email: 'rosa@agency.test' });
    await server.database.db
      .update(users)
      .set({ preferredLanguage: 'es' })
      .where(inArray(users.id, [manager.id]));
    const token = (await signIn(server.app, manager.email)).access;
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/users/users/${manager.id}/`,
      headers: { authorization: `Bearer ${token}` },
      payload: form({ full_name: 'Rosa Vidal', email: 'rosa.vidal@agency.test', role: 'PM_CLIENT' }),
    });
    expect(response.json().email).toBe('rosa.vidal@agency.test');
    await server.app.jobs.settled();
    expect(await server.sentEmails('rosa@agency.test')).toEqual([
      expect.objectContaining({
        subject: 'Se ha cambiado tu correo de Lato',
        text: expect.stringContaining('El correo con el que entras en Lato es ahora rosa.vidal@agency.test.'),
      }),
    ]);
  });

  it('lets nobody change their own role or deactivate themselves', async () => {
    const ownRole = await edit(ceo, { full_name: 'Ava Moreno', email: ceo.email, role: 'CLIENT' });
    expect(ownRole.statusCode).toBe(400);
    expect(ownRole.json().errors.role).toEqual(['own_role']);
    const ownActive = await edit(ceo, { full_name: 'Ava Moreno', email: ceo.email, role: 'CEO', is_active: 'false' });
    expect(ownActive.json().errors.is_active).toEqual(['own_deactivation']);
    expect((await edit(ceo, { full_name: 'Ava M. Moreno', email: ceo.email, role: 'CEO' })).statusCode).toBe(200);
  });

  it('takes a client made staff out of their businesses, and gives someone made a client a business of their own', async () => {
    const client = await server.createUser('CLIENT', { fullName: 'Leaving Client' });
    const business = await server.organisationOf(client);
    const members = (id: number) => get(`/api/v1/organisations/${id}/members/`);
    expect((await members(business)).json()).toHaveLength(1);
    await edit(client, { full_name: client.fullName, email: client.email, role: 'DEV' });
    expect((await members(business)).json()).toEqual([]);

    const staff = await server.createUser('DEV', { fullName: 'New Client' });
    await edit(staff, { full_name: staff.fullName, email: staff.email, role: 'CLIENT' });
    const token = (await signIn(server.app, staff.email)).access;
    const mine = await server.app.inject({
      method: 'GET',
      url: '/api/v1/organisations/mine/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json()).toEqual([expect.objectContaining({ name: 'New Client', role: 'owner' })]);
  });

  it('deactivating a user ends their sessions and stops their sign-in', async () => {
    const user = await server.createUser('PM_CLIENT');
    const session = await signIn(server.app, user.email);
    const response = await edit(user, { full_name: user.fullName, email: user.email, role: 'PM_CLIENT', is_active: 'false' });
    expect(response.json().is_active).toBe(false);
    expect((await refreshWith(server.app, session.refresh, session.xsrf)).statusCode).toBe(401);
    await expect(signIn(server.app, user.email, TEST_PASSWORD)).rejects.toThrow('401');
    const me = await server.app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: { authorization: `Bearer ${session.access}` } });
    expect(me.statusCode).toBe(401);
  });

  it('answers 404 for an unknown user, 401 without a token, 403 to a developer or a client', async () => {
    const values = { full_name: 'X', email: 'x@example.com', role: 'CLIENT' };
    expect((await send('PUT', '/api/v1/users/users/99999/', values)).statusCode).toBe(404);
    expect((await edit(ceo, values, null)).statusCode).toBe(401);
    expect((await edit(ceo, values, 'dev')).statusCode).toBe(403);
    expect((await edit(ceo, values, 'client')).statusCode).toBe(403);
  });
});

describe('managing people without escalation', () => {
  const details = (user: { fullName: string; email: string; role: string | null }, extra: Record<string, FormValue> = {}) => ({
    full_name: user.fullName,
    email: user.email,
    role: user.role,
    ...extra,
  });

  it('lets nobody give a role above their own, on create or edit', async () => {
    const pmDev = await server.createUser('PM_DEV');
    const pmToken = (await signIn(server.app, pmDev.email)).access;
    const asPm = (method: 'POST' | 'PUT', url: string, values: Record<string, FormValue>) =>
      server.app.inject({ method, url, headers: { authorization: `Bearer ${pmToken}` }, payload: form(values) });
    for (const role of ['CEO', 'CFO', 'CTO']) {
      const created = await asPm('POST', '/api/v1/users/users/', newClient({ role }));
      expect(created.statusCode, role).toBe(400);
      expect(created.json().errors).toEqual({ role: ['role_not_allowed'] });
    }
    // The same rank and below are fine.
    expect((await asPm('POST', '/api/v1/users/users/', newClient({ role: 'PM_CLIENT' }))).statusCode).toBe(201);
    const dev = await server.createUser('DEV');
    const promoted = await asPm('PUT', `/api/v1/users/users/${dev.id}/`, details(dev, { role: 'CTO' }));
    expect(promoted.json().errors).toEqual({ role: ['role_not_allowed'] });
    expect((await get(`/api/v1/users/users/${dev.id}/`)).json().role).toBe('DEV');
  });

  it('lets nobody edit or deactivate someone ranked above them; only a CEO manages a CEO', async () => {
    const boss = await server.createUser('CEO');
    const bossSession = await signIn(server.app, boss.email);
    for (const role of ['PM_DEV', 'CFO', 'CTO'] as const) {
      const manager = await server.createUser(role);
      const token = (await signIn(server.app, manager.email)).access;
      for (const change of [{ is_active: 'false' }, { full_name: 'Renamed' }]) {
        const response = await server.app.inject({
          method: 'PUT',
          url: `/api/v1/users/users/${boss.id}/`,
          headers: { authorization: `Bearer ${token}` },
          payload: form(details(boss, change)),
        });
        expect(response.statusCode, `${role} ${JSON.stringify(change)}`).toBe(403);
      }
    }
    // The CEO kept the password and the session.
    expect((await signIn(server.app, boss.email)).access).toBeTruthy();
    expect((await refreshWith(server.app, bossSession.refresh, bossSession.xsrf)).statusCode).toBe(200);
    const otherCeo = (await signIn(server.app, ceo.email)).access;
    const byCeo = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/users/users/${boss.id}/`,
      headers: { authorization: `Bearer ${otherCeo}` },
      payload: form(details(boss, { full_name: 'Boss Renamed' })),
    });
    expect(byCeo.statusCode).toBe(200);
  });

  it('takes a rank strictly above a person to change their role or deactivate them; a peer may still edit their name', async () => {
    const peer = await server.createUser('PM_DEV');
    const manager = await server.createUser('PM_CLIENT');
    const asManager = (target: UserRow, extra: Record<string, FormValue>) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/v1/users/users/${target.id}/`,
        headers: { authorization: `Bearer ${tokenOfManager}` },
        payload: form(details(target, extra)),
      });
    const tokenOfManager = (await signIn(server.app, manager.email)).access;
    const demoted = await asManager(peer, { role: 'DEV' });
    expect(demoted.json().errors).toEqual({ role: ['outrank_needed'] });
    const deactivated = await asManager(peer, { is_active: 'false' });
    expect(deactivated.json().errors).toEqual({ is_active: ['outrank_needed'] });
    expect((await get(`/api/v1/users/users/${peer.id}/`)).json()).toMatchObject({ role: 'PM_DEV', is_active: true });
    expect((await asManager(peer, { full_name: 'Peer Renamed' })).json().full_name).toBe('Peer Renamed');
    // A client ranks below a project manager: deactivated, their sessions end.
    const client = await server.createUser('CLIENT');
    const session = await signIn(server.app, client.email);
    expect((await asManager(client, { is_active: 'false' })).json().is_active).toBe(false);
    expect((await refreshWith(server.app, session.refresh, session.xsrf)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/users/users/{id}/send-password-reset/', () => {
  const sendReset = (id: number, token: string | null) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v1/users/users/${id}/send-password-reset/`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('e-mails the person a reset code in their language, which they use to choose their own password', async () => {
    const person = await server.createUser('DEV', { fullName: 'Iker Sanz', email: 'iker@agency.test', preferredLanguage: 'es' });
    const before = await signIn(server.app, person.email);
    const answer = await sendReset(person.id, tokens.pm);
    expect(answer.statusCode).toBe(200);
    await server.app.jobs.settled();
    const [mail] = await server.sentEmails(person.email);
    expect(mail!.subject).toMatch(/^Tu código para restablecer la contraseña de Lato: \d{6}$/);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    // Nothing changed until the person acts: their session and password stand.
    expect((await refreshWith(server.app, before.refresh, before.xsrf)).statusCode).toBe(200);
    const verified = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/verify-code/',
      payload: { email: person.email, code, new_password: 'chosen-by-iker-1' },
    });
    expect(verified.statusCode).toBe(200);
    expect((await signIn(server.app, person.email, 'chosen-by-iker-1')).access).toBeTruthy();
  });

  it('answers 403 for someone ranked above, and to a developer or a client; 404 for nobody; 401 without a token', async () => {
    const boss = await server.createUser('CTO');
    expect((await sendReset(boss.id, tokens.pm)).statusCode).toBe(403);
    expect((await sendReset(boss.id, tokens.dev)).statusCode).toBe(403);
    expect((await sendReset(boss.id, tokens.client)).statusCode).toBe(403);
    expect((await sendReset(99999, tokens.ceo)).statusCode).toBe(404);
    expect((await sendReset(boss.id, null)).statusCode).toBe(401);
    await server.app.jobs.settled();
    expect(await server.sentEmails(boss.email)).toEqual([]);
  });

  it('answers 400 for an inactive person, and 404 for a malformed id', async () => {
    const gone = await server.createUser('DEV', { isActive: false });
    const answer = await sendReset(gone.id, tokens.ceo);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ non_field_errors: ['inactive_user'] });
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/v1/users/users/abc/send-password-reset/', headers: auth('ceo') })).statusCode,
    ).toBe(404);
  });
});
