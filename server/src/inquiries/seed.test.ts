import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, countDistinct, max, min, sql } from 'drizzle-orm';
import { INQUIRY_STATUSES, type InquiryDetail, type InquiryPage } from '@/api/contract/inquiries';
import { inquiries, pageViews } from '@server/db/schema';
import { seedDemoData } from '@server/src/seed';
import { DEMO_PASSWORD, usersSeed } from '@server/src/users/seed';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { inquiriesSeed } from './seed';

const DAY = 86_400_000;
const pageViewDay = sql`(${pageViews.viewedAt} at time zone 'UTC')::date`;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets }, [
    usersSeed,
    inquiriesSeed,
  ]);
  token = (await signIn(server.app, 'pm.client@lato.test', DEMO_PASSWORD)).access;
});
afterAll(() => server.close());

const get = async <T>(url: string) =>
  (await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json<T>();

describe('the inquiries demo data', () => {
  it('fills every status tab, in both languages, with answered threads signed by the staff', async () => {
    const page = await get<InquiryPage>('/api/v1/inquiries/?page_size=100');
    expect(page.count).toBeGreaterThanOrEqual(10);
    for (const status of INQUIRY_STATUSES) expect(page.counts[status], status).toBeGreaterThan(0);
    expect(new Set(page.results.map((row) => row.language))).toEqual(new Set(['en', 'es']));
    const answered = page.results.find((row) => row.status === 'answered')!;
    const thread = await get<InquiryDetail>(`/api/v1/inquiries/${answered.id}/`);
    expect(thread.thread.map((message) => message.author)).toEqual(['visitor', 'staff']);
    expect(thread.handled_by).toBe(thread.thread[1]!.author_name);
  });

  it('tells the staff who answer the contact form of the new ones', async () => {
    const bell = await get<{ results: { kind: string; subject: { id: number } }[] }>('/api/v1/notifications/?page_size=100');
    const told = bell.results.filter((n) => n.kind === 'inquiry_received').map((n) => n.subject.id);
    const fresh = await get<InquiryPage>('/api/v1/inquiries/?status=new');
    expect(told.sort()).toEqual(fresh.results.map((row) => row.id).sort());
  });

  it('gives the analytics over a year of page views in sessions, every day, in some twenty thousand rows', async () => {
    const { db } = server.database;
    const [views] = await db
      .select({
        rows: count(),
        days: countDistinct(pageViewDay),
        paths: countDistinct(pageViews.path),
        first: min(pageViews.viewedAt),
        last: max(pageViews.viewedAt),
      })
      .from(pageViews);
    expect(views!.rows).toBeGreaterThan(10_000);
    expect(views!.rows).toBeLessThan(25_000);
    expect(views!.paths).toBeGreaterThan(10);
    expect(views!.last!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - views!.first!.getTime()).toBeGreaterThan(395 * DAY);
    // Just after midnight UTC, today may have no views yet.
    expect(views!.days).toBeGreaterThanOrEqual(399);
    expect(await db.$count(inquiries)).toBeGreaterThan(0);
  });
});
