import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { HelpModule, ModuleFields, ModuleList } from '@/api/contract/academy';
import { ACCESS, ROLES, type Role } from '@/api/contract/roles';
import { helpModules, moduleCompletions, type UserRow } from '@server/db/schema';
import { expectAccessByRoleTable, getAs, readAs, signIn, startTestServer, type TestServer } from '@server/test/harness';

/*
 * The modules as their editors write them, in an academy emptied before each test. The clock reads
 * 10 June 2026 12:00 UTC (a new module's updated_at), then 11 June 09:30 for a change.
 *
 * Positions, worked out by hand:
 * - modules made in the order A, B, C take last + 1 each: A1 B2 C3.
 * - from A1 B2 C3: C to 1 → C1 A2 B3; then C to 99 (past the last: clamped to n = 3) → A1 B2 C3;
 *   then A to 2 → B1 A2 C3; then C to 3, its own place → B1 A2 C3 unchanged.
 * - from A1 B2 C3 D4: remove B (2) → A1 C2 D3 (the ones after it move up); remove A (1) → C1 D2;
 *   the next module made, E, takes 3.
 * Sanitising (server/src/rich-text/sanitise.ts):
 * - '<p>Hello</p><script>alert(1)</script>' → '<p>Hello</p>' (the script and its text go);
 * - '<p>See <a href="https://lato.ai/help" onclick="steal()">the help</a></p>' →
 *   '<p>See <a href="https://lato.ai/help" rel="noopener noreferrer nofollow">the help</a></p>'
 *   (the handler goes, the rel every link gets comes);
 * - '<script>alert(1)</script>' → '' and '<p><script>x</script></p>' → '<p></p>': no text left,
 *   refused as missing (400 `required` on body.en / body.es) though the contract let them through.
 */

const M = '/api/v1/academy/modules';
const NOW = new Date('2026-06-10T12:00:00Z');
const LATER = new Date('2026-06-11T09:30:00Z');
const HELLO = '<p>Hello</p><script>alert(1)</script>';
const LINK = '<p>See <a href="https://lato.ai/help" onclick="steal()">the help</a></p>';
const CLEAN_LINK = '<p>See <a href="https://lato.ai/help" rel="noopener noreferrer nofollow">the help</a></p>';

let server: TestServer;
let now = NOW;
const tokens = {} as Record<Role, string>;
const people = {} as Record<Role, UserRow>;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  for (const role of ROLES) {
    people[role] = await server.createUser(role);
    tokens[role] = (await signIn(server.app, people[role].email)).access;
  }
});
afterAll(() => server.close());

beforeEach(async () => {
  now = NOW;
  await server.database.db.delete(helpModules);
});

type Method = 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, token: string | null = tokens.PM_CLIENT) =>
  server.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload && { payload }) });

const fields = (title: string, extra: Partial<ModuleFields> = {}): ModuleFields => ({
  title: { en: title, es: `${title} (es)` },
  summary: { en: `About ${title}`, es: `Sobre ${title}` },
  body: { en: `<p>${title}</p>`, es: `<p>${title} (es)</p>` },
  minutes: 5,
  published: true,
  ...extra,
});

async function create(title: string, extra: Partial<ModuleFields> = {}): Promise<HelpModule> {
  const response = await send('POST', `${M}/`, fields(title, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<HelpModule>();
}

/** The stored order: each module's English title with its position. */
const order = async () =>
  (
    await server.database.db
      .select({ title: helpModules.titleEn, position: helpModules.position })
      .from(helpModules)
      .orderBy(asc(helpModules.position))
  ).map((row) => `${row.title}${row.position}`);

const move = (id: number, position: unknown, token = tokens.PM_CLIENT) => send('PUT', `${M}/${id}/position/`, { position }, token);

describe('the list (GET /api/v1/academy/modules/)', () => {
  it('gives an editor every module in order, drafts too, and a client person the published ones; each with the reader’s own mark', async () => {
    const a = await create('A');
    const b = await create('B', { published: false });
    const c = await create('C');
    await server.database.db.insert(moduleCompletions).values([
      { userId: people.CLIENT.id, moduleId: c.id, completedAt: new Date('2026-06-01T08:00:00Z') },
      { userId: people.CEO.id, moduleId: a.id, completedAt: new Date('2026-06-02T08:00:00Z') },
    ]);
    const summary = (module: HelpModule, completedAt: string | null) => {
      const { body: _body, ...rest } = module;
      return { ...rest, completed_at: completedAt };
    };
    expect(await readAs<ModuleList>(server.app, `${M}/`, tokens.CEO)).toEqual({
      results: [summary(a, '2026-06-02T08:00:00.000Z'), summary(b, null), summary(c, null)],
    });
    expect(await readAs<ModuleList>(server.app, `${M}/`, tokens.CLIENT)).toEqual({
      results: [summary(a, null), summary(c, '2026-06-01T08:00:00.000Z')],
    });
  });
});

describe('one module (GET /api/v1/academy/modules/:id/)', () => {
  it('answers the module whole; a draft only to an editor (404 to a client person); an unknown or malformed id 404', async () => {
    const published = await create('Published');
    const draft = await create('Draft', { published: false });
    expect(await readAs<HelpModule>(server.app, `${M}/${published.id}/`, tokens.CLIENT)).toEqual(published);
    expect(await readAs<HelpModule>(server.app, `${M}/${draft.id}/`, tokens.CTO)).toEqual(draft);
    expect((await getAs(server.app, `${M}/${draft.id}/`, tokens.CLIENT)).statusCode).toBe(404);
    expect((await getAs(server.app, `${M}/999999/`, tokens.CEO)).statusCode).toBe(404);
    // A loosely written id names no module either (the server's rule for every path id).
    expect((await getAs(server.app, `${M}/first/`, tokens.CEO)).statusCode).toBe(404);
  });
});

describe('creating a module (POST /api/v1/academy/modules/)', () => {
  it('answers 201 with the module, its texts trimmed, last in the order, not done by its editor', async () => {
    const response = await send('POST', `${M}/`, {
      ...fields('Welcome'),
      title: { en: '  Welcome ', es: ' Bienvenida  ' },
      minutes: '7',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<HelpModule>()).toEqual({
      id: expect.any(Number),
      title: { en: 'Welcome', es: 'Bienvenida' },
      summary: { en: 'About Welcome', es: 'Sobre Welcome' },
      body: { en: '<p>Welcome</p>', es: '<p>Welcome (es)</p>' },
      minutes: 7,
      published: true,
      position: 1,
      completed_at: null,
      updated_at: NOW.toISOString(),
    });
  });

  it('places each new module last: A1 B2 C3', async () => {
    expect([(await create('A')).position, (await create('B')).position, (await create('C')).position]).toEqual([1, 2, 3]);
    expect(await order()).toEqual(['A1', 'B2', 'C3']);
  });

  it('sanitises both bodies before storing them: a script and a link’s handler removed', async () => {
    const made = await create('Safe', { body: { en: HELLO, es: LINK } });
    expect(made.body).toEqual({ en: '<p>Hello</p>', es: CLEAN_LINK });
    const [row] = await server.database.db.select().from(helpModules).where(eq(helpModules.id, made.id));
    expect(row).toMatchObject({ bodyEn: '<p>Hello</p>', bodyEs: CLEAN_LINK });
  });

  it('refuses a body with no text left once sanitised (400 required on body.en and body.es), writing nothing', async () => {
    const response = await send(
      'POST',
      `${M}/`,
      fields('Empty', { body: { en: '<script>alert(1)</script>', es: '<p><script>x</script></p>' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', errors: { 'body.en': ['required'], 'body.es': ['required'] } });
    const onlyEs = await send('POST', `${M}/`, fields('Empty', { body: { en: '<p>Text</p>', es: '<script>alert(1)</script>' } }));
    expect(onlyEs.json().errors).toEqual({ 'body.es': ['required'] });
    expect(await order()).toEqual([]);
  });

  it('refuses a malformed module (400, its fields named), writing nothing', async () => {
    const cases: [string, object, Record<string, string[]>][] = [
      ['no minutes', { ...fields('X'), minutes: 0 }, { minutes: ['too_small'] }],
      ['too many minutes', { ...fields('X'), minutes: 121 }, { minutes: ['too_large'] }],
      ['a blank title', { ...fields('X'), title: { en: '  ', es: 'X' } }, { 'title.en': ['required'] }],
      ['a title of 121 characters', { ...fields('X'), title: { en: 'a'.repeat(121), es: 'X' } }, { 'title.en': ['too_long'] }],
      ['a body without text', { ...fields('X'), body: { en: '<p> </p>', es: '<p>X</p>' } }, { 'body.en': ['required'] }],
      ['an unknown field', { ...fields('X'), colour: 'red' }, { colour: ['unknown_field'] }],
      ['no published flag', { ...fields('X'), published: undefined }, { published: ['required'] }],
    ];
    for (const [what, body, errors] of cases) {
      const response = await send('POST', `${M}/`, body);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().errors, what).toEqual(errors);
    }
    expect(await order()).toEqual([]);
  });
});

describe('changing a module (PUT /api/v1/academy/modules/:id/)', () => {
  it('changes its texts, minutes and state, keeps its place and everyone’s marks, and answers it with the new updated_at', async () => {
    await create('A');
    const b = await create('B');
    await server.database.db.insert(moduleCompletions).values({ userId: people.CEO.id, moduleId: b.id, completedAt: NOW });
    now = LATER;
    const response = await send(
      'PUT',
      `${M}/${b.id}/`,
      fields('Renamed', { minutes: 8, published: false, body: { en: HELLO, es: LINK } }),
      tokens.CEO,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<HelpModule>()).toEqual({
      id: b.id,
      title: { en: 'Renamed', es: 'Renamed (es)' },
      summary: { en: 'About Renamed', es: 'Sobre Renamed' },
      body: { en: '<p>Hello</p>', es: CLEAN_LINK },
      minutes: 8,
      published: false,
      position: 2,
      completed_at: NOW.toISOString(),
      updated_at: LATER.toISOString(),
    });
  });

  it('refuses a body with no text left once sanitised (400) and a module that does not exist (404), changing nothing', async () => {
    const a = await create('A');
    const empty = await send('PUT', `${M}/${a.id}/`, fields('A', { body: { en: '<p>A</p>', es: '<script>alert(1)</script>' } }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ 'body.es': ['required'] });
    expect((await send('PUT', `${M}/999999/`, fields('Ghost'))).statusCode).toBe(404);
    expect(await readAs<HelpModule>(server.app, `${M}/${a.id}/`, tokens.CEO)).toEqual(a);
  });
});

describe('moving a module (PUT /api/v1/academy/modules/:id/position/)', () => {
  it('shifts the others around it, clamps a place past the last, and answers the list as the reader sees it', async () => {
    const a = await create('A');
    await create('B', { published: false });
    const c = await create('C');
    const first = await move(c.id, 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ModuleList>().results.map((module) => `${module.title.en}${module.position}`)).toEqual(['C1', 'A2', 'B3']);
    expect(await order()).toEqual(['C1', 'A2', 'B3']);
    expect((await move(c.id, 99)).statusCode).toBe(200);
    expect(await order()).toEqual(['A1', 'B2', 'C3']);
    expect((await move(a.id, 2)).statusCode).toBe(200);
    expect(await order()).toEqual(['B1', 'A2', 'C3']);
    const same = await move(c.id, 3);
    expect(same.json<ModuleList>().results.map((module) => module.position)).toEqual([1, 2, 3]);
    expect(await order()).toEqual(['B1', 'A2', 'C3']);
  });

  it('leaves the module’s updated_at as it was: its text did not change', async () => {
    const a = await create('A');
    await create('B');
    now = LATER;
    const moved = (await move(a.id, 2)).json<ModuleList>().results.find((module) => module.id === a.id);
    expect(moved).toMatchObject({ position: 2, updated_at: NOW.toISOString() });
  });

  it('answers 404 for a module that does not exist, 400 for a place outside 1..200, changing nothing', async () => {
    const a = await create('A');
    await create('B');
    expect((await move(999999, 1)).statusCode).toBe(404);
    for (const [position, code] of [
      [0, 'too_small'],
      [201, 'too_large'],
      ['first', 'invalid_number'],
    ] as const) {
      const response = await move(a.id, position);
      expect(response.statusCode, String(position)).toBe(400);
      expect(response.json().errors, String(position)).toEqual({ position: [code] });
    }
    expect(await order()).toEqual(['A1', 'B2']);
  });
});

describe('removing a module (DELETE /api/v1/academy/modules/:id/)', () => {
  it('removes it with everyone’s marks, closes up the order, and then answers 404', async () => {
    const a = await create('A');
    const b = await create('B');
    await create('C');
    await create('D');
    await server.database.db.insert(moduleCompletions).values({ userId: people.CLIENT.id, moduleId: b.id, completedAt: NOW });
    const response = await send('DELETE', `${M}/${b.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Module deleted.' });
    expect(await order()).toEqual(['A1', 'C2', 'D3']);
    expect(await server.database.db.$count(moduleCompletions)).toBe(0);
    expect((await send('DELETE', `${M}/${a.id}/`)).statusCode).toBe(200);
    expect(await order()).toEqual(['C1', 'D2']);
    expect((await create('E')).position).toBe(3);
    expect((await send('DELETE', `${M}/${b.id}/`)).statusCode).toBe(404);
    expect(await order()).toEqual(['C1', 'D2', 'E3']);
  });
});

describe('who may read and write modules', () => {
  it('lets ACCESS.academy read (a client person too), refuses PM_DEV and DEV (403) and anyone signed out (401)', async () => {
    const module = await create('Open');
    await expectAccessByRoleTable((url, token) => getAs(server.app, url, token), [`${M}/`, `${M}/${module.id}/`], tokens, ACCESS.academy);
  });

  it('lets only the editors write: a client person, PM_DEV and DEV get 403, anyone signed out 401, and nothing changes', async () => {
    const kept = await create('Kept');
    for (const token of [null, tokens.CLIENT, tokens.PM_DEV, tokens.DEV]) {
      const status = token === null ? 401 : 403;
      expect((await send('POST', `${M}/`, fields('Refused'), token)).statusCode).toBe(status);
      expect((await send('PUT', `${M}/${kept.id}/`, fields('Refused'), token)).statusCode).toBe(status);
      expect((await send('PUT', `${M}/${kept.id}/position/`, { position: 1 }, token)).statusCode).toBe(status);
      expect((await send('DELETE', `${M}/${kept.id}/`, undefined, token)).statusCode).toBe(status);
    }
    expect(await order()).toEqual(['Kept1']);
    for (const role of ACCESS.academyEditors) {
      const made = await send('POST', `${M}/`, fields(role), tokens[role]);
      expect(made.statusCode, role).toBe(201);
      const id = made.json<HelpModule>().id;
      expect((await send('PUT', `${M}/${id}/`, fields(`${role}-changed`), tokens[role])).statusCode, role).toBe(200);
      expect((await move(id, 1, tokens[role])).statusCode, role).toBe(200);
      expect((await send('DELETE', `${M}/${id}/`, undefined, tokens[role])).statusCode, role).toBe(200);
    }
    expect(await order()).toEqual(['Kept1']);
  });
});
