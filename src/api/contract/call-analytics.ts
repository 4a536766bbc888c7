import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { idSchema } from './common';
import { ACCESS } from './roles';
import { comparedFigureSchema, dashboardPeriodFields, rankedRowsQuery, SERIES_UNITS, withPeriodChecks } from './dashboards';

/**
 * What the assistant did on the phone, one endpoint per widget: the Analytics tab of a client's
 * Calls page (one number) and the staff's view across clients. A call belongs to the day it started
 * on where its number is: each number's days, hours and business hours are in its own time zone
 * (its settings), so the period has no time zone of its own. The simulator's test calls are left out.
 */

const A = '/api/v1/analytics/calls';

/**
 * The period, and which numbers: a client person reads the numbers of the businesses they belong to
 * (all of them, or one business or one number of theirs); the agency's managers read every client's.
 * A number or a business the reader may not see answers 404.
 */
export const callAnalyticsQuery = withPeriodChecks(
  z.object({
    from: dashboardPeriodFields.from,
    to: dashboardPeriodFields.to,
    compare: dashboardPeriodFields.compare,
    number: idSchema.optional(),
    organisation: idSchema.optional(),
  }),
);
export type CallAnalyticsQuery = z.input<typeof callAnalyticsQuery>;
export type CallAnalyticsAsked = z.output<typeof callAnalyticsQuery>;

export const callRankedQuery = withPeriodChecks(z.object({ ...callAnalyticsQuery.shape, ...rankedRowsQuery }));

export const callSummarySchema = z.object({
  /** Calls that started in the period, in and out, ended or still going on. */
  calls: comparedFigureSchema,
  /** Of those, by how they ended: the assistant handled it, took a message, put the caller through, or nobody spoke. */
  handled: comparedFigureSchema,
  message_taken: comparedFigureSchema,
  transferred: comparedFigureSchema,
  missed: comparedFigureSchema,
  /** Seconds on the line, on average, of the ended calls that were not missed; null without any. */
  average_handle_seconds: comparedFigureSchema,
  /** Calls that started outside the number's business hours (as they are set now), of all calls: 0 to 1; null without calls. */
  after_hours_share: comparedFigureSchema,
});
export type CallSummary = z.infer<typeof callSummarySchema>;

export const callSeriesPointSchema = z.object({
  /** The first day of the point's day, week (from Monday) or month. */
  start: z.iso.date(),
  handled: z.number().int(),
  message_taken: z.number().int(),
  transferred: z.number().int(),
  missed: z.number().int(),
  /** Calls without an outcome yet (still going on) or that ended without one. */
  other: z.number().int(),
  /** All calls of the same point of the period before (the same offset from its start), when compared. */
  previous_calls: z.number().int().nullable(),
});
export type CallSeriesPoint = z.infer<typeof callSeriesPointSchema>;
export const callSeriesSchema = z.object({ unit: z.enum(SERIES_UNITS), points: z.array(callSeriesPointSchema) });
export type CallSeries = z.infer<typeof callSeriesSchema>;

export const callHoursSchema = z.object({
  /** Monday (1) to Sunday (7), each with the period's calls that started in each hour 0 to 23 of that weekday. */
  rows: z.array(z.object({ weekday: z.number().int().min(1).max(7), calls: z.array(z.number().int()).length(24) })).length(7),
});
export type CallHours = z.infer<typeof callHoursSchema>;

export const unansweredQuestionSchema = z.object({
  /** The caller's words the assistant could not answer, as last said (questions said alike are one row). */
  question: z.string(),
  /** How many times it was asked in the period. */
  times: z.number().int(),
  last_asked_at: z.iso.datetime({ offset: true }),
  /** The call it was last asked in, and that call's number (where an answer would go into the FAQ). */
  call_id: z.number().int(),
  number_id: z.number().int(),
});
export type UnansweredQuestion = z.infer<typeof unansweredQuestionSchema>;
export const unansweredQuestionsSchema = z.object({
  /** The most asked first (then the latest), at most `limit`; a question the number's FAQ answers now is left out. */
  rows: z.array(unansweredQuestionSchema),
});
export type UnansweredQuestions = z.infer<typeof unansweredQuestionsSchema>;

export const callAnalyticsEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: `${A}/summary/`,
    access: ACCESS.callAnalytics,
    query: callAnalyticsQuery,
    response: callSummarySchema,
  }),
  series: defineEndpoint({
    method: 'GET',
    path: `${A}/series/`,
    access: ACCESS.callAnalytics,
    query: callAnalyticsQuery,
    response: callSeriesSchema,
  }),
  hours: defineEndpoint({
    method: 'GET',
    path: `${A}/hours/`,
    access: ACCESS.callAnalytics,
    query: callAnalyticsQuery,
    response: callHoursSchema,
  }),
  unanswered: defineEndpoint({
    method: 'GET',
    path: `${A}/unanswered/`,
    access: ACCESS.callAnalytics,
    query: callRankedQuery,
    response: unansweredQuestionsSchema,
  }),
};
