import { marketingEndpoints } from '@/api/contract/marketing';
import type { FastifyInstance } from 'fastify';
import { handlersFor } from '@server/src/http/endpoints';
import { campaignRows } from './campaign-rows';
import { campaignOwners, createCampaign, deleteCampaign, updateCampaign } from './campaigns';
import { marketingChannels } from './channels';
import { marketingSummary } from './summary';

/** The marketing dashboard's widgets and the agency's campaigns, for the staff who run the public site. */
export function marketingHandlers(app: FastifyInstance) {
  return handlersFor(marketingEndpoints, {
    summary: ({ db, query }) => marketingSummary(db, query),
    campaigns: ({ db, query }) => campaignRows(db, query),
    channels: ({ db, query }) => marketingChannels(db, query),
    owners: async ({ db }) => ({ results: await campaignOwners(db) }),
    create: ({ db, body }) => createCampaign(db, body, app.clock()),
    update: ({ db, params, body }) => updateCampaign(db, params.id, body, app.clock()),
    remove: async ({ db, params }) => {
      await deleteCampaign(db, params.id);
      return { detail: 'Campaign deleted.' };
    },
  });
}
