import { CAMPAIGN_ROWS_MAX, type CampaignRows } from '@/api/contract/marketing';
import type { Db } from '@server/db/client';
import type { PeriodAsked } from '@server/src/sql/period-bounds';
import { actionsByCode, visitsByCode } from './attribution';
import { listCampaigns } from './campaigns';

/** The campaigns (the latest first) with what each code brought in the period. */
export async function campaignRows(db: Db, period: PeriodAsked): Promise<CampaignRows> {
  const [{ rows, total }, visits, actions] = await Promise.all([
    listCampaigns(db, CAMPAIGN_ROWS_MAX),
    visitsByCode(db, period),
    actionsByCode(db, period),
  ]);
  const visitsOf = new Map(visits.map((row) => [row.code, row]));
  const actionsOf = new Map(actions.map((row) => [row.code, row]));
  return {
    rows: rows.map((campaign) => {
      const seen = visitsOf.get(campaign.code);
      const did = actionsOf.get(campaign.code);
      return {
        campaign,
        visits: seen?.visits ?? 0,
        inquiries: did?.inquiries ?? 0,
        sign_ups: did?.sign_ups ?? 0,
        orders: did?.orders ?? 0,
        previous_visits: period.compare ? (seen?.previous_visits ?? 0) : null,
      };
    }),
    total,
  };
}
