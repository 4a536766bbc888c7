import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { ACCESS } from './roles';
import { comparedFigureSchema, dashboardPeriodQuery, dashboardRankedQuery, SERIES_UNITS } from './dashboards';

/**
 * The public site's traffic, from the first-party page views: the analytics dashboards' widgets,
 * one endpoint each. A session is one visitor's views with less than thirty minutes between them
 * (the visitor is known for one day only, by a salted hash whose salt is thrown away: see
 * docs/decisions.md, "Dashboards").
 */

const A = '/api/v1/analytics/site';

/** A session's browser, from the user agent when the view was counted (the agent itself is not kept). */
export const BROWSER_FAMILIES = ['chrome', 'safari', 'firefox', 'edge', 'samsung', 'opera', 'other'] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

/**
 * What sessions are grouped by, from each session's first view: the referring site (null is a
 * direct visit), the browser (null where it was not recorded), the device class, the page's
 * language, the UTM campaign (sessions without one are left out).
 */
export const SITE_BREAKDOWNS = ['referrer', 'browser', 'device', 'language', 'campaign'] as const;
export type SiteBreakdown = (typeof SITE_BREAKDOWNS)[number];

/** The minutes the live widget draws, the newest last; visitors "online" are those of the last five. */
export const LIVE_MINUTES = 30;
export const LIVE_ONLINE_MINUTES = 5;

export const siteAnalyticsQuery = dashboardPeriodQuery;

export const siteSummarySchema = z.object({
  sessions: comparedFigureSchema,
  page_views: comparedFigureSchema,
  /** Sessions of one view, of all sessions: 0 to 1. */
  bounce_rate: comparedFigureSchema,
  /** Seconds from a session's first view to its last, on average (a one-view session counts 0). */
  session_seconds: comparedFigureSchema,
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;

export const siteLiveSchema = z.object({
  /** Visitors who viewed a page in the last LIVE_ONLINE_MINUTES minutes. */
  visitors: z.number().int(),
  /** Visitors per minute over the last LIVE_MINUTES minutes, the oldest first. */
  per_minute: z.array(z.number().int()).length(LIVE_MINUTES),
});
export type SiteLive = z.infer<typeof siteLiveSchema>;

export const trafficPointSchema = z.object({
  /** The first day of the point's day, week (from Monday) or month, in the reader's time zone. */
  start: z.iso.date(),
  page_views: z.number().int(),
  sessions: z.number().int(),
  /** The same point of the period before (the same offset from its start), when compared. */
  previous_page_views: z.number().int().nullable(),
  previous_sessions: z.number().int().nullable(),
});
export type TrafficPoint = z.infer<typeof trafficPointSchema>;
export const siteTrafficSchema = z.object({ unit: z.enum(SERIES_UNITS), points: z.array(trafficPointSchema) });
export type SiteTraffic = z.infer<typeof siteTrafficSchema>;

export const breakdownRowSchema = z.object({
  key: z.string().nullable(),
  sessions: z.number().int(),
  page_views: z.number().int(),
  previous_sessions: z.number().int().nullable(),
});
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;
export const siteBreakdownSchema = z.object({
  /** The largest first (then by key), at most `limit`. */
  rows: z.array(breakdownRowSchema),
  /** Sessions of the keys left out by `limit`. */
  other_sessions: z.number().int(),
  /** All sessions counted by this breakdown (for a campaign, those with one). */
  total_sessions: z.number().int(),
});
export type SiteBreakdownResult = z.infer<typeof siteBreakdownSchema>;

export const pageRowSchema = z.object({
  path: z.string(),
  page_views: z.number().int(),
  /** Sessions that started on the page. */
  entries: z.number().int(),
  /** Of those, the share that saw no other page: 0 to 1, null without entries. */
  bounce_rate: z.number().nullable(),
  /** Seconds until the visitor's next page, on average; null when no view of it was followed by another. */
  average_seconds: z.number().nullable(),
});
export type PageRow = z.infer<typeof pageRowSchema>;
export const sitePagesSchema = z.object({ rows: z.array(pageRowSchema) });
export type SitePages = z.infer<typeof sitePagesSchema>;

export const siteAnalyticsEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: `${A}/summary/`,
    access: ACCESS.siteAnalytics,
    query: siteAnalyticsQuery,
    response: siteSummarySchema,
  }),
  live: defineEndpoint({ method: 'GET', path: `${A}/live/`, access: ACCESS.siteAnalytics, response: siteLiveSchema }),
  traffic: defineEndpoint({
    method: 'GET',
    path: `${A}/traffic/`,
    access: ACCESS.siteAnalytics,
    query: siteAnalyticsQuery,
    response: siteTrafficSchema,
  }),
  breakdown: defineEndpoint({
    method: 'GET',
    path: `${A}/breakdown/:dimension/`,
    access: ACCESS.siteAnalytics,
    params: z.object({ dimension: z.enum(SITE_BREAKDOWNS) }),
    query: dashboardRankedQuery,
    response: siteBreakdownSchema,
  }),
  pages: defineEndpoint({
    method: 'GET',
    path: `${A}/pages/`,
    access: ACCESS.siteAnalytics,
    query: dashboardRankedQuery,
    response: sitePagesSchema,
  }),
} as const;
