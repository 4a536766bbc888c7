import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { careersEndpoints, type NewPosition, type PositionAdmin } from '@/api/contract/careers';
import { pathFor } from '@/api/contract/endpoint';
import { jobApplications, jobPositions, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertPosition } from './test-kit';

let now = new Date('2026-11-24T10:00:00Z');

let server: TestServer;
const people = {} as Record<'ceo' | 'cto' | 'pmDev' | 'cfo' | 'client', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  people.ceo = await server.createUser('CEO');
  people.cto = await server.createUser('CTO');
  people.pmDev = await server.createUser('PM_DEV');
  people.cfo = await server.createUser('CFO');
  people.client = await server.createUser('CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
});
afterAll(() => server.close());

const headers = (who: Who) => (who ? { authorization: `Bearer ${tokens[who]}` } : {});
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who: Who = 'cto') =>
  server.app.inject({ method, url, headers: headers(who), ...(payload && { payload }) });

const LIST = '/api/v1/careers/positions/';
const one = (id: number | string) => `/api/v1/careers/positions/${id}/`;

const NEW: NewPosition = {
  title_en: 'Voice AI engineer (Madrid)',
  title_es: 'Ingeniera/o de IA de voz (Madrid)',
  department: 'Lato AI',
  location: 'Madrid',
  workplace: 'hybrid',
  employment_type: 'full_time',
  salary_min: 5_500_000,
  salary_max: 7_500_000,
  salary_currency: 'eur',
  description_en: '<p>Make calls <strong>sound</strong> human.</p><script>alert(1)</script>',
  description_es: '<p>Que las llamadas <a href="https://lato.test" onclick="x()">suenen</a> humanas.</p>',
  closes_on: '2026-12-31',
};

async function create(fields: Partial<NewPosition> = {}, who: Who = 'cto') {
  const response = await call('POST', LIST, { ...NEW, ...fields }, who);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<PositionAdmin>();
}

describe('who may manage positions and applications', () => {
  const staffEndpoints = Object.values(careersEndpoints).filter((endpoint) => endpoint.access !== 'public');
  const every = staffEndpoints.map((endpoint) => ({ method: endpoint.method, url: pathFor(endpoint, { id: 1 }) }));

  it('names every staff endpoint of the area ACCESS.careers', () => {
    expect(staffEndpoints).toHaveLength(11);
    for (const endpoint of staffEndpoints) expect(endpoint.access).toEqual(['CEO', 'CTO', 'PM_DEV']);
  });

  it('answers 401 without a token', async () => {
    for (const { method, url } of every) expect((await call(method, url, undefined, null)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('answers 403 to a CLIENT and to a CFO', async () => {
    for (const who of ['client', 'cfo'] as const) {
      for (const { method, url } of every) {
        const response = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, who);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('creating a position (POST /api/v1/careers/positions/)', () => {
  it('keeps a draft with a slug of its English title, its rich texts sanitised', async () => {
    const created = await create({}, 'pmDev');
    expect(created).toMatchObject({
      slug: 'voice-ai-engineer-madrid',
      status: 'draft',
      published_at: null,
      salary_currency: 'EUR',
      salary_min: 5_500_000,
      description_en: '<p>Make calls <strong>sound</strong> human.</p>',
      description_es: '<p>Que las llamadas <a href="https://lato.test" rel="noopener noreferrer nofollow">suenen</a> humanas.</p>',
      requirements_en: '',
      offer_es: '',
      closes_on: '2026-12-31',
      applications: { total: 0, received: 0 },
      created_at: now.toISOString(),
    });
    const read = await call('GET', one(created.id), undefined, 'ceo');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('gives a title already taken the next free slug', async () => {
    const first = await create({ title_en: 'Café manager!' });
    const second = await create({ title_en: 'Café manager' });
    expect([first.slug, second.slug]).toEqual(['cafe-manager', 'cafe-manager-2']);
  });

  it('never gives a position the address of the application form (/career/apply)', async () => {
    expect((await create({ title_en: 'Apply' })).slug).toBe('apply-2');
  });

  it.each([
    ['title_en', { title_en: '' }, 'required'],
    ['title_es', { title_es: 'x'.repeat(161) }, 'too_long'],
    ['workplace', { workplace: 'moon' }, 'invalid_choice'],
    ['employment_type', { employment_type: 'forever' }, 'invalid_choice'],
    ['salary_currency', { salary_currency: 'EURO' }, 'invalid_currency'],
    ['salary_max', { salary_min: 6_000_000, salary_max: 5_000_000 }, 'salary_range_reversed'],
    ['salary_min', { salary_min: -1 }, 'too_small'],
    ['description_en', { description_en: '<p></p>' }, 'required'],
    ['description_es', { description_es: '<script>only a script</script>' }, 'required'],
    ['closes_on', { closes_on: '2026-02-30' }, 'invalid_format'],
  ])('refuses a wrong %s with 400', async (field, fields, code) => {
    const response = await call('POST', LIST, { ...NEW, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [code] });
  });

  it('refuses a field it does not know, and a status (a new position is a draft)', async () => {
    const response = await call('POST', LIST, { ...NEW, status: 'open' });
    expect(response.json().errors).toEqual({ status: ['unknown_field'] });
  });
});

describe('changing a position (PATCH /api/v1/careers/positions/:id/)', () => {
  it('changes the fields given and keeps the slug', async () => {
    const created = await create({ title_en: 'Support engineer' });
    const response = await call('PATCH', one(created.id), { title_en: 'Senior support engineer', offer_en: '<p>Good <em>coffee</em></p>' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'support-engineer',
      title_en: 'Senior support engineer',
      title_es: NEW.title_es,
      offer_en: '<p>Good <em>coffee</em></p>',
    });
  });

  it('publishes a draft, closes it, reopens it (published again), and refuses the other ways', async () => {
    const created = await create({ title_en: 'Designer' });
    const status = async (next: string) => call('PATCH', one(created.id), { status: next });
    expect((await status('closed')).json().errors).toEqual({ status: ['invalid_transition'] });

    const opened = await status('open');
    expect(opened.json()).toMatchObject({ status: 'open', published_at: now.toISOString() });
    expect((await server.app.inject({ method: 'GET', url: `/api/v1/site/positions/${created.slug}/` })).statusCode).toBe(200);
    expect((await status('draft')).json().errors).toEqual({ status: ['invalid_transition'] });

    expect((await status('closed')).json()).toMatchObject({ status: 'closed' });
    expect((await server.app.inject({ method: 'GET', url: `/api/v1/site/positions/${created.slug}/` })).statusCode).toBe(404);
    expect((await status('draft')).json().errors).toEqual({ status: ['invalid_transition'] });

    now = new Date('2026-11-25T08:00:00Z');
    expect((await status('open')).json()).toMatchObject({ status: 'open', published_at: now.toISOString() });
  });

  it('refuses to open a position past its closing date, or to move an open one’s date into the past', async () => {
    const created = await create({ title_en: 'Late', closes_on: '2026-01-31' });
    expect((await call('PATCH', one(created.id), { status: 'open' })).json().errors).toEqual({ closes_on: ['closing_date_passed'] });
    const opened = await call('PATCH', one(created.id), { status: 'open', closes_on: null });
    expect(opened.json()).toMatchObject({ status: 'open', closes_on: null });
    expect((await call('PATCH', one(created.id), { closes_on: '2026-01-31' })).json().errors).toEqual({
      closes_on: ['closing_date_passed'],
    });
  });

  it('checks the salary range against the values it keeps', async () => {
    const created = await create({ title_en: 'Ranged', salary_min: 3_000_000, salary_max: 4_000_000 });
    const response = await call('PATCH', one(created.id), { salary_min: 5_000_000 });
    expect(response.json().errors).toEqual({ salary_max: ['salary_range_reversed'] });
  });

  it('answers 404 for a position that does not exist', async () => {
    expect((await call('GET', one(999_999))).statusCode).toBe(404);
    expect((await call('PATCH', one(999_999), { title_en: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', one(999_999))).statusCode).toBe(404);
  });
});

describe('listing and deleting positions', () => {
  it('lists every status (or one), the newest first, with how many applied and how many are still received', async () => {
    const { db } = server.database;
    await db.delete(jobPositions);
    const older = await insertPosition(db, { createdAt: new Date('2026-10-01T00:00:00Z') });
    const draft = await insertPosition(db, { status: 'draft', publishedAt: null, createdAt: new Date('2026-11-01T00:00:00Z') });
    const file = { cvStoredName: 'applications/x', cvOriginalName: 'cv.pdf', cvContentType: 'application/pdf', cvSize: 1 };
    const applicant = { name: 'A', email: 'a@example.com', language: 'en' as const, consentAt: now, ...file };
    await db.insert(jobApplications).values([
      { ...applicant, positionId: older.id, stage: 'received' },
      { ...applicant, positionId: older.id, stage: 'received' },
      { ...applicant, positionId: older.id, stage: 'interview' },
    ]);
    const all = (await call('GET', LIST, undefined, 'pmDev')).json<{ positions: PositionAdmin[] }>().positions;
    expect(all.map((p) => [p.id, p.status, p.applications])).toEqual([
      [draft.id, 'draft', { total: 0, received: 0 }],
      [older.id, 'open', { total: 3, received: 2 }],
    ]);
    const drafts = (await call('GET', `${LIST}?status=draft`)).json<{ positions: PositionAdmin[] }>().positions;
    expect(drafts.map((p) => p.id)).toEqual([draft.id]);
    expect((await call('GET', `${LIST}?status=archived`)).statusCode).toBe(400);
  });

  it('deletes a position no one applied to, and refuses one with applications', async () => {
    const { db } = server.database;
    const empty = await create({ title_en: 'Empty' });
    expect((await call('DELETE', one(empty.id))).json()).toEqual({ detail: 'Position deleted.' });
    expect((await call('GET', one(empty.id))).statusCode).toBe(404);

    const applied = await insertPosition(db);
    await db.insert(jobApplications).values({
      positionId: applied.id,
      name: 'B',
      email: 'b@example.com',
      language: 'es',
      consentAt: now,
      cvStoredName: 'applications/y',
      cvOriginalName: 'cv.pdf',
      cvContentType: 'application/pdf',
      cvSize: 1,
    });
    const refused = await call('DELETE', one(applied.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ non_field_errors: ['position_has_applications'] });
    expect(await db.select({ id: jobPositions.id }).from(jobPositions).where(eq(jobPositions.id, applied.id))).toHaveLength(1);
  });
});
