import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { comparedFigureSchema, dashboardPeriodFields, rankedRowsQuery, SERIES_UNITS, withPeriodChecks } from './dashboards';
import { MONEY_AUDIT_ACTIONS } from './audit-values';
import { INVOICE_CURRENCIES } from './invoices-values';
import { PRODUCT_KINDS } from './shop-values';
import { ACCESS } from './roles';

/**
 * The second finance dashboard: recurring revenue from the shop's subscriptions, and the audit log's
 * latest money events. For the people who run invoices (ACCESS.invoices). Amounts are in minor units
 * of the one currency asked for. A subscription "runs" on a day from the day it was created until
 * the day it was cancelled (not that day); its monthly value is its price times its quantity, a
 * twelfth of that for a yearly one. Days are UTC calendar days, like the finance dashboard's.
 */

const A = '/api/v1/analytics/revenue';

export const revenueCurrencyQuery = z.object({ currency: z.enum(INVOICE_CURRENCIES) });

export const revenuePeriodQuery = withPeriodChecks(
  z.object({
    from: dashboardPeriodFields.from,
    to: dashboardPeriodFields.to,
    compare: dashboardPeriodFields.compare,
    currency: z.enum(INVOICE_CURRENCIES),
  }),
);
export type RevenuePeriodQuery = z.input<typeof revenuePeriodQuery>;

export const revenueSummarySchema = z.object({
  /** Monthly recurring revenue of the subscriptions running on the period's last day. */
  monthly_recurring: comparedFigureSchema,
  /** Subscriptions created in the period. */
  new_subscriptions: comparedFigureSchema,
  /** Subscriptions cancelled in the period. */
  cancelled_subscriptions: comparedFigureSchema,
  /** Of the subscriptions running the day before the period began, the share cancelled by its end: 0 to 1; null when none was running. */
  churn_rate: comparedFigureSchema,
  /** Monthly recurring revenue per business paying for a running subscription on the period's last day; null without any. */
  average_per_business: comparedFigureSchema,
});
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

export const recurringPointSchema = z.object({
  /** The first day of the point's day, week (from Monday) or month. */
  start: z.iso.date(),
  /** Monthly recurring revenue of the subscriptions running on the point's last day (or the period's, if sooner). */
  monthly_recurring_minor: z.number().int(),
  /** The same point of the period before (the same offset from its start), when compared. */
  previous_monthly_recurring_minor: z.number().int().nullable(),
});
export type RecurringPoint = z.infer<typeof recurringPointSchema>;
export const revenueRecurringSchema = z.object({ unit: z.enum(SERIES_UNITS), points: z.array(recurringPointSchema) });
export type RevenueRecurring = z.infer<typeof revenueRecurringSchema>;

export const planRevenueSchema = z.object({
  product: z.object({ id: z.number().int(), name_en: z.string(), name_es: z.string(), kind: z.enum(PRODUCT_KINDS) }),
  /** Subscriptions to it running today. */
  subscriptions: z.number().int(),
  monthly_recurring_minor: z.number().int(),
});
export type PlanRevenue = z.infer<typeof planRevenueSchema>;
export const revenuePlansSchema = z.object({
  /** Products with running subscriptions today in the currency, the most recurring revenue first, at most `limit`. */
  rows: z.array(planRevenueSchema),
});
export type RevenuePlans = z.infer<typeof revenuePlansSchema>;

export const moneyEventSchema = z.object({
  id: z.number().int(),
  occurred_at: z.iso.datetime({ offset: true }),
  action: z.enum(MONEY_AUDIT_ACTIONS),
  /** Who did it; null for the payment provider's word or a job, or once the person is deleted. */
  actor_email: z.string().nullable(),
  /** What it was about, as the audit log named it then (an invoice's number, an order, a business). */
  target_label: z.string().nullable(),
});
export type MoneyEvent = z.infer<typeof moneyEventSchema>;
export const revenueMoneyEventsSchema = z.object({
  /** The latest money events of the period (any currency), the newest first, at most `limit`. */
  rows: z.array(moneyEventSchema),
});
export type RevenueMoneyEvents = z.infer<typeof revenueMoneyEventsSchema>;

export const revenueAnalyticsEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: `${A}/summary/`,
    access: ACCESS.invoices,
    query: revenuePeriodQuery,
    response: revenueSummarySchema,
  }),
  recurring: defineEndpoint({
    method: 'GET',
    path: `${A}/recurring/`,
    access: ACCESS.invoices,
    query: revenuePeriodQuery,
    response: revenueRecurringSchema,
  }),
  plans: defineEndpoint({
    method: 'GET',
    path: `${A}/plans/`,
    access: ACCESS.invoices,
    query: z.object({ ...revenueCurrencyQuery.shape, ...rankedRowsQuery }),
    response: revenuePlansSchema,
  }),
  moneyEvents: defineEndpoint({
    method: 'GET',
    path: `${A}/money-events/`,
    access: ACCESS.invoices,
    query: withPeriodChecks(
      z.object({
        from: dashboardPeriodFields.from,
        to: dashboardPeriodFields.to,
        time_zone: dashboardPeriodFields.time_zone,
        ...rankedRowsQuery,
      }),
    ),
    response: revenueMoneyEventsSchema,
  }),
};
