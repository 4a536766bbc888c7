import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobApplications, notifications, type JobPositionRow, type UserRow } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';
import { APPLICATIONS_PER_ADDRESS_HOUR, APPLICATIONS_PER_EMAIL_DAY } from './apply';
import { readOpenPositions, readPublicPosition } from './public-reads';
import { COMPOUND_FILE, DOCX, EXE, PDF, PNG, applicationForm, insertPosition, storedApplicationFiles, type FormFile } from './test-kit';

const NOW = new Date('2026-11-24T10:00:00Z');

let server: TestServer;
const people = {} as Record<'ceo' | 'cto' | 'pmDev' | 'cfo' | 'dev' | 'formerCto', UserRow>;
const positions = {} as Record<'older' | 'newer' | 'lastDay' | 'draft' | 'closed' | 'expired', JobPositionRow>;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => NOW });
  people.ceo = await server.createUser('CEO');
  people.cto = await server.createUser('CTO');
  people.pmDev = await server.createUser('PM_DEV');
  people.cfo = await server.createUser('CFO');
  people.dev = await server.createUser('DEV');
  people.formerCto = await server.createUser('CTO', { isActive: false });
  const { db } = server.database;
  positions.older = await insertPosition(db, {
    slug: 'project-manager',
    titleEn: 'Project manager',
    titleEs: 'Jefe de proyecto',
    publishedAt: new Date('2026-10-01T09:00:00Z'),
    salaryMin: 4_000_000,
    salaryMax: 5_200_000,
  });
  positions.newer = await insertPosition(db, {
    slug: 'voice-ai-engineer',
    titleEn: 'Voice AI engineer',
    titleEs: 'Ingeniero de IA de voz',
    publishedAt: new Date('2026-11-20T09:00:00Z'),
    salaryCurrency: 'USD',
  });
  positions.lastDay = await insertPosition(db, { publishedAt: new Date('2026-11-10T09:00:00Z'), closesOn: '2026-11-24' });
  positions.draft = await insertPosition(db, { status: 'draft', publishedAt: null });
  positions.closed = await insertPosition(db, { status: 'closed' });
  positions.expired = await insertPosition(db, { closesOn: '2026-11-23' });
});
afterAll(() => server.close());

describe('the open positions (GET /api/v1/site/positions/)', () => {
  it('lists the positions open today, newest published first, in the language asked for (English by default)', async () => {
    const english = await server.app.inject({ method: 'GET', url: '/api/v1/site/positions/' });
    expect(english.statusCode).toBe(200);
    const listed = english.json<{ positions: { slug: string; title: string }[] }>().positions;
    expect(listed.map((p) => p.slug)).toEqual([positions.newer.slug, positions.lastDay.slug, positions.older.slug]);
    expect(listed[0]!.title).toBe('Voice AI engineer');
    const spanish = await server.app.inject({ method: 'GET', url: '/api/v1/site/positions/?lang=es' });
    expect(spanish.json<{ positions: { title: string }[] }>().positions.map((p) => p.title)).toContain('Jefe de proyecto');
  });

  it('gives a salary only where the position names one, in minor units with its currency', async () => {
    const listed = await readOpenPositions(server.database.db, 'en', NOW);
    expect(listed.find((p) => p.slug === 'project-manager')!.salary).toEqual({ min: 4_000_000, max: 5_200_000, currency: 'EUR' });
    expect(listed.find((p) => p.slug === 'voice-ai-engineer')!.salary).toBeNull();
  });

  it('refuses a language the site is not written in', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/site/positions/?lang=fr' })).statusCode).toBe(400);
  });
});

describe("a position's page (GET /api/v1/site/positions/:slug/)", () => {
  it('answers its texts in English and in Spanish', async () => {
    const english = await server.app.inject({ method: 'GET', url: '/api/v1/site/positions/project-manager/' });
    expect(english.statusCode).toBe(200);
    expect(english.json()).toMatchObject({
      slug: 'project-manager',
      title: 'Project manager',
      description: '<p>Build things.</p>',
      offer: '<p>A good team.</p>',
      workplace: 'hybrid',
      employment_type: 'full_time',
      closes_on: null,
      published_at: '2026-10-01T09:00:00.000Z',
    });
    const spanish = await server.app.inject({ method: 'GET', url: '/api/v1/site/positions/project-manager/?lang=es' });
    expect(spanish.json()).toMatchObject({ title: 'Jefe de proyecto', description: '<p>Construir cosas.</p>' });
  });

  it('is open on its closing day', async () => {
    expect((await readPublicPosition(server.database.db, positions.lastDay.slug, 'en', NOW))?.closes_on).toBe('2026-11-24');
  });

  it('answers 404 for a draft, a closed position, one past its closing date and an unknown one', async () => {
    for (const slug of [positions.draft.slug, positions.closed.slug, positions.expired.slug, 'no-such-position']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/v1/site/positions/${slug}/` });
      expect(response.statusCode, slug).toBe(404);
    }
  });
});

let address = 0;
/** Each test its own address, so the per-address limit is only met where a test means it. */
const nextAddress = () => {
  address += 1;
  return `198.51.${Math.floor(address / 250)}.${address % 250}`;
};

const apply = (form: FormData, remoteAddress = nextAddress()) =>
  server.app.inject({ method: 'POST', url: '/api/v1/site/applications/', payload: form, remoteAddress });

let applicant = 0;
function fields(overrides: Record<string, string> = {}): Record<string, string> {
  applicant += 1;
  return {
    position: 'voice-ai-engineer',
    name: 'Lucía Fernández',
    email: `lucia${applicant}@example.com`,
    consent: 'true',
    language: 'en',
    ...overrides,
  };
}
const cv: FormFile = { name: 'CV Lucía.pdf', data: PDF };

async function applicationsOf(email: string) {
  return server.database.db.select().from(jobApplications).where(eq(jobApplications.email, email));
}

describe('the application form (POST /api/v1/site/applications/)', () => {
  beforeEach(async () => {
    await server.database.db.delete(jobApplications);
    await server.database.db.delete(notifications);
    rmSync(path.join(server.config.filesDir, 'applications'), { recursive: true, force: true });
  });

  it('keeps the application with its CV and cover letter, tells the careers staff, and confirms by e-mail in Spanish', async () => {
    const sent = fields({
      email: ' Lucia.F@Example.com ',
      phone: '+34 612 34 56 78',
      expected_salary: '52000',
      portfolio_url: 'https://github.com/lucia',
      language: 'es',
    });
    const response = await apply(
      applicationForm(sent, { cv, cover_letter: { name: 'Carta.docx', data: DOCX, type: 'application/octet-stream' } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ detail: 'Application received.' });

    const [row] = await applicationsOf('lucia.f@example.com');
    expect(row).toMatchObject({
      positionId: positions.newer.id,
      name: 'Lucía Fernández',
      phone: '+34612345678',
      expectedSalary: 5_200_000,
      portfolioUrl: 'https://github.com/lucia',
      language: 'es',
      stage: 'received',
      cvOriginalName: 'CV Lucía.pdf',
      cvContentType: 'application/pdf',
      cvSize: PDF.length,
      coverLetterOriginalName: 'Carta.docx',
      coverLetterContentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      coverLetterSize: DOCX.length,
      consentAt: NOW,
    });
    const stored = await server.app.storage.open(row!.cvStoredName);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);

    const told = await server.database.db.select().from(notifications).where(eq(notifications.subjectId, row!.id));
    expect(told.map((n) => n.userId).sort()).toEqual([people.ceo.id, people.cto.id, people.pmDev.id].sort());
    expect(told[0]).toMatchObject({
      kind: 'application_received',
      subjectType: 'application',
      subjectLabel: 'Voice AI engineer',
      detail: 'Lucía Fernández',
    });

    await server.app.jobs.settled();
    const [email] = await server.sentEmails('lucia.f@example.com');
    expect(email!.subject).toBe('Hemos recibido tu candidatura: Ingeniero de IA de voz');
    expect(email!.text).toContain('Hola, Lucía Fernández:');
  });

  it('confirms in English, and puts the newest application on top of Received', async () => {
    expect((await apply(applicationForm(fields({ email: 'first@example.com' }), { cv }))).statusCode).toBe(201);
    expect((await apply(applicationForm(fields({ email: 'second@example.com' }), { cv }))).statusCode).toBe(201);
    const [first] = await applicationsOf('first@example.com');
    const [second] = await applicationsOf('second@example.com');
    expect(second!.position).toBeLessThan(first!.position);
    await server.app.jobs.settled();
    const [email] = await server.sentEmails('second@example.com');
    expect(email!.subject).toBe('We received your application: Voice AI engineer');
  });

  it('takes a Word 97-2003 document named .doc, and no other compound file', async () => {
    const doc = await apply(applicationForm(fields({ email: 'doc@example.com' }), { cv: { name: 'cv.doc', data: COMPOUND_FILE } }));
    expect(doc.statusCode, doc.body).toBe(201);
    expect((await applicationsOf('doc@example.com'))[0]!.cvContentType).toBe('application/msword');
    const sheet = await apply(applicationForm(fields(), { cv: { name: 'cv.xls', data: COMPOUND_FILE } }));
    expect(sheet.json().errors).toEqual({ cv: ['file_type_not_allowed'] });
  });

  it.each([
    ['name', { name: '' }, 'required'],
    ['email', { email: 'not-an-address' }, 'invalid_email'],
    ['phone', { phone: '612345678' }, 'invalid_phone'],
    ['phone', { phone: '+34 000' }, 'invalid_phone'],
    ['expected_salary', { expected_salary: '52.000,50' }, 'invalid_number'],
    ['expected_salary', { expected_salary: '-1' }, 'invalid_number'],
    ['expected_salary', { expected_salary: '99999999' }, 'too_large'],
    ['portfolio_url', { portfolio_url: 'javascript:alert(1)' }, 'invalid_url'],
    ['portfolio_url', { portfolio_url: 'ftp://files.example.com/cv' }, 'invalid_url'],
    ['language', { language: 'fr' }, 'invalid_choice'],
    ['consent', { consent: 'false' }, 'consent_required'],
    ['position', { position: '' }, 'required'],
  ])('refuses a wrong %s (%o) with 400 %s, keeping nothing', async (field, overrides, code) => {
    const response = await apply(applicationForm(fields(overrides), { cv }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [code] });
    expect(await server.database.db.select().from(jobApplications)).toEqual([]);
    expect(storedApplicationFiles(server.config.filesDir)).toEqual([]);
  });

  it('refuses a form without consent', async () => {
    const { consent: _, ...withoutConsent } = fields();
    const response = await apply(applicationForm(withoutConsent, { cv }));
    expect(response.json().errors).toEqual({ consent: ['required'] });
  });

  it('refuses, on the position field, one that is a draft, closed, past its closing date or unknown, keeping nothing', async () => {
    for (const slug of [positions.draft.slug, positions.closed.slug, positions.expired.slug, 'no-such-position']) {
      const response = await apply(applicationForm(fields({ position: slug }), { cv }));
      expect(response.statusCode, slug).toBe(400);
      expect(response.json().errors, slug).toEqual({ position: ['position_not_open'] });
    }
    expect(await server.database.db.select().from(jobApplications)).toEqual([]);
    expect(storedApplicationFiles(server.config.filesDir)).toEqual([]);
  });

  it('refuses a form without a CV, an empty one, and files that are not a PDF or a Word document by their content', async () => {
    const cases: [{ cv?: FormFile; cover_letter?: FormFile }, Record<string, string[]>][] = [
      [{}, { cv: ['required'] }],
      [{ cover_letter: cv }, { cv: ['required'] }],
      [{ cv: { name: 'cv.pdf', data: Buffer.alloc(0) } }, { cv: ['empty_file'] }],
      [{ cv: { name: 'cv.pdf', data: PNG } }, { cv: ['file_type_not_allowed'] }],
      [
        { cv: { name: 'cv.pdf', data: EXE }, cover_letter: { name: 'letter.docx', data: Buffer.from('plain text, not a zip') } },
        { cv: ['file_type_not_allowed'], cover_letter: ['file_type_not_allowed'] },
      ],
    ];
    for (const [files, errors] of cases) {
      const response = await apply(applicationForm(fields(), files));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await server.database.db.select().from(jobApplications)).toEqual([]);
    expect(storedApplicationFiles(server.config.filesDir)).toEqual([]);
  });

  it('refuses a CV over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const response = await apply(applicationForm(fields(), { cv: { name: 'cv.pdf', data: big } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ cv: ['file_too_large'] });
    expect(storedApplicationFiles(server.config.filesDir)).toEqual([]);
  });

  it('answers a form whose hidden website field is filled as if taken, and keeps nothing of it', async () => {
    const response = await apply(applicationForm(fields({ email: 'bot@example.com', website: 'https://spam.example' }), { cv }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: 'Application received.' });
    expect(await server.database.db.select().from(jobApplications)).toEqual([]);
    expect(await server.database.db.select().from(notifications)).toEqual([]);
    expect(storedApplicationFiles(server.config.filesDir)).toEqual([]);
    await server.app.jobs.settled();
    expect(await server.sentEmails('bot@example.com')).toEqual([]);
  });

  it('answers 429 with Retry-After past the applications one e-mail may send in a day, from any address', async () => {
    const email = 'many@example.com';
    for (let i = 0; i < APPLICATIONS_PER_EMAIL_DAY; i += 1)
      expect((await apply(applicationForm(fields({ email }), { cv }))).statusCode).toBe(201);
    const refused = await apply(applicationForm(fields({ email: 'MANY@example.com' }), { cv }));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await applicationsOf(email)).toHaveLength(APPLICATIONS_PER_EMAIL_DAY);
    expect(storedApplicationFiles(server.config.filesDir)).toHaveLength(APPLICATIONS_PER_EMAIL_DAY);
  });

  it('answers 429 past the applications one address may send in an hour, before reading the files', async () => {
    const office = '203.0.113.9';
    for (let i = 0; i < APPLICATIONS_PER_ADDRESS_HOUR; i += 1) {
      expect((await apply(applicationForm(fields({ name: '' }), { cv }), office)).statusCode).toBe(400);
    }
    const refused = await apply(applicationForm(fields(), { cv }), office);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await apply(applicationForm(fields(), { cv }))).statusCode).toBe(201);
  });
});
