import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AcademySummary, Learner, Learners, ModuleCompletions } from '@/api/contract/academy';
import { ACCESS, ROLES, type Role } from '@/api/contract/roles';
import { helpModules, moduleCompletions, organisationMembers, organisations, type UserRow } from '@server/db/schema';
import { expectAccessByRoleTable, getAs, readAs, signIn, startTestServer, type TestServer } from '@server/test/harness';

/*
 * A small fixture whose every figure is worked out by hand below. The period read is Monday 9 to
 * Sunday 15 March 2026: in UTC from the 9th 00:00 to the 16th 00:00, the one before from the 2nd
 * 00:00. Madrid is UTC+1 then (summer time starts on the 29th): its period runs from the 8th 23:00
 * to the 15th 23:00 UTC, the one before from the 1st 23:00 to the 8th 23:00 UTC.
 *
 * Modules, in order: M1 Welcome (published), M2 Your number (published), M3 Draft lesson (a draft,
 * done by Carla while it was still published), M4 Transcripts (published). Published: 3.
 *
 * People (the client people are the active CLIENT accounts: Ana, Bruno, Carla, Diego, Hugo = 5):
 * - Ana Alvarez    ana@acme.test     Bakery Ruiz and Acme Dental (listed by name: Acme, Bakery)
 * - Bruno Blanco   bruno@acme.test   Acme Dental
 * - Carla Cruz     carla@example.com no business (the CLIENT who signs in)
 * - Diego Diaz     diego@cafe.test   Cafe Luna
 * - Hugo Idle      hugo@example.com  no business, nothing done
 * - Irene Inactive, CLIENT but no longer active: her marks never count;
 * - Eva Editor, CEO: previews and marks modules; staff marks never count. Other staff sign in only.
 *
 * Marks (UTC):
 *   Ana    M1 10th 10:00   M2 15th 23:30 (Madrid's 16th)   M4 12th 09:00
 *   Bruno  M1 5th 10:00    M2 8th 23:30 (Madrid's 9th)
 *   Carla  M1 11th 08:00   M3 15th 23:45 (Madrid's 16th; a draft now)
 *   Diego  M1 20 February  M2 1st 23:30 (Madrid's 2nd)
 *   Irene  M1 10th, M2 11th, M4 12th (inactive)      Eva  M1 10th, M2 14th, M4 12th (staff)
 *
 * Summary (a mark counts whatever its module has become since, so Carla's M3 does):
 *   UTC:    completions Ana×3 + Carla×2 = 5, before Bruno×2 = 2; learners Ana, Carla = 2, before Bruno = 1.
 *   Madrid: completions Ana M1 M4, Bruno M2, Carla M1 = 4, before Bruno M1, Diego M2 = 2;
 *           learners Ana, Bruno, Carla = 3, before Bruno, Diego = 2.
 *   Not compared: every previous is null. Today: published 3, client people 5, finished everything
 *   Ana = 1 (Irene and Eva have done all three too, but do not count). With no module published:
 *   published 0 and finished everything 0, not all 5.
 * Completions by module (published only, in order; done = ever, by client people):
 *   UTC:    M1 done 4 (Ana, Bruno, Carla, Diego), in period 2 (Ana, Carla); M2 3 (Ana, Bruno, Diego), 1 (Ana);
 *           M4 1 (Ana), 1.
 *   Madrid: M1 4, 2 (Ana, Carla); M2 3, 1 (Bruno's, now inside); M4 1, 1.
 *   An empty period (January 2025): the same done, 0 in period.
 * Learners (done out of 3 published; the draft does not count): Hugo 0 (none); Carla 1 (M1 11th
 *   08:00; her later M3 is a draft); Bruno 2 (8th 23:30); Diego 2 (1st 23:30); Ana 3 (15th 23:30).
 *   Order: done, then name → Hugo, Carla, Bruno, Diego, Ana. Pages of 2: [Hugo, Carla], [Bruno,
 *   Diego], [Ana]; page 4 does not exist. Search 'ACME.test' → Bruno, Ana; 'bru' → Bruno; 'irene'
 *   (inactive) and 'eva' (staff) → nobody; '%' and '_' are searched for as such → nobody.
 */

const A = '/api/v1/analytics/academy';
const MARCH = 'from=2026-03-09&to=2026-03-15';
const MADRID = `${MARCH}&time_zone=Europe/Madrid`;
const EMPTY = 'from=2025-01-01&to=2025-01-07';

const at = (moment: string) => new Date(`${moment}Z`);

let server: TestServer;
const tokens = {} as Record<Role, string>;
const people = {} as Record<'ana' | 'bruno' | 'carla' | 'diego' | 'hugo' | 'irene' | 'eva', UserRow>;
const modules = {} as Record<'m1' | 'm2' | 'm3' | 'm4', number>;
const orgs = {} as Record<'acme' | 'bakery' | 'cafe', number>;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const client = (fullName: string, email: string, isActive = true) => server.createUser('CLIENT', { fullName, email, isActive });
  people.ana = await client('Ana Alvarez', 'ana@acme.test');
  people.bruno = await client('Bruno Blanco', 'bruno@acme.test');
  people.carla = await client('Carla Cruz', 'carla@example.com');
  people.diego = await client('Diego Diaz', 'diego@cafe.test');
  people.hugo = await client('Hugo Idle', 'hugo@example.com');
  people.irene = await client('Irene Inactive', 'irene@example.com', false);
  people.eva = await server.createUser('CEO', { fullName: 'Eva Editor', email: 'eva@lato.test' });
  for (const role of ROLES) {
    const person = role === 'CEO' ? people.eva : role === 'CLIENT' ? people.carla : await server.createUser(role);
    tokens[role] = (await signIn(server.app, person.email)).access;
  }

  // Bakery first, so its id is the lower: the organisations are listed by name, not by id.
  for (const [key, name] of [
    ['bakery', 'Bakery Ruiz'],
    ['acme', 'Acme Dental'],
    ['cafe', 'Cafe Luna'],
  ] as const)
    orgs[key] = (await db.insert(organisations).values({ name }).returning())[0]!.id;
  await db.insert(organisationMembers).values([
    { organisationId: orgs.bakery, userId: people.ana.id, role: 'owner' },
    { organisationId: orgs.acme, userId: people.ana.id, role: 'member' },
    { organisationId: orgs.acme, userId: people.bruno.id, role: 'owner' },
    { organisationId: orgs.cafe, userId: people.diego.id, role: 'owner' },
  ]);

  const specs = [
    ['m1', 'Welcome', true],
    ['m2', 'Your number', true],
    ['m3', 'Draft lesson', false],
    ['m4', 'Transcripts', true],
  ] as const;
  for (const [index, [key, title, published]] of specs.entries()) {
    const [row] = await db
      .insert(helpModules)
      .values({
        titleEn: title,
        titleEs: `${title} (es)`,
        summaryEn: title,
        summaryEs: title,
        bodyEn: `<p>${title}</p>`,
        bodyEs: `<p>${title}</p>`,
        minutes: 5,
        published,
        position: index + 1,
      })
      .returning();
    modules[key] = row!.id;
  }

  const mark = (person: keyof typeof people, module: keyof typeof modules, moment: string) => ({
    userId: people[person].id,
    moduleId: modules[module],
    completedAt: at(moment),
  });
  await db
    .insert(moduleCompletions)
    .values([
      mark('ana', 'm1', '2026-03-10T10:00:00'),
      mark('ana', 'm2', '2026-03-15T23:30:00'),
      mark('ana', 'm4', '2026-03-12T09:00:00'),
      mark('bruno', 'm1', '2026-03-05T10:00:00'),
      mark('bruno', 'm2', '2026-03-08T23:30:00'),
      mark('carla', 'm1', '2026-03-11T08:00:00'),
      mark('carla', 'm3', '2026-03-15T23:45:00'),
      mark('diego', 'm1', '2026-02-20T10:00:00'),
      mark('diego', 'm2', '2026-03-01T23:30:00'),
      mark('irene', 'm1', '2026-03-10T10:00:00'),
      mark('irene', 'm2', '2026-03-11T10:00:00'),
      mark('irene', 'm4', '2026-03-12T10:00:00'),
      mark('eva', 'm1', '2026-03-10T12:00:00'),
      mark('eva', 'm2', '2026-03-14T10:00:00'),
      mark('eva', 'm4', '2026-03-12T10:00:00'),
    ]);
});
afterAll(() => server.close());

const read = <T>(path: string) => readAs<T>(server.app, `${A}/${path}`, tokens.PM_CLIENT);

describe('the summary (GET /api/v1/analytics/academy/summary/)', () => {
  it('counts the client people’s marks and learners in UTC’s period and the one before', async () => {
    expect(await read<AcademySummary>(`summary/?${MARCH}&compare=true`)).toEqual({
      completions: { value: 5, previous: 2 },
      learners: { value: 2, previous: 1 },
      published_modules: 3,
      client_people: 5,
      finished_everything: 1,
    });
  });

  it('reads Madrid’s days: the marks near midnight move into and out of the period', async () => {
    expect(await read<AcademySummary>(`summary/?${MADRID}&compare=true`)).toEqual({
      completions: { value: 4, previous: 2 },
      learners: { value: 3, previous: 2 },
      published_modules: 3,
      client_people: 5,
      finished_everything: 1,
    });
  });

  it('gives no previous figures when not compared, and nothing in a period without marks', async () => {
    expect(await read<AcademySummary>(`summary/?${MARCH}`)).toMatchObject({
      completions: { value: 5, previous: null },
      learners: { value: 2, previous: null },
    });
    expect(await read<AcademySummary>(`summary/?${EMPTY}&compare=true`)).toMatchObject({
      completions: { value: 0, previous: 0 },
      learners: { value: 0, previous: 0 },
    });
  });
});

describe('the completions by module (GET /api/v1/analytics/academy/modules/)', () => {
  const row = (module: keyof typeof modules, title: string, done: number, inPeriod: number) => ({
    module: { id: modules[module], title: { en: title, es: `${title} (es)` } },
    done,
    done_in_period: inPeriod,
  });

  it('lists the published modules in order with the client people who did each, ever and in UTC’s period', async () => {
    expect(await read<ModuleCompletions>(`modules/?${MARCH}`)).toEqual({
      rows: [row('m1', 'Welcome', 4, 2), row('m2', 'Your number', 3, 1), row('m4', 'Transcripts', 1, 1)],
      client_people: 5,
    });
  });

  it('reads Madrid’s days, and counts nothing in a period without marks', async () => {
    expect((await read<ModuleCompletions>(`modules/?${MADRID}`)).rows).toEqual([
      row('m1', 'Welcome', 4, 2),
      row('m2', 'Your number', 3, 1),
      row('m4', 'Transcripts', 1, 1),
    ]);
    expect((await read<ModuleCompletions>(`modules/?${EMPTY}`)).rows).toEqual([
      row('m1', 'Welcome', 4, 0),
      row('m2', 'Your number', 3, 0),
      row('m4', 'Transcripts', 1, 0),
    ]);
  });
});

describe('the learners (GET /api/v1/analytics/academy/learners/)', () => {
  const learner = (person: keyof typeof people, memberOf: (keyof typeof orgs)[], done: number, lastDoneAt: string | null): Learner => ({
    person: { id: people[person].id, name: people[person].fullName, email: people[person].email },
    organisations: memberOf.map((key) => ({ id: orgs[key], name: { acme: 'Acme Dental', bakery: 'Bakery Ruiz', cafe: 'Cafe Luna' }[key] })),
    done,
    total: 3,
    last_done_at: lastDoneAt === null ? null : at(lastDoneAt).toISOString(),
  });
  const everyone = () => [
    learner('hugo', [], 0, null),
    learner('carla', [], 1, '2026-03-11T08:00:00'),
    learner('bruno', ['acme'], 2, '2026-03-08T23:30:00'),
    learner('diego', ['cafe'], 2, '2026-03-01T23:30:00'),
    learner('ana', ['acme', 'bakery'], 3, '2026-03-15T23:30:00'),
  ];

  it('lists every active client person, the least advanced first, with their businesses and published modules done', async () => {
    expect(await read<Learners>('learners/')).toEqual({ count: 5, num_pages: 1, current_page: 1, results: everyone() });
  });

  it('pages: two a page makes three pages, and a page past the last is 404', async () => {
    const [hugo, carla, bruno, diego, ana] = everyone();
    expect(await read<Learners>('learners/?page_size=2')).toEqual({ count: 5, num_pages: 3, current_page: 1, results: [hugo, carla] });
    expect(await read<Learners>('learners/?page_size=2&page=2')).toEqual({
      count: 5,
      num_pages: 3,
      current_page: 2,
      results: [bruno, diego],
    });
    expect(await read<Learners>('learners/?page_size=2&page=3')).toEqual({ count: 5, num_pages: 3, current_page: 3, results: [ana] });
    expect((await getAs(server.app, `${A}/learners/?page_size=2&page=4`, tokens.PM_CLIENT)).statusCode).toBe(404);
  });

  it('searches names and e-mails in any case; wildcards are searched for as typed; nobody inactive nor staff', async () => {
    const names = async (search: string) =>
      (await read<Learners>(`learners/?search=${encodeURIComponent(search)}`)).results.map((row) => row.person.name);
    expect(await names('ACME.test')).toEqual(['Bruno Blanco', 'Ana Alvarez']);
    expect(await names('bru')).toEqual(['Bruno Blanco']);
    expect(await names('irene')).toEqual([]);
    expect(await names('eva')).toEqual([]);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect((await read<Learners>('learners/?search=ACME.test')).count).toBe(2);
  });

  it('refuses a malformed page, page size or search (400)', async () => {
    for (const [query, errors] of [
      ['page=0', { page: ['too_small'] }],
      ['page_size=101', { page_size: ['too_large'] }],
      [`search=${'a'.repeat(101)}`, { search: ['too_long'] }],
    ] as const) {
      const response = await getAs(server.app, `${A}/learners/?${query}`, tokens.PM_CLIENT);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toEqual(errors);
    }
  });
});

describe('with no module published', () => {
  it('has nobody finished everything (not every client person), no rows and nothing to do', async () => {
    const { db } = server.database;
    await db.update(helpModules).set({ published: false });
    try {
      expect(await read<AcademySummary>(`summary/?${MARCH}`)).toMatchObject({
        published_modules: 0,
        client_people: 5,
        finished_everything: 0,
      });
      expect(await read<ModuleCompletions>(`modules/?${MARCH}`)).toEqual({ rows: [], client_people: 5 });
      const learners = await read<Learners>('learners/?page_size=1');
      expect(learners.results[0]).toMatchObject({ person: { name: 'Ana Alvarez' }, done: 0, total: 0, last_done_at: null });
    } finally {
      await db.update(helpModules).set({ published: true }).where(eq(helpModules.id, modules.m1));
      await db.update(helpModules).set({ published: true }).where(eq(helpModules.id, modules.m2));
      await db.update(helpModules).set({ published: true }).where(eq(helpModules.id, modules.m4));
    }
  });
});

describe('the dashboard’s periods and access', () => {
  it('refuses a period that ends before it starts, or in a time zone nobody has (400)', async () => {
    for (const widget of ['summary', 'modules']) {
      const backwards = await getAs(server.app, `${A}/${widget}/?from=2026-03-15&to=2026-03-09`, tokens.CEO);
      expect(backwards.statusCode, widget).toBe(400);
      expect(backwards.json().errors, widget).toEqual({ to: ['end_before_start'] });
      const nowhere = await getAs(server.app, `${A}/${widget}/?${MARCH}&time_zone=Mars/Olympus`, tokens.CEO);
      expect(nowhere.statusCode, widget).toBe(400);
      expect(nowhere.json().errors, widget).toEqual({ time_zone: ['invalid_choice'] });
      expect((await getAs(server.app, `${A}/${widget}/`, tokens.CEO)).json().errors, widget).toMatchObject({
        from: ['required'],
        to: ['required'],
      });
    }
  });

  it('answers the editors only: a client person, PM_DEV and DEV get 403, anyone signed out 401', async () => {
    await expectAccessByRoleTable(
      (url, token) => getAs(server.app, url, token),
      [`${A}/summary/?${MARCH}`, `${A}/modules/?${MARCH}`, `${A}/learners/`, `${A}/upcoming-tasks/`],
      tokens,
      ACCESS.academyEditors,
    );
  });
});
