import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { comparedFigureSchema, dashboardPeriodFields, rankedRowsQuery, SERIES_UNITS, withPeriodChecks } from './dashboards';
import { INVOICE_CURRENCIES } from './invoices-values';
import { ACCESS } from './roles';

/**
 * The agency's money as the finance dashboard reads it, one endpoint per widget, for the people
 * who run invoices (ACCESS.invoices). Amounts are in minor units of one currency, the one asked
 * for: money in different currencies is never added up. Payments and invoices fall on their own
 * calendar days (a payment's day, an invoice's issue day), so the period has no time zone; what is
 * owed is as it stands today (the server's UTC day), not of the period.
 */

const A = '/api/v1/analytics/finance';

export const financeCurrencyQuery = z.object({ currency: z.enum(INVOICE_CURRENCIES) });

export const financePeriodQuery = withPeriodChecks(
  z.object({
    from: dashboardPeriodFields.from,
    to: dashboardPeriodFields.to,
    compare: dashboardPeriodFields.compare,
    currency: z.enum(INVOICE_CURRENCIES),
  }),
);
export type FinancePeriodQuery = z.input<typeof financePeriodQuery>;

export const financeCurrenciesSchema = z.object({
  /**
   * The currencies of the invoices sent (not drafts, not void) and of the expenses, the most
   * invoiced first, then the most spent in.
   */
  rows: z.array(z.object({ currency: z.enum(INVOICE_CURRENCIES), invoices: z.number().int(), expenses: z.number().int() })),
});
export type FinanceCurrencies = z.infer<typeof financeCurrenciesSchema>;

export const financeSummarySchema = z.object({
  /** Payments received in the period (by their day), in minor units. */
  cash_in: comparedFigureSchema,
  /** Invoices issued in the period (by their issue day; not drafts, not void): their totals. */
  invoiced: comparedFigureSchema,
  /** What the open invoices (sent, partly paid, overdue) still owe today. */
  outstanding_minor: z.number().int(),
  /** Of that, what is past its due date today. */
  overdue_minor: z.number().int(),
  /**
   * Recurring revenue a month from the subscriptions running today (trialing, active, past due) in
   * this currency: a yearly one counts a twelfth of its price.
   */
  monthly_recurring_minor: z.number().int(),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

export const cashPointSchema = z.object({
  /** The first day of the point's day, week (from Monday) or month. */
  start: z.iso.date(),
  cash_in_minor: z.number().int(),
  /** The same point of the period before (the same offset from its start), when compared. */
  previous_cash_in_minor: z.number().int().nullable(),
});
export type CashPoint = z.infer<typeof cashPointSchema>;
export const financeCashSchema = z.object({ unit: z.enum(SERIES_UNITS), points: z.array(cashPointSchema) });
export type FinanceCash = z.infer<typeof financeCashSchema>;

/** How long what is owed has been due: not yet, then by days past its due date. */
export const AGEING_BUCKETS = ['current', '1_30', '31_60', '61_90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const financeAgeingSchema = z.object({
  /** Every bucket in order, with the open invoices in it today and what they still owe. */
  rows: z.array(z.object({ bucket: z.enum(AGEING_BUCKETS), invoices: z.number().int(), owed_minor: z.number().int() })),
});
export type FinanceAgeing = z.infer<typeof financeAgeingSchema>;

export const overdueInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  due_date: z.iso.date(),
  days_overdue: z.number().int(),
  owed_minor: z.number().int(),
});
export type OverdueInvoice = z.infer<typeof overdueInvoiceSchema>;
export const financeOverdueSchema = z.object({
  /** The open invoices past due today, the longest overdue first (then the largest), at most `limit`. */
  rows: z.array(overdueInvoiceSchema),
});
export type FinanceOverdue = z.infer<typeof financeOverdueSchema>;

export const financeAnalyticsEndpoints = {
  currencies: defineEndpoint({ method: 'GET', path: `${A}/currencies/`, access: ACCESS.invoices, response: financeCurrenciesSchema }),
  summary: defineEndpoint({
    method: 'GET',
    path: `${A}/summary/`,
    access: ACCESS.invoices,
    query: financePeriodQuery,
    response: financeSummarySchema,
  }),
  cash: defineEndpoint({
    method: 'GET',
    path: `${A}/cash/`,
    access: ACCESS.invoices,
    query: financePeriodQuery,
    response: financeCashSchema,
  }),
  ageing: defineEndpoint({
    method: 'GET',
    path: `${A}/ageing/`,
    access: ACCESS.invoices,
    query: financeCurrencyQuery,
    response: financeAgeingSchema,
  }),
  overdue: defineEndpoint({
    method: 'GET',
    path: `${A}/overdue/`,
    access: ACCESS.invoices,
    query: z.object({ ...financeCurrencyQuery.shape, ...rankedRowsQuery }),
    response: financeOverdueSchema,
  }),
};
