import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { ACCESS } from './roles';
import { comparedFigureSchema, dashboardPeriodFields, dashboardPeriodQuery, withPeriodChecks } from './dashboards';
import { siteLanguageQuery } from './site-content';
import { APPLICATION_STAGES, POSITION_STATUSES } from './site-values';

/**
 * The careers pipeline as the job-management dashboard reads it, one endpoint per widget, for the
 * people who run hiring (ACCESS.careers). An application belongs to the period it was received in.
 */

const A = '/api/v1/analytics/careers';

/** The most positions the positions widget lists: every open one, then the latest closed. */
export const CAREERS_POSITIONS_MAX = 50;

export const careersPeriodQuery = dashboardPeriodQuery;

export const careersSummarySchema = z.object({
  /** Applications received in the period. */
  received: comparedFigureSchema,
  /** Applications moved to `hired` in the period. */
  hired: comparedFigureSchema,
  /** Days from an application's receipt to its hiring, the median of those hired in the period; null when none. */
  median_days_to_hire: comparedFigureSchema,
  /** Positions open now (not of the period). */
  open_positions: z.number().int(),
});
export type CareersSummary = z.infer<typeof careersSummarySchema>;

export const careersStagesSchema = z.object({
  /** Every stage in the pipeline's order, with the period's applications standing in it now. */
  rows: z.array(z.object({ stage: z.enum(APPLICATION_STAGES), applications: z.number().int() })),
});
export type CareersStages = z.infer<typeof careersStagesSchema>;

export const careersWeekdaysSchema = z.object({
  /** Monday (1) to Sunday (7), in the reader's time zone: applications received on that weekday in the period. */
  rows: z.array(
    z.object({ weekday: z.number().int().min(1).max(7), applications: z.number().int(), previous: z.number().int().nullable() }),
  ),
});
export type CareersWeekdays = z.infer<typeof careersWeekdaysSchema>;

export const careersPositionRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  status: z.enum(POSITION_STATUSES),
  closes_on: z.iso.date().nullable(),
  /** All its applications, then those still in progress (received to offer, and on hold), then the hired. */
  applicants: z.number().int(),
  in_progress: z.number().int(),
  hired: z.number().int(),
  /** Received in the period. */
  received_in_period: z.number().int(),
});
export type CareersPositionRow = z.infer<typeof careersPositionRowSchema>;
export const careersPositionsSchema = z.object({ rows: z.array(careersPositionRowSchema) });

export const careersAnalyticsEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: `${A}/summary/`,
    access: ACCESS.careers,
    query: careersPeriodQuery,
    response: careersSummarySchema,
  }),
  stages: defineEndpoint({
    method: 'GET',
    path: `${A}/stages/`,
    access: ACCESS.careers,
    query: careersPeriodQuery,
    response: careersStagesSchema,
  }),
  weekdays: defineEndpoint({
    method: 'GET',
    path: `${A}/weekdays/`,
    access: ACCESS.careers,
    query: careersPeriodQuery,
    response: careersWeekdaysSchema,
  }),
  /** Open positions first (closing soonest first), then drafts and closed ones by latest change; titles in `lang`. */
  positions: defineEndpoint({
    method: 'GET',
    path: `${A}/positions/`,
    access: ACCESS.careers,
    query: withPeriodChecks(z.object({ ...dashboardPeriodFields, lang: siteLanguageQuery.shape.lang })),
    response: careersPositionsSchema,
  }),
} as const;
