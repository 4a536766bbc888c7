import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { comparedFigureSchema, dashboardPeriodQuery, dashboardRankedQuery, SERIES_UNITS } from './dashboards';
import { ACCESS } from './roles';

/**
 * The logistics dashboard: how the agency delivers its work. New clients' onboarding, tasks due and
 * late per project, where the assistant's callers call from, and through which channel clients'
 * customers reach them. For the agency's managers (ACCESS.logistics). Days are the reader's
 * (`time_zone`); the simulator's test calls and texts are left out.
 */

const A = '/api/v1/analytics/logistics';

/**
 * How far a client business has come, in order: it exists (joined), paid an order, holds a phone
 * number, set its assistant up (its settings saved by a person after the number was assigned), and
 * the assistant took its first real call or text (live).
 */
export const ONBOARDING_STAGES = ['joined', 'paid', 'provisioned', 'configured', 'live'] as const;
export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

export const onboardingRowSchema = z.object({
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  /** The furthest stage it reached. */
  stage: z.enum(ONBOARDING_STAGES),
  joined_at: z.iso.datetime({ offset: true }),
  /** When each stage was first reached; null while not reached. */
  paid_at: z.iso.datetime({ offset: true }).nullable(),
  provisioned_at: z.iso.datetime({ offset: true }).nullable(),
  configured_at: z.iso.datetime({ offset: true }).nullable(),
  live_at: z.iso.datetime({ offset: true }).nullable(),
});
export type OnboardingRow = z.infer<typeof onboardingRowSchema>;
export const logisticsOnboardingSchema = z.object({
  /** Every stage in order with the businesses whose furthest stage it is, of those that joined in the period. */
  stages: z.array(z.object({ stage: z.enum(ONBOARDING_STAGES), organisations: z.number().int() })),
  /** Days from joining to live, on average, of those that joined in the period and went live; null without any. */
  average_days_to_live: z.number().nullable(),
  /** The businesses that joined in the period, the newest first, at most `limit`. */
  rows: z.array(onboardingRowSchema),
});
export type LogisticsOnboarding = z.infer<typeof logisticsOnboardingSchema>;

export const projectTasksRowSchema = z.object({
  project: z.object({ id: z.number().int(), name: z.string() }),
  /** Tasks (not archived) whose end date falls in the period. */
  due: z.number().int(),
  /** Of those, done. */
  done: z.number().int(),
  /** Of those, not done and with an end date before today (the reader's). */
  late: z.number().int(),
});
export type ProjectTasksRow = z.infer<typeof projectTasksRowSchema>;
/** The projects the reader sees (every one for CEO, CFO and CTO; their own for the other managers). */
export const logisticsTasksSchema = z.object({
  totals: z.object({ due: z.number().int(), done: z.number().int(), late: z.number().int() }),
  /** Projects with tasks due in the period, the most late first (then the most due), at most `limit`. */
  rows: z.array(projectTasksRowSchema),
});
export type LogisticsTasks = z.infer<typeof logisticsTasksSchema>;

export const logisticsCountriesSchema = z.object({
  /**
   * Calls of the period by the country of the caller's number (ISO 3166 alpha-2; null where the
   * number names none, such as a withheld one), the most calls first, at most `limit`.
   */
  rows: z.array(z.object({ country: z.string().length(2).nullable(), calls: z.number().int() })),
  /** All calls of the period, those beyond `limit` too. */
  total: z.number().int(),
});
export type LogisticsCountries = z.infer<typeof logisticsCountriesSchema>;

/** How a client's customers reached it: the assistant's calls, texts to its numbers, the public site's contact form. */
export const CHANNELS = ['voice', 'sms', 'web'] as const;
export type Channel = (typeof CHANNELS)[number];

export const channelPointSchema = z.object({
  /** The first day of the point's day, week (from Monday) or month. */
  start: z.iso.date(),
  voice: z.number().int(),
  sms: z.number().int(),
  web: z.number().int(),
});
export type ChannelPoint = z.infer<typeof channelPointSchema>;
export const logisticsChannelsSchema = z.object({
  /** Calls received, texts received, inquiries sent through the contact form, in the period (and before, when compared). */
  totals: z.object({ voice: comparedFigureSchema, sms: comparedFigureSchema, web: comparedFigureSchema }),
  unit: z.enum(SERIES_UNITS),
  points: z.array(channelPointSchema),
});
export type LogisticsChannels = z.infer<typeof logisticsChannelsSchema>;

export const logisticsAnalyticsEndpoints = {
  onboarding: defineEndpoint({
    method: 'GET',
    path: `${A}/onboarding/`,
    access: ACCESS.logistics,
    query: dashboardRankedQuery,
    response: logisticsOnboardingSchema,
  }),
  tasks: defineEndpoint({
    method: 'GET',
    path: `${A}/tasks/`,
    access: ACCESS.logistics,
    query: dashboardRankedQuery,
    response: logisticsTasksSchema,
  }),
  countries: defineEndpoint({
    method: 'GET',
    path: `${A}/countries/`,
    access: ACCESS.logistics,
    query: dashboardRankedQuery,
    response: logisticsCountriesSchema,
  }),
  channels: defineEndpoint({
    method: 'GET',
    path: `${A}/channels/`,
    access: ACCESS.logistics,
    query: dashboardPeriodQuery,
    response: logisticsChannelsSchema,
  }),
};
