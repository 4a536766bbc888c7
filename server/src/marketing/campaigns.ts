import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Campaign, CampaignFieldCode, CampaignPerson } from '@/api/contract/marketing';
import { ACCESS } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { campaigns, users } from '@server/db/schema';
import { fieldError, notFound } from '@server/src/http/http-errors';
import { isUniqueViolation } from '@server/src/sql/unique-violation';

/** The campaigns as written and listed: each with who runs it. */

type CampaignRow = typeof campaigns.$inferSelect;
type CampaignFields = { name: string; code: string; starts_on: string; ends_on: string | null; owner_id: number | null };

/** The active staff who may run a campaign (ACCESS.marketing). */
const mayRunCampaigns = and(inArray(users.role, [...ACCESS.marketing]), eq(users.isActive, true));

export function campaignOwners(db: Db): Promise<CampaignPerson[]> {
  return db.select({ id: users.id, name: users.fullName }).from(users).where(mayRunCampaigns).orderBy(asc(users.fullName), asc(users.id));
}

const toCampaign = (row: CampaignRow, owner: CampaignPerson | null): Campaign => ({
  id: row.id,
  name: row.name,
  code: row.code,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  owner,
  created_at: row.createdAt.toISOString(),
});

/** Campaigns with who runs it: one read for the list and for one campaign. */
const campaignsWithOwner = (db: Db) =>
  db.select({ campaign: campaigns, ownerName: users.fullName }).from(campaigns).leftJoin(users, eq(users.id, campaigns.ownerId));

const withOwner = ({ campaign, ownerName }: { campaign: CampaignRow; ownerName: string | null }) =>
  toCampaign(campaign, campaign.ownerId !== null && ownerName !== null ? { id: campaign.ownerId, name: ownerName } : null);

/** The latest campaigns first (by start, then the latest made), at most `limit`, and how many there are. */
export async function listCampaigns(db: Db, limit: number): Promise<{ rows: Campaign[]; total: number }> {
  const rows = await campaignsWithOwner(db).orderBy(desc(campaigns.startsOn), desc(campaigns.id)).limit(limit);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(campaigns);
  return { rows: rows.map(withOwner), total };
}

async function campaignView(db: Db, id: number): Promise<Campaign> {
  const [found] = await campaignsWithOwner(db).where(eq(campaigns.id, id));
  if (!found) throw notFound('Campaign not found.');
  return withOwner(found);
}

/** Refuses an owner who may not run campaigns (400 on `owner_id`); nobody (null) may always be given. */
async function checkOwner(db: Db, ownerId: number | null) {
  if (ownerId === null) return;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), mayRunCampaigns));
  if (!found) throw fieldError('owner_id', 'invalid_choice');
}

const rowValues = (fields: CampaignFields) => ({
  name: fields.name,
  code: fields.code,
  startsOn: fields.starts_on,
  endsOn: fields.ends_on,
  ownerId: fields.owner_id,
});

/** Writes a campaign; a code already another campaign's answers 400 on `code`. */
async function written<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('code', 'code_taken' satisfies CampaignFieldCode);
    throw error;
  }
}

export async function createCampaign(db: Db, fields: CampaignFields, now: Date): Promise<Campaign> {
  await checkOwner(db, fields.owner_id);
  const [row] = await written(() =>
    db
      .insert(campaigns)
      .values({ ...rowValues(fields), createdAt: now, updatedAt: now })
      .returning({ id: campaigns.id }),
  );
  return campaignView(db, row!.id);
}

/** A change; an owner kept as they were passes even if they may no longer run campaigns (the form shows them still). */
export async function updateCampaign(db: Db, id: number, fields: CampaignFields, now: Date): Promise<Campaign> {
  const [current] = await db.select({ ownerId: campaigns.ownerId }).from(campaigns).where(eq(campaigns.id, id));
  if (!current) throw notFound('Campaign not found.');
  if (fields.owner_id !== current.ownerId) await checkOwner(db, fields.owner_id);
  const [row] = await written(() =>
    db
      .update(campaigns)
      .set({ ...rowValues(fields), updatedAt: now })
      .where(eq(campaigns.id, id))
      .returning({ id: campaigns.id }),
  );
  if (!row) throw notFound('Campaign not found.');
  return campaignView(db, row.id);
}

export async function deleteCampaign(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(campaigns).where(eq(campaigns.id, id)).returning({ id: campaigns.id });
  if (deleted.length === 0) throw notFound('Campaign not found.');
}
