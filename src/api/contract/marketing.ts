import { z } from './zod';
import { detailSchema, idParams, nameText, optionalId } from './common';
import { comparedFigureSchema, dashboardPeriodQuery, periodDay } from './dashboards';
import { defineEndpoint, jsonBody } from './endpoint';
import { CAMPAIGN_CODE_MAX, CAMPAIGN_CODE_PATTERN, CAMPAIGN_NAME_MAX, MARKETING_CHANNELS } from './marketing-values';
import { ACCESS } from './roles';

/**
 * The marketing dashboard (ACCESS.marketing): the agency's campaigns, each named by the code its
 * links carry as `utm_campaign`, and what each brought in the period: visits (sessions whose first
 * view carried the code), inquiries (contact-form messages), sign-ups (accounts made) and orders
 * (paid), the last three from visitors whose browser tab last arrived with the code. And every
 * session by the channel it came through. Days are the reader's (`time_zone`).
 */

export * from './marketing-values';

/** What a campaign's form may be refused with, besides the common codes: a code another campaign has. */
export const CAMPAIGN_FIELD_CODES = ['code_taken'] as const;
export type CampaignFieldCode = (typeof CAMPAIGN_FIELD_CODES)[number];

/** The most campaigns the dashboard lists, the latest first. */
export const CAMPAIGN_ROWS_MAX = 100;

/** A campaign code, as a link's `utm_campaign` carries it (kept in lower case). */
export const campaignCode = z.string().trim().toLowerCase().min(1).max(CAMPAIGN_CODE_MAX).regex(CAMPAIGN_CODE_PATTERN);

/** The campaign a visitor arrived with, sent along with a form of theirs (the contact form, the sign-up, the checkout). */
export const arrivedWithCampaign = campaignCode.optional();

export const campaignPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type CampaignPerson = z.infer<typeof campaignPersonSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** The days it runs, both included; `ends_on` null while it has no end. */
  starts_on: z.iso.date(),
  ends_on: z.iso.date().nullable(),
  /** Who runs it; null when nobody does (or they left). */
  owner: campaignPersonSchema.nullable(),
  created_at: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

const campaignFields = z.object({
  name: nameText(CAMPAIGN_NAME_MAX),
  code: campaignCode,
  starts_on: periodDay,
  ends_on: periodDay.nullable().default(null),
  /** One of the staff who may run campaigns (marketing.owners), or null. */
  owner_id: optionalId,
});
const endsAfterStart = (campaign: { starts_on?: string; ends_on?: string | null }) =>
  !campaign.starts_on || !campaign.ends_on || campaign.ends_on >= campaign.starts_on;

export const newCampaignSchema = campaignFields
  .strict()
  .refine(endsAfterStart, { path: ['ends_on'], params: { code: 'end_before_start' } });
export type NewCampaign = z.input<typeof newCampaignSchema>;
/** Every field of a campaign at once, as its form sends them. */
export const campaignChangeSchema = newCampaignSchema;
export type CampaignChange = NewCampaign;

export const campaignRowSchema = z.object({
  campaign: campaignSchema,
  /** Sessions in the period whose first view carried the code. */
  visits: z.number().int(),
  /** Contact-form messages, accounts made and orders paid in the period by visitors who came with the code. */
  inquiries: z.number().int(),
  sign_ups: z.number().int(),
  orders: z.number().int(),
  /** The period before's visits, when compared; else null. */
  previous_visits: z.number().int().nullable(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

export const campaignRowsSchema = z.object({
  /** The campaigns, the latest start first (then the latest made), at most CAMPAIGN_ROWS_MAX. */
  rows: z.array(campaignRowSchema),
  /** Every campaign, listed or not. */
  total: z.number().int(),
});
export type CampaignRows = z.infer<typeof campaignRowsSchema>;

export const marketingSummarySchema = z.object({
  /** The period's sessions whose first view carried any campaign's code (one of the list's or not). */
  campaign_visits: comparedFigureSchema,
  /** The period's sessions, campaign or not. */
  visits: comparedFigureSchema,
  /** Inquiries, sign-ups and paid orders of the period from visitors who came with any campaign's code. */
  inquiries: comparedFigureSchema,
  sign_ups: comparedFigureSchema,
  orders: comparedFigureSchema,
});
export type MarketingSummary = z.infer<typeof marketingSummarySchema>;

export const marketingChannelsSchema = z.object({
  /** Every channel, in MARKETING_CHANNELS' order, with its sessions (and the period before's, when compared), and its busiest referring sites. */
  rows: z.array(
    z.object({
      channel: z.enum(MARKETING_CHANNELS),
      sessions: z.number().int(),
      previous_sessions: z.number().int().nullable(),
      /** The channel's referring sites by sessions, at most three (none for direct). */
      referrers: z.array(z.object({ domain: z.string(), sessions: z.number().int() })),
    }),
  ),
  total_sessions: z.number().int(),
});
export type MarketingChannels = z.infer<typeof marketingChannelsSchema>;

export const campaignOwnersSchema = z.object({ results: z.array(campaignPersonSchema) });
export type CampaignOwners = z.infer<typeof campaignOwnersSchema>;

const A = '/api/v1/analytics/marketing';
const M = '/api/v1/marketing/campaigns';

export const marketingEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: `${A}/summary/`,
    access: ACCESS.marketing,
    query: dashboardPeriodQuery,
    response: marketingSummarySchema,
  }),
  campaigns: defineEndpoint({
    method: 'GET',
    path: `${A}/campaigns/`,
    access: ACCESS.marketing,
    query: dashboardPeriodQuery,
    response: campaignRowsSchema,
  }),
  channels: defineEndpoint({
    method: 'GET',
    path: `${A}/channels/`,
    access: ACCESS.marketing,
    query: dashboardPeriodQuery,
    response: marketingChannelsSchema,
  }),
  /** The active staff who may run a campaign, by name. */
  owners: defineEndpoint({ method: 'GET', path: `${M}/owners/`, access: ACCESS.marketing, response: campaignOwnersSchema }),
  /** A code already another campaign's is refused (400 `code`: code_taken). */
  create: defineEndpoint({
    method: 'POST',
    path: `${M}/`,
    access: ACCESS.marketing,
    body: jsonBody(newCampaignSchema),
    status: 201,
    response: campaignSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${M}/:id/`,
    access: ACCESS.marketing,
    params: idParams,
    body: jsonBody(campaignChangeSchema),
    response: campaignSchema,
  }),
  /** The campaign goes; what its visitors did stays counted under its code (the figures follow the code, not the row). */
  remove: defineEndpoint({ method: 'DELETE', path: `${M}/:id/`, access: ACCESS.marketing, params: idParams, response: detailSchema }),
} as const;
