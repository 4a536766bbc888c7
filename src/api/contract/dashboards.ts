import { z } from './zod';
import { DATE_MAX, DATE_MIN, plainInt, timeZoneName } from './common';

/**
 * What every dashboard widget is asked for: a period of the reader's calendar days and, when the
 * reader turns the comparison on, the same figures over the period of as many days just before.
 */

/** A year and a leap day: the longest period a widget is drawn for. */
export const DASHBOARD_PERIOD_DAYS_MAX = 366;

/** A day of a period: a real calendar day within the product's dates. */
export const periodDay = z.iso.date().refine((date) => date >= DATE_MIN && date <= DATE_MAX, { params: { code: 'date_out_of_range' } });

/** Days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The calendar day `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The period of as many days that ends the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  return { from: addDays(from, -periodDays(from, to)), to: addDays(from, -1) };
}

export const dashboardPeriodFields = {
  /** The first and the last day of the period, both included, in `time_zone`. */
  from: periodDay,
  to: periodDay,
  /** The reader's time zone: a day starts at their midnight. */
  time_zone: timeZoneName.default('UTC'),
  /** Also the figures of the period just before. */
  compare: z.stringbool().default(false),
};

const inOrder = (period: { from: string; to: string }) => period.from <= period.to;
const notTooLong = (period: { from: string; to: string }) =>
  !inOrder(period) || periodDays(period.from, period.to) <= DASHBOARD_PERIOD_DAYS_MAX;

/** A widget's period, checked: `to` not before `from`, and at most DASHBOARD_PERIOD_DAYS_MAX days. */
export function withPeriodChecks<T extends z.ZodObject<Pick<typeof dashboardPeriodFields, 'from' | 'to'>>>(query: T) {
  return query
    .refine(inOrder, { path: ['to'], params: { code: 'end_before_start' } })
    .refine(notTooLong, { path: ['to'], params: { code: 'too_large' } });
}

export const dashboardPeriodQuery = withPeriodChecks(z.object(dashboardPeriodFields));
export type DashboardPeriodQuery = z.input<typeof dashboardPeriodQuery>;
export type DashboardPeriod = z.output<typeof dashboardPeriodQuery>;

/** A period as the address of a widget's read carries it. */
export const periodQuery = ({ compare, ...period }: DashboardPeriod) => ({ ...period, compare: compare ? 'true' : 'false' });

/** How many rows a ranked widget (top pages, referrers) gives: ten on the card, more in its details. */
export const RANKED_ROWS_MAX = 50;
export const rankedRowsQuery = { limit: plainInt({ min: 1, max: RANKED_ROWS_MAX }).default(10) };

/** A ranked widget's read: its period and how many rows. */
export const dashboardRankedQuery = withPeriodChecks(z.object({ ...dashboardPeriodFields, ...rankedRowsQuery }));
export type DashboardRankedQuery = z.input<typeof dashboardRankedQuery>;

/** A figure over the period, and over the period before when the comparison was asked for (else null). */
export const comparedFigureSchema = z.object({
  /** Null where the figure has no value: a rate or an average over nothing. */
  value: z.number().nullable(),
  previous: z.number().nullable(),
});
export type ComparedFigure = z.infer<typeof comparedFigureSchema>;

/** How a series over time is cut: by day up to three months, by week up to about seven, else by month. */
export const SERIES_UNITS = ['day', 'week', 'month'] as const;
export type SeriesUnit = (typeof SERIES_UNITS)[number];
export function seriesUnitOf(from: string, to: string): SeriesUnit {
  const days = periodDays(from, to);
  return days <= 92 ? 'day' : days <= 200 ? 'week' : 'month';
}
