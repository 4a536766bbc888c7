import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { addDays } from '@/api/contract/dashboards';
import { ACCESS } from '@/api/contract/roles';
import { campaigns, inquiries, orders, users } from '@server/db/schema';
import type { DemoSeed } from '@server/src/seed/demo-seed';

/**
 * The agency's campaigns: the three whose codes the demo's page views carry (page-views/seed.ts),
 * and one that starts next week, so nothing has come of it yet. Days are relative to the seed's day.
 */
const DEMO_CAMPAIGNS = [
  { name: 'Spring product update (newsletter)', code: 'spring-update', startsIn: -400, endsIn: null },
  { name: 'Hiring 2026 on LinkedIn', code: 'hiring-2026', startsIn: -300, endsIn: 30 },
  { name: 'Brand search ads', code: 'brand-search', startsIn: -400, endsIn: null },
  { name: 'Black Friday 2026', code: 'black-friday-2026', startsIn: 7, endsIn: 14 },
] as const;
const LIVE_CODES = DEMO_CAMPAIGNS.filter((campaign) => campaign.startsIn <= 0).map((campaign) => campaign.code);

/**
 * Marks one row in `every` of the given ids with a campaign code, the campaigns taking turns, one
 * statement per code; the same database seeds the same.
 */
async function mark(ids: readonly number[], every: number, write: (code: string, ids: number[]) => Promise<unknown>) {
  const chosen = ids.filter((_, index) => index % every === 0);
  for (const [turn, code] of LIVE_CODES.entries()) {
    const ofCode = chosen.filter((_, index) => index % LIVE_CODES.length === turn);
    if (ofCode.length > 0) await write(code, ofCode);
  }
}

export const marketingSeed: DemoSeed = {
  area: 'marketing',
  async run(db) {
    const today = new Date().toISOString().slice(0, 10);
    const owners = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, [...ACCESS.marketing]), eq(users.isActive, true)))
      .orderBy(asc(users.id));
    await db.insert(campaigns).values(
      DEMO_CAMPAIGNS.map((campaign, index) => ({
        name: campaign.name,
        code: campaign.code,
        startsOn: addDays(today, campaign.startsIn),
        endsOn: campaign.endsIn === null ? null : addDays(today, campaign.endsIn),
        ownerId: owners.length > 0 ? owners[index % owners.length]!.id : null,
      })),
    );
    // What the campaigns brought: some of the contact form's messages, clients' sign-ups and paid orders.
    const inquiryIds = (await db.select({ id: inquiries.id }).from(inquiries).orderBy(asc(inquiries.id))).map((row) => row.id);
    await mark(inquiryIds, 3, (code, ids) => db.update(inquiries).set({ campaign: code }).where(inArray(inquiries.id, ids)));
    const clientIds = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'CLIENT')).orderBy(asc(users.id))).map(
      (row) => row.id,
    );
    await mark(clientIds, 3, (code, ids) => db.update(users).set({ signUpCampaign: code }).where(inArray(users.id, ids)));
    const paidIds = (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.reason, 'checkout'), isNotNull(orders.paidAt)))
        .orderBy(asc(orders.id))
    ).map((row) => row.id);
    await mark(paidIds, 2, (code, ids) => db.update(orders).set({ campaign: code }).where(inArray(orders.id, ids)));
  },
};
