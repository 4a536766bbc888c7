import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { comparedFigureSchema, dashboardPeriodQuery, dashboardRankedQuery, SERIES_UNITS } from './dashboards';
import { CONTACT_SOURCES, CONTACT_STATUSES, contactSchema } from './contacts';
import { ACCESS } from './roles';

/**
 * The CRM dashboard: the leads the assistant and the site captured (the contacts table's rows, every
 * business's and the agency's own), for the agency's managers (ACCESS.crm). A lead of the period is
 * a contact first seen in it; its status is the one it has now. Days are the reader's (`time_zone`).
 */

const A = '/api/v1/analytics/crm';

export const crmSummarySchema = z.object({
  /** Contacts first seen in the period (and before, when compared). */
  leads: comparedFigureSchema,
  /** Of those, the ones won since. */
  won: comparedFigureSchema,
  /** won ÷ leads, from 0 to 1; null without leads. */
  conversion: comparedFigureSchema,
  /** Seconds, on average, of the answered calls that ended in the period (missed ones and the simulator's left out, as call analytics' handle time); null without any. */
  average_call_seconds: comparedFigureSchema,
  /** Every contact new or open today, whenever first seen: the leads still to work. */
  open_leads: z.number().int(),
});
export type CrmSummary = z.infer<typeof crmSummarySchema>;

export const crmChannelPointSchema = z.object({
  /** The first day of the point's day, week (from Monday) or month. */
  start: z.iso.date(),
  call: z.number().int(),
  sms: z.number().int(),
  inquiry: z.number().int(),
  import: z.number().int(),
});
export type CrmChannelPoint = z.infer<typeof crmChannelPointSchema>;

export const crmChannelsSchema = z.object({
  /** Per source, in CONTACT_SOURCES' order: the period's leads, and those of them won. */
  rows: z.array(z.object({ source: z.enum(CONTACT_SOURCES), leads: z.number().int(), won: z.number().int() })),
  unit: z.enum(SERIES_UNITS),
  /** The period's leads by the day, week or month first seen, per source; every unit of the period, empty ones too. */
  points: z.array(crmChannelPointSchema),
});
export type CrmChannels = z.infer<typeof crmChannelsSchema>;

export const crmStatusesSchema = z.object({
  /** Per status, in CONTACT_STATUSES' order: the period's leads that have it now. */
  rows: z.array(z.object({ status: z.enum(CONTACT_STATUSES), leads: z.number().int() })),
});
export type CrmStatuses = z.infer<typeof crmStatusesSchema>;

export const crmRecentSchema = z.object({
  /** The period's leads, the most recently first seen first, at most `limit`. */
  rows: z.array(contactSchema),
});
export type CrmRecent = z.infer<typeof crmRecentSchema>;

export const crmAnalyticsEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: `${A}/summary/`,
    access: ACCESS.crm,
    query: dashboardPeriodQuery,
    response: crmSummarySchema,
  }),
  channels: defineEndpoint({
    method: 'GET',
    path: `${A}/channels/`,
    access: ACCESS.crm,
    query: dashboardPeriodQuery,
    response: crmChannelsSchema,
  }),
  statuses: defineEndpoint({
    method: 'GET',
    path: `${A}/statuses/`,
    access: ACCESS.crm,
    query: dashboardPeriodQuery,
    response: crmStatusesSchema,
  }),
  recent: defineEndpoint({
    method: 'GET',
    path: `${A}/recent/`,
    access: ACCESS.crm,
    query: dashboardRankedQuery,
    response: crmRecentSchema,
  }),
} as const;
