import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { addDays } from '@/api/contract/dashboards';
import type { CampaignRows, MarketingSummary } from '@/api/contract/marketing';
import { campaigns, inquiries, orders, users } from '@server/db/schema';
import { seedDemoData } from '@server/src/seed';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { readAs, signIn, startTestServer, type TestServer } from '@server/test/harness';

/*
 * The demo's campaigns (marketing/seed.ts): spring-update and brand-search started 400 days ago,
 * hiring-2026 300 days ago and runs 30 days more, black-friday-2026 starts in 7 days (so the list,
 * the latest start first, opens with it). The demo's page views (a year of them, 12% of sessions
 * with one of the three live codes) give spring-update visits in the last 90 days; black-friday-2026
 * has none. One inquiry in four, one client in three and one paid checkout in four carry a live code.
 */

let server: TestServer;
let token: string;
const context = () => ({ storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db, context());
  token = (await signIn(server.app, 'pm.client@lato.test', DEMO_PASSWORD)).access;
}, 180_000);
afterAll(() => server.close());

const today = () => new Date().toISOString().slice(0, 10);
const LIVE = ['brand-search', 'hiring-2026', 'spring-update'];

describe('the marketing demo data', () => {
  it('seeds the four campaigns once: seeding again adds nothing', async () => {
    const { db } = server.database;
    const codes = async () =>
      (await db.select({ code: campaigns.code }).from(campaigns).orderBy(asc(campaigns.code))).map((row) => row.code);
    expect(await codes()).toEqual(['black-friday-2026', 'brand-search', 'hiring-2026', 'spring-update']);
    expect(await seedDemoData(db, context())).toEqual([]);
    expect(await codes()).toEqual(['black-friday-2026', 'brand-search', 'hiring-2026', 'spring-update']);
  });

  it('shows spring-update’s visits over the last 90 days, and none for the campaign yet to start', async () => {
    const period = `from=${addDays(today(), -89)}&to=${today()}`;
    const { rows, total } = await readAs<CampaignRows>(server.app, `/api/v1/analytics/marketing/campaigns/?${period}`, token);
    expect(total).toBe(4);
    expect(rows.map((row) => row.campaign.code)).toEqual(['black-friday-2026', 'hiring-2026', 'brand-search', 'spring-update']);
    expect(rows.find((row) => row.campaign.code === 'spring-update')!.visits).toBeGreaterThan(0);
    const friday = rows.find((row) => row.campaign.code === 'black-friday-2026')!;
    expect(friday).toMatchObject({ visits: 0, inquiries: 0, sign_ups: 0, orders: 0 });
    expect(friday.campaign.starts_on > today()).toBe(true);
    const summary = await readAs<MarketingSummary>(server.app, `/api/v1/analytics/marketing/summary/?${period}`, token);
    expect(summary.campaign_visits.value).toBeGreaterThan(0);
    expect(summary.visits.value).toBeGreaterThan(summary.campaign_visits.value!);
  });

  it('marks some inquiries, client sign-ups and paid orders with the live campaigns’ codes only', async () => {
    const { db } = server.database;
    const marked = {
      inquiries: (await db.select({ code: inquiries.campaign }).from(inquiries).where(isNotNull(inquiries.campaign))).map((r) => r.code),
      signUps: (
        await db
          .select({ code: users.signUpCampaign })
          .from(users)
          .where(and(eq(users.role, 'CLIENT'), isNotNull(users.signUpCampaign)))
      ).map((r) => r.code),
      orders: (
        await db
          .select({ code: orders.campaign })
          .from(orders)
          .where(and(isNotNull(orders.campaign), isNotNull(orders.paidAt)))
      ).map((r) => r.code),
    };
    for (const [what, codes] of Object.entries(marked)) {
      expect(codes.length, what).toBeGreaterThan(0);
      expect(
        codes.every((code) => LIVE.includes(code!)),
        what,
      ).toBe(true);
    }
    // Only paid checkouts are marked, and no one but clients.
    expect(await db.$count(orders, and(isNotNull(orders.campaign), eq(orders.reason, 'checkout')))).toBe(marked.orders.length);
    expect(await db.$count(users, isNotNull(users.signUpCampaign))).toBe(marked.signUps.length);
  });
});
