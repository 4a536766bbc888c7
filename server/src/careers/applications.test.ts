import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { ApplicationBoard, ApplicationDetail } from '@/api/contract/careers';
import { jobApplications, notifications, type JobPositionRow, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { DOCX, PDF, applicationForm, insertPosition, storedApplicationFiles } from './test-kit';

const NOW = new Date('2026-11-24T10:00:00Z');

let server: TestServer;
const people = {} as Record<'cto' | 'ceo' | 'cfo', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
const positions = {} as Record<'dev' | 'pm', JobPositionRow>;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => NOW });
  people.cto = await server.createUser('CTO');
  people.ceo = await server.createUser('CEO');
  people.cfo = await server.createUser('CFO');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  positions.dev = await insertPosition(server.database.db, { slug: 'developer', titleEn: 'Developer', titleEs: 'Desarrolladora' });
  positions.pm = await insertPosition(server.database.db, { slug: 'project-manager', titleEn: 'Project manager' });
});
afterAll(() => server.close());

const as = (who: keyof typeof people = 'cto') => ({ authorization: `Bearer ${tokens[who]}` });
const get = (url: string, who?: keyof typeof people) => server.app.inject({ method: 'GET', url, headers: as(who) });
const BOARD = '/api/v1/careers/applications/';
const move = (id: number, body: object) =>
  server.app.inject({ method: 'PATCH', url: `/api/v1/careers/applications/${id}/stage/`, headers: as(), payload: body });

let sequence = 0;
/** Applications straight into the database, in the order given within their stage. */
async function addApplications(list: { position: JobPositionRow; stage: (typeof jobApplications.$inferInsert)['stage'] }[]) {
  const rows = [];
  for (const [index, { position, stage }] of list.entries()) {
    sequence += 1;
    const [row] = await server.database.db
      .insert(jobApplications)
      .values({
        positionId: position.id,
        name: `Applicant ${sequence}`,
        email: `applicant${sequence}@example.com`,
        language: 'en',
        consentAt: NOW,
        cvStoredName: `applications/cv-${sequence}`,
        cvOriginalName: 'cv.pdf',
        cvContentType: 'application/pdf',
        cvSize: 10,
        stage,
        position: index,
      })
      .returning();
    rows.push(row!);
  }
  return rows;
}

const idsIn = (board: ApplicationBoard, stage: string) => board.stages.find((s) => s.stage === stage)!.applications.map((a) => a.id);

async function stageOrder(stage: 'received' | 'interview' | 'shortlisted') {
  return server.database.db
    .select({ id: jobApplications.id, position: jobApplications.position })
    .from(jobApplications)
    .where(eq(jobApplications.stage, stage))
    .orderBy(asc(jobApplications.position));
}

beforeEach(async () => {
  await server.database.db.delete(jobApplications);
});

describe('the pipeline board (GET /api/v1/careers/applications/)', () => {
  it('answers every stage in order with its applications in order, and every position for the filter', async () => {
    const [a, b, c] = await addApplications([
      { position: positions.dev, stage: 'received' },
      { position: positions.pm, stage: 'received' },
      { position: positions.dev, stage: 'interview' },
    ]);
    const response = await get(BOARD);
    expect(response.statusCode).toBe(200);
    const board = response.json<ApplicationBoard>();
    expect(board.position).toBeNull();
    expect(board.stages.map((s) => s.stage)).toEqual(['received', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'on_hold']);
    expect(idsIn(board, 'received')).toEqual([a!.id, b!.id]);
    expect(idsIn(board, 'interview')).toEqual([c!.id]);
    expect(board.stages[0]!.applications[0]).toEqual({
      id: a!.id,
      name: a!.name,
      email: a!.email,
      position: { id: positions.dev.id, slug: 'developer', title_en: 'Developer', title_es: 'Desarrolladora', status: 'open' },
      stage: 'received',
      version: 1,
      has_cover_letter: false,
      created_at: a!.createdAt.toISOString(),
      updated_at: a!.updatedAt.toISOString(),
    });
    expect(board.positions.map((p) => p.id).sort()).toEqual([positions.dev.id, positions.pm.id].sort());
  });

  it('narrows to one position, and answers 404 for a position that does not exist', async () => {
    const [a, , c] = await addApplications([
      { position: positions.dev, stage: 'received' },
      { position: positions.pm, stage: 'received' },
      { position: positions.dev, stage: 'received' },
    ]);
    const board = (await get(`${BOARD}?position=${positions.dev.id}`)).json<ApplicationBoard>();
    expect(board.position).toBe(positions.dev.id);
    expect(idsIn(board, 'received')).toEqual([a!.id, c!.id]);
    expect((await get(`${BOARD}?position=999999`)).statusCode).toBe(404);
    expect((await get(`${BOARD}?position=abc`)).statusCode).toBe(400);
  });
});

describe('moving an application (PATCH /api/v1/careers/applications/:id/stage/)', () => {
  it('puts it at the index of another stage, numbers that stage again, raises its version and answers the board', async () => {
    const [a, b, c, d] = await addApplications([
      { position: positions.dev, stage: 'received' },
      { position: positions.dev, stage: 'received' },
      { position: positions.dev, stage: 'interview' },
      { position: positions.dev, stage: 'interview' },
    ]);
    const response = await move(a!.id, { stage: 'interview', index: 1, version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json<ApplicationBoard>();
    expect(idsIn(board, 'received')).toEqual([b!.id]);
    expect(idsIn(board, 'interview')).toEqual([c!.id, a!.id, d!.id]);
    expect(board.stages[2]!.applications[1]).toMatchObject({ stage: 'interview', version: 2, updated_at: NOW.toISOString() });
    expect(await stageOrder('interview')).toEqual([
      { id: c!.id, position: 0 },
      { id: a!.id, position: 1 },
      { id: d!.id, position: 2 },
    ]);
  });

  it('moves within a stage, and past its end to its end', async () => {
    const [a, b, c] = await addApplications([
      { position: positions.dev, stage: 'received' },
      { position: positions.dev, stage: 'received' },
      { position: positions.dev, stage: 'received' },
    ]);
    expect(idsIn((await move(c!.id, { stage: 'received', index: 0, version: 1 })).json(), 'received')).toEqual([c!.id, a!.id, b!.id]);
    expect(idsIn((await move(c!.id, { stage: 'received', index: 99, version: 2 })).json(), 'received')).toEqual([a!.id, b!.id, c!.id]);
  });

  it('counts the index among the position’s cards on a narrowed board', async () => {
    const [dev1, pm1, dev2, pm2, moved] = await addApplications([
      { position: positions.dev, stage: 'shortlisted' },
      { position: positions.pm, stage: 'shortlisted' },
      { position: positions.dev, stage: 'shortlisted' },
      { position: positions.pm, stage: 'shortlisted' },
      { position: positions.dev, stage: 'received' },
    ]);
    // The narrowed board shows dev1, dev2: index 1 is before dev2, so after pm1.
    const narrowed = await move(moved!.id, { stage: 'shortlisted', index: 1, version: 1, position: positions.dev.id });
    expect(narrowed.json<ApplicationBoard>().position).toBe(positions.dev.id);
    expect(idsIn(narrowed.json(), 'shortlisted')).toEqual([dev1!.id, moved!.id, dev2!.id]);
    expect((await stageOrder('shortlisted')).map((row) => row.id)).toEqual([dev1!.id, pm1!.id, moved!.id, dev2!.id, pm2!.id]);
    // Past the last shown card: right after it, before the other position's last one.
    await move(dev1!.id, { stage: 'shortlisted', index: 2, version: 1, position: positions.dev.id });
    expect((await stageOrder('shortlisted')).map((row) => row.id)).toEqual([pm1!.id, moved!.id, dev2!.id, dev1!.id, pm2!.id]);
  });

  it('refuses a move made from an older version (409) or naming another position (400), changing nothing', async () => {
    const [a, b] = await addApplications([
      { position: positions.dev, stage: 'received' },
      { position: positions.dev, stage: 'received' },
    ]);
    expect((await move(a!.id, { stage: 'received', index: 1, version: 1 })).statusCode).toBe(200);
    const stale = await move(a!.id, { stage: 'interview', index: 0, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict');
    const elsewhere = await move(b!.id, { stage: 'interview', index: 0, version: 1, position: positions.pm.id });
    expect(elsewhere.json().errors).toEqual({ position: ['invalid'] });
    expect(await stageOrder('received')).toEqual([
      { id: b!.id, position: 0 },
      { id: a!.id, position: 1 },
    ]);
    expect(await stageOrder('interview')).toEqual([]);
  });

  it('dates the hiring when a card reaches Hired, keeps that date while it moves within Hired, and clears it when it leaves', async () => {
    const hiredAt = async (id: number) =>
      (await server.database.db.select({ at: jobApplications.hiredAt }).from(jobApplications).where(eq(jobApplications.id, id)))[0]!.at;
    const [a, earlier] = await addApplications([
      { position: positions.dev, stage: 'offer' },
      { position: positions.dev, stage: 'hired' },
    ]);
    const before = new Date('2026-10-01T09:00:00Z');
    await server.database.db.update(jobApplications).set({ hiredAt: before }).where(eq(jobApplications.id, earlier!.id));
    expect(await hiredAt(a!.id)).toBeNull();

    expect((await move(a!.id, { stage: 'hired', index: 0, version: 1 })).statusCode).toBe(200);
    expect(await hiredAt(a!.id)).toEqual(NOW);
    // Moving the other hired card within the stage changes neither date.
    expect((await move(earlier!.id, { stage: 'hired', index: 0, version: 1 })).statusCode).toBe(200);
    expect(await hiredAt(earlier!.id)).toEqual(before);
    expect(await hiredAt(a!.id)).toEqual(NOW);

    expect((await move(a!.id, { stage: 'on_hold', index: 0, version: 2 })).statusCode).toBe(200);
    expect(await hiredAt(a!.id)).toBeNull();
    expect((await move(earlier!.id, { stage: 'rejected', index: 0, version: 2 })).statusCode).toBe(200);
    expect(await hiredAt(earlier!.id)).toBeNull();
  });

  it('refuses a stage it does not know, and answers 404 for an application that does not exist', async () => {
    const [a] = await addApplications([{ position: positions.dev, stage: 'received' }]);
    expect((await move(a!.id, { stage: 'archived', index: 0, version: 1 })).json().errors).toEqual({ stage: ['invalid_choice'] });
    expect((await move(a!.id, { stage: 'offer', index: -1, version: 1 })).json().errors).toEqual({ index: ['too_small'] });
    expect((await move(999_999, { stage: 'offer', index: 0, version: 1 })).statusCode).toBe(404);
  });
});

/** An application sent through the public form, with its files. */
async function applyWithFiles(email: string, coverLetter = true) {
  const form = applicationForm(
    { position: 'developer', name: 'Ana Ruiz', email, consent: 'true', language: 'es', expected_salary: '40000', phone: '+34612345678' },
    { cv: { name: 'CV Ana.pdf', data: PDF }, ...(coverLetter && { cover_letter: { name: 'Carta.docx', data: DOCX } }) },
  );
  const response = await server.app.inject({ method: 'POST', url: '/api/v1/site/applications/', payload: form });
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.statusCode} ${response.body}`);
  const [row] = await server.database.db.select().from(jobApplications).where(eq(jobApplications.email, email));
  return row!;
}

describe("one application, its files, and its deletion on the applicant's request", () => {
  it('answers everything the applicant sent', async () => {
    const row = await applyWithFiles('ana@example.com');
    const response = await get(`/api/v1/careers/applications/${row.id}/`, 'ceo');
    expect(response.statusCode).toBe(200);
    expect(response.json<ApplicationDetail>()).toMatchObject({
      id: row.id,
      name: 'Ana Ruiz',
      phone: '+34612345678',
      expected_salary: 4_000_000,
      salary_currency: 'EUR',
      portfolio_url: null,
      language: 'es',
      consent_at: NOW.toISOString(),
      has_cover_letter: true,
      cv: { name: 'CV Ana.pdf', content_type: 'application/pdf', size: PDF.length },
      cover_letter: {
        name: 'Carta.docx',
        content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: DOCX.length,
      },
    });
    expect((await get('/api/v1/careers/applications/999999/')).statusCode).toBe(404);
  });

  it('sends the CV to be shown in place, and the cover letter; 404 for a letter never sent', async () => {
    const row = await applyWithFiles('bea@example.com');
    const cv = await get(`/api/v1/careers/applications/${row.id}/cv/`);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toBe('inline; filename="CV Ana.pdf"');
    expect(cv.headers['cache-control']).toBe('private, no-store');
    expect(cv.rawPayload.equals(PDF)).toBe(true);
    const letter = await get(`/api/v1/careers/applications/${row.id}/cover-letter/`);
    expect(letter.rawPayload.equals(DOCX)).toBe(true);

    const withoutLetter = await applyWithFiles('carla@example.com', false);
    expect((await get(`/api/v1/careers/applications/${withoutLetter.id}/cover-letter/`)).statusCode).toBe(404);
    expect((await get('/api/v1/careers/applications/999999/cv/')).statusCode).toBe(404);
  });

  it('deletes the application, its files and the notifications that named the applicant', async () => {
    const row = await applyWithFiles('dora@example.com');
    const kept = await applyWithFiles('elsa@example.com');
    const fileNames = (key: string | null) => key!.split('/').pop()!;
    expect(storedApplicationFiles(server.config.filesDir)).toEqual(
      expect.arrayContaining([fileNames(row.cvStoredName), fileNames(row.coverLetterStoredName)]),
    );
    expect(await server.database.db.select().from(notifications).where(eq(notifications.subjectId, row.id))).not.toEqual([]);

    const response = await server.app.inject({ method: 'DELETE', url: `/api/v1/careers/applications/${row.id}/`, headers: as() });
    expect(response.json()).toEqual({ detail: 'Application deleted.' });
    expect((await get(`/api/v1/careers/applications/${row.id}/`)).statusCode).toBe(404);
    const left = storedApplicationFiles(server.config.filesDir);
    expect(left).not.toContain(fileNames(row.cvStoredName));
    expect(left).not.toContain(fileNames(row.coverLetterStoredName));
    expect(left).toContain(fileNames(kept.cvStoredName));
    expect(await server.database.db.select().from(notifications).where(eq(notifications.subjectId, row.id))).toEqual([]);
    expect(await server.database.db.select().from(notifications).where(eq(notifications.subjectId, kept.id))).not.toEqual([]);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/v1/careers/applications/${row.id}/`, headers: as() })).statusCode).toBe(
      404,
    );
  });
});
