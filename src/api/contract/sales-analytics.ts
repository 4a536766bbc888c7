import { z } from './zod';
import { defineEndpoint } from './endpoint';
import {
  comparedFigureSchema,
  dashboardPeriodFields,
  dashboardPeriodQuery,
  rankedRowsQuery,
  SERIES_UNITS,
  withPeriodChecks,
} from './dashboards';
import { INVOICE_CURRENCIES } from './invoices-values';
import { ORDER_REASONS, ORDER_STATUSES, PRODUCT_KINDS } from './shop-values';
import { ACCESS } from './roles';

/**
 * The sales dashboards (Sales, Customers, Shop): the shop's orders across every business, for the
 * catalogue's managers (ACCESS.catalogue). An order is sold when paid, on the day of `paid_at`; it
 * was placed on the day of `created_at`; days are the reader's (`time_zone`). Amounts are in minor
 * units of the one currency asked for (money in different currencies is never added up). A
 * "customer" is a client business.
 */

const A = '/api/v1/analytics/sales';

const currency = z.enum(INVOICE_CURRENCIES);

export const salesPeriodQuery = withPeriodChecks(z.object({ ...dashboardPeriodFields, currency }));
export type SalesPeriodQuery = z.input<typeof salesPeriodQuery>;
export const salesRankedQuery = withPeriodChecks(z.object({ ...dashboardPeriodFields, currency, ...rankedRowsQuery }));
export type SalesRankedQuery = z.input<typeof salesRankedQuery>;

export const salesCurrenciesSchema = z.object({
  /** The currencies of the paid orders, the most sold first. */
  rows: z.array(z.object({ currency, orders: z.number().int() })),
});
export type SalesCurrencies = z.infer<typeof salesCurrenciesSchema>;

export const salesSummarySchema = z.object({
  /** The paid orders' totals (after discounts and credits), by the day they were paid. */
  revenue: comparedFigureSchema,
  /** Orders paid in the period. */
  paid_orders: comparedFigureSchema,
  /** Revenue per paid order; null without any. */
  average_order_value: comparedFigureSchema,
  /** Businesses whose first paid order (ever, in this currency) was paid in the period. */
  new_customers: comparedFigureSchema,
  /** Businesses that paid an order in the period and had paid one before it (earlier in the period or before). */
  repeat_customers: comparedFigureSchema,
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

export const salesPointSchema = z.object({
  /** The first day of the point's day, week (from Monday) or month. */
  start: z.iso.date(),
  revenue_minor: z.number().int(),
  paid_orders: z.number().int(),
  /** The same point of the period before (the same offset from its start), when compared. */
  previous_revenue_minor: z.number().int().nullable(),
});
export type SalesPoint = z.infer<typeof salesPointSchema>;
export const salesSeriesSchema = z.object({ unit: z.enum(SERIES_UNITS), points: z.array(salesPointSchema) });
export type SalesSeries = z.infer<typeof salesSeriesSchema>;

export const salesStatusesSchema = z.object({
  /** Every status in ORDER_STATUSES' order, with the orders placed in the period that are in it now, and their totals. */
  rows: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int(), total_minor: z.number().int() })),
});
export type SalesStatuses = z.infer<typeof salesStatusesSchema>;

export const productSalesSchema = z.object({
  /** The product as ordered; `id` null once it was deleted from the catalogue. */
  product: z.object({ id: z.number().int().nullable(), name_en: z.string(), name_es: z.string(), kind: z.enum(PRODUCT_KINDS) }),
  /** Units on the paid orders of the period. */
  quantity: z.number().int(),
  /** Paid orders with it. */
  orders: z.number().int(),
  /** Its lines' totals (before the order's discount or credit). */
  revenue_minor: z.number().int(),
});
export type ProductSales = z.infer<typeof productSalesSchema>;
export const salesProductsSchema = z.object({
  /** The products on the period's paid orders, the most revenue first, at most `limit`. */
  rows: z.array(productSalesSchema),
});
export type SalesProducts = z.infer<typeof salesProductsSchema>;

export const customerSalesSchema = z.object({
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  /** Its orders paid in the period, and their totals. */
  paid_orders: z.number().int(),
  revenue_minor: z.number().int(),
  /** When it paid its first order (ever, in this currency). */
  first_paid_at: z.iso.datetime({ offset: true }),
  /** That first order was paid in the period. */
  new: z.boolean(),
});
export type CustomerSales = z.infer<typeof customerSalesSchema>;
export const salesCustomersSchema = z.object({
  /** The businesses that paid in the period, the most revenue first, at most `limit`. */
  rows: z.array(customerSalesSchema),
});
export type SalesCustomers = z.infer<typeof salesCustomersSchema>;

export const recentOrderSchema = z.object({
  id: z.number().int(),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(ORDER_STATUSES),
  reason: z.enum(ORDER_REASONS),
  total_minor: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;
export const salesRecentSchema = z.object({
  /** The orders placed in the period (any status), the newest first, at most `limit`. */
  rows: z.array(recentOrderSchema),
});
export type SalesRecent = z.infer<typeof salesRecentSchema>;

export const salesConversionSchema = z.object({
  /** The public site's sessions in the period (the analytics dashboards' definition). */
  sessions: comparedFigureSchema,
  /** Orders placed at the shop's checkout (any currency, any status) in the period. */
  checkouts: comparedFigureSchema,
  /** Of those, paid. */
  paid_checkouts: comparedFigureSchema,
  /** Paid checkouts per session, 0 to 1; null without sessions. */
  conversion_rate: comparedFigureSchema,
});
export type SalesConversion = z.infer<typeof salesConversionSchema>;

export const salesAnalyticsEndpoints = {
  currencies: defineEndpoint({ method: 'GET', path: `${A}/currencies/`, access: ACCESS.catalogue, response: salesCurrenciesSchema }),
  summary: defineEndpoint({
    method: 'GET',
    path: `${A}/summary/`,
    access: ACCESS.catalogue,
    query: salesPeriodQuery,
    response: salesSummarySchema,
  }),
  series: defineEndpoint({
    method: 'GET',
    path: `${A}/series/`,
    access: ACCESS.catalogue,
    query: salesPeriodQuery,
    response: salesSeriesSchema,
  }),
  statuses: defineEndpoint({
    method: 'GET',
    path: `${A}/statuses/`,
    access: ACCESS.catalogue,
    query: salesPeriodQuery,
    response: salesStatusesSchema,
  }),
  products: defineEndpoint({
    method: 'GET',
    path: `${A}/products/`,
    access: ACCESS.catalogue,
    query: salesRankedQuery,
    response: salesProductsSchema,
  }),
  customers: defineEndpoint({
    method: 'GET',
    path: `${A}/customers/`,
    access: ACCESS.catalogue,
    query: salesRankedQuery,
    response: salesCustomersSchema,
  }),
  recent: defineEndpoint({
    method: 'GET',
    path: `${A}/recent/`,
    access: ACCESS.catalogue,
    query: salesRankedQuery,
    response: salesRecentSchema,
  }),
  conversion: defineEndpoint({
    method: 'GET',
    path: `${A}/conversion/`,
    access: ACCESS.catalogue,
    query: dashboardPeriodQuery,
    response: salesConversionSchema,
  }),
};
