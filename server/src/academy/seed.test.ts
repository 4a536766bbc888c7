import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { AcademySummary, Learners, ModuleCompletions, ModuleList } from '@/api/contract/academy';
import { addDays } from '@/api/contract/dashboards';
import { helpModules, moduleCompletions, users } from '@server/db/schema';
import { richTextToPlain, sanitiseRichText } from '@server/src/rich-text/sanitise';
import { seedDemoData } from '@server/src/seed';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { readAs, signIn, startTestServer, type TestServer } from '@server/test/harness';
import { isClientPerson } from './client-people';

/*
 * The demo academy (academy/seed.ts): six modules in order, the first five published and the last,
 * "Plans, billing and invoices", a draft. The active client people, by id, have done the first
 * min((2 × index) % 7, 5) published modules: 0, 2, 4, 5, 1, 3, 5 for the first seven, and so on in
 * sevens, so two of every seven (indexes 3 and 6 of each seven) have done all five. Their marks
 * are 2 to 59 days before the seed, some of them within the last 30 days.
 */

let server: TestServer;
let token: string;
let clientToken: string;
let seededAt: Date;
const context = () => ({ storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });

beforeAll(async () => {
  server = await startTestServer();
  seededAt = new Date();
  await seedDemoData(server.database.db, context());
  token = (await signIn(server.app, 'pm.client@lato.test', DEMO_PASSWORD)).access;
  clientToken = (await signIn(server.app, 'client@lato.test', DEMO_PASSWORD)).access;
}, 180_000);
afterAll(() => server.close());

const TITLES = [
  'Welcome to Lato AI',
  'Your number and business hours',
  'Teaching the assistant your FAQ',
  'Reading call transcripts',
  'Messages the assistant took',
  'Plans, billing and invoices',
];

const clientIds = async () =>
  (await server.database.db.select({ id: users.id }).from(users).where(isClientPerson).orderBy(asc(users.id))).map((row) => row.id);

describe('the academy demo data', () => {
  it('seeds the six modules once, in order, the last a draft: seeding again adds nothing', async () => {
    const { db } = server.database;
    const modules = () =>
      db
        .select({ title: helpModules.titleEn, position: helpModules.position, published: helpModules.published })
        .from(helpModules)
        .orderBy(asc(helpModules.position));
    const seeded = TITLES.map((title, index) => ({ title, position: index + 1, published: index < 5 }));
    expect(await modules()).toEqual(seeded);
    const marks = await db.$count(moduleCompletions);
    expect(await seedDemoData(db, context())).toEqual([]);
    expect(await modules()).toEqual(seeded);
    expect(await db.$count(moduleCompletions)).toBe(marks);
  });

  it('writes each module in both languages, its bodies sanitised, a few minutes long', async () => {
    const rows = await server.database.db.select().from(helpModules).orderBy(asc(helpModules.position));
    for (const row of rows) {
      expect(row.titleEs, row.titleEn).not.toBe(row.titleEn);
      expect(row.summaryEs, row.titleEn).not.toBe(row.summaryEn);
      for (const body of [row.bodyEn, row.bodyEs]) {
        expect(sanitiseRichText(body), row.titleEn).toBe(body);
        expect(richTextToPlain(body).length, row.titleEn).toBeGreaterThan(100);
      }
      expect(row.minutes).toBeGreaterThanOrEqual(3);
      expect(row.minutes).toBeLessThanOrEqual(8);
    }
  });

  it('marks the client people’s progress in the academy’s order, over the 60 days before the seed', async () => {
    const { db } = server.database;
    const ids = await clientIds();
    const published = (
      await db.select({ id: helpModules.id }).from(helpModules).where(eq(helpModules.published, true)).orderBy(asc(helpModules.position))
    ).map((row) => row.id);
    const marks = await db.select().from(moduleCompletions);
    const doneBy = (id: number) => marks.filter((mark) => mark.userId === id).map((mark) => mark.moduleId);
    expect(ids.slice(0, 7).map((id) => doneBy(id).length)).toEqual([0, 2, 4, 5, 1, 3, 5]);
    for (const [index, id] of ids.entries())
      expect(
        doneBy(id).sort((a, b) => a - b),
        `client ${index}`,
      ).toEqual(published.slice(0, Math.min((index * 2) % 7, 5)));
    expect(marks.length).toBe(ids.reduce((sum, _, index) => sum + Math.min((index * 2) % 7, 5), 0));
    const earliest = seededAt.getTime() - 60 * 86_400_000;
    expect(marks.every((mark) => mark.completedAt.getTime() > earliest && mark.completedAt <= seededAt)).toBe(true);
  });

  it('gives the dashboard figures over the last 30 days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const period = `from=${addDays(today, -29)}&to=${today}`;
    const ids = await clientIds();
    const finishers = ids.filter((_, index) => index % 7 === 3 || index % 7 === 6).length;
    const summary = await readAs<AcademySummary>(server.app, `/api/v1/analytics/academy/summary/?${period}`, token);
    expect(summary.completions.value).toBeGreaterThan(0);
    expect(summary.learners.value).toBeGreaterThan(0);
    expect(summary).toMatchObject({ published_modules: 5, client_people: ids.length, finished_everything: finishers });
    const { rows, client_people } = await readAs<ModuleCompletions>(server.app, `/api/v1/analytics/academy/modules/?${period}`, token);
    expect(client_people).toBe(ids.length);
    expect(rows.map((row) => row.module.title.en)).toEqual(TITLES.slice(0, 5));
    // Everyone goes in order: each module is done by no more people than the one before it.
    expect(rows.every((row, index) => index === 0 || row.done <= rows[index - 1]!.done)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.done_in_period, 0)).toBe(summary.completions.value);
    const learners = await readAs<Learners>(server.app, '/api/v1/analytics/academy/learners/', token);
    expect(learners.count).toBe(ids.length);
    expect(learners.results[0]).toMatchObject({ done: 0, total: 5, last_done_at: null });
  });

  it('shows the demo client the five published modules, not the draft', async () => {
    const { results } = await readAs<ModuleList>(server.app, '/api/v1/academy/modules/', clientToken);
    expect(results.map((module) => module.title.en)).toEqual(TITLES.slice(0, 5));
  });
});
