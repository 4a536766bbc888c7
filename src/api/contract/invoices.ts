import { z } from './zod';
import { calendarDate, idSchema, organisationRefSchema, pagedSchema, pagingQuery, plainInt, plainText } from './common';
import { defineEndpoint, jsonBody } from './endpoint';
import { ACCESS } from './roles';
import { moneySchema, PRICE_MAX_MINOR } from './shop';
import { siteLanguageQuery } from './site-content';
import {
  INVOICE_CURRENCIES,
  INVOICE_EVENT_KINDS,
  INVOICE_LINE_SOURCES,
  INVOICE_ORIGINS,
  INVOICE_PAYMENT_METHODS,
  INVOICE_SORTS,
  INVOICE_STATUSES,
  RECORDED_PAYMENT_METHODS,
  USAGE_METRICS,
} from './invoices-values';

export * from './invoices-values';

const I = '/api/v1/invoices';

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

export const INVOICE_LINES_MAX = 100;
export const INVOICE_LINE_DESCRIPTION_MAX = 300;
export const INVOICE_QUANTITY_MAX = 1_000_000;
export const INVOICE_NOTES_MAX = 2_000;
/** A rate in basis points: 2100 is 21 %. Discounts and taxes stop at 100 %. */
export const RATE_BP_MAX = 10_000;
/**
 * The most a line or an invoice may come to, in minor units: within PostgreSQL's integer. Paying
 * one through the provider takes at most PRICE_MAX_MINOR (the shop's limit).
 */
export const INVOICE_AMOUNT_MAX_MINOR = 999_999_999;
/** The most invoices one bulk send or download takes. */
export const INVOICE_BULK_MAX = 100;
export const PAYMENT_REFERENCE_MAX = 120;
/** A usage month: `YYYY-MM`. */
export const usageMonth = z.string().refine((text) => /^(19|20)\d\d-(0[1-9]|1[0-2])$/.test(text), { params: { code: 'invalid_format' } });

/** Why an invoices request was refused, per field or as the answer's `code`, beside the common codes (errors.ts). */
export const INVOICE_FIELD_CODES = [
  // The due date is before the issue date.
  'due_before_issue',
  // A line or the invoice's total above INVOICE_AMOUNT_MAX_MINOR.
  'invoice_too_large',
  // Only a draft is edited; only a draft or an open invoice is sent, reminded, voided or paid.
  'invoice_not_draft',
  'invoice_not_open',
  // A payment above what is left to pay.
  'payment_above_balance',
  // A line's phase or task is not of the invoice's project, or the project not of its organisation.
  'not_of_project',
  // A product, a number or a usage month the line names does not exist or is not the organisation's.
  'source_unknown',
  // A usage line without its number, month and metric.
  'usage_incomplete',
  // An invoice above what one payment through the provider may take.
  'order_too_large',
  // A payment started for a balance that has changed since (paid in part meanwhile).
  'balance_changed',
  // A draft's issue date moved out of the year its number is of.
  'issue_year_fixed',
  // Usage of a month that is not over yet.
  'usage_month_open',
] as const;
export type InvoiceFieldCode = (typeof INVOICE_FIELD_CODES)[number];

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

const rateBp = plainInt({ min: 0, max: RATE_BP_MAX });

/** One line as the editor sends it; what it comes to is always computed by the server. */
export const invoiceLineFields = z.object({
  source: z.enum(INVOICE_LINE_SOURCES).default('manual'),
  product: idSchema.nullable().default(null),
  phase: idSchema.nullable().default(null),
  task: idSchema.nullable().default(null),
  /** A usage line's number (Lato AI's), month and metric. */
  number: idSchema.nullable().default(null),
  usage_month: usageMonth.nullable().default(null),
  usage_metric: z.enum(USAGE_METRICS).nullable().default(null),
  description: plainText(INVOICE_LINE_DESCRIPTION_MAX).pipe(z.string().min(1)),
  quantity: plainInt({ min: 1, max: INVOICE_QUANTITY_MAX }),
  unit_minor: plainInt({ min: 0, max: PRICE_MAX_MINOR }),
  /** A share off the line, in basis points. */
  discount_bp: rateBp.default(0),
  /** The line's tax rate, in basis points. */
  tax_bp: rateBp.default(0),
});
export type InvoiceLineFields = z.input<typeof invoiceLineFields>;

/** A draft as the editor writes it (create, or replace a draft's whole content). */
export const invoiceFields = z
  .object({
    organisation: idSchema,
    /** The project it bills, of that organisation. */
    project: idSchema.nullable().default(null),
    currency: z.enum(INVOICE_CURRENCIES),
    issue_date: calendarDate.pipe(z.string()),
    due_date: calendarDate.pipe(z.string()),
    notes: plainText(INVOICE_NOTES_MAX).default(''),
    terms: plainText(INVOICE_NOTES_MAX).default(''),
    lines: z.array(invoiceLineFields).min(1).max(INVOICE_LINES_MAX),
    /** Send it at once (create and send), else keep it a draft. */
    send: z.boolean().default(false),
  })
  .refine((fields) => fields.due_date >= fields.issue_date, { path: ['due_date'], params: { code: 'due_before_issue' } });
export type InvoiceFields = z.input<typeof invoiceFields>;

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  source: z.enum(INVOICE_LINE_SOURCES),
  product: z.number().int().nullable(),
  phase: z.number().int().nullable(),
  task: z.number().int().nullable(),
  number: z.number().int().nullable(),
  usage_month: z.string().nullable(),
  usage_metric: z.enum(USAGE_METRICS).nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit_minor: z.number().int(),
  discount_bp: z.number().int(),
  tax_bp: z.number().int(),
  /** Quantity times unit price, less the line's discount. */
  net_minor: z.number().int(),
  discount_minor: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** The tax of one rate over the lines at that rate. */
export const taxBreakdownSchema = z.object({ tax_bp: z.number().int(), base_minor: z.number().int(), tax_minor: z.number().int() });
export type TaxBreakdown = z.infer<typeof taxBreakdownSchema>;

/** What lines come to: the same arithmetic on the server and in the editor's live totals. */
export const invoiceTotalsSchema = z.object({
  /** Before discounts. */
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  taxes: z.array(taxBreakdownSchema),
  tax_minor: z.number().int(),
  total_minor: z.number().int(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

const projectRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  /** `INV-2026-0001`: gapless per year. */
  number: z.string(),
  organisation: organisationRefSchema,
  project: projectRefSchema.nullable(),
  status: z.enum(INVOICE_STATUSES),
  origin: z.enum(INVOICE_ORIGINS),
  currency: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  total_minor: z.number().int(),
  /** What is left to pay. */
  balance_minor: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceEventSchema = z.object({
  kind: z.enum(INVOICE_EVENT_KINDS),
  at: z.string(),
  /** Who did it; null for the server's own jobs and the payment provider. */
  by: z.string().nullable(),
  amount_minor: z.number().int().nullable(),
  /** The e-mail it went to (sent, reminded), or a void's reason. */
  detail: z.string().nullable(),
});
export type InvoiceEvent = z.infer<typeof invoiceEventSchema>;

export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  amount_minor: z.number().int(),
  method: z.enum(INVOICE_PAYMENT_METHODS),
  reference: z.string(),
  paid_on: z.string(),
  recorded_by: z.string().nullable(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceAddressSchema = z.object({
  name: z.string(),
  company: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: z.string(),
  tax_id: z.string(),
});

export const invoiceSchema = invoiceSummarySchema.extend({
  ...invoiceTotalsSchema.shape,
  paid_minor: z.number().int(),
  lines: z.array(invoiceLineSchema),
  notes: z.string(),
  terms: z.string(),
  /** The organisation's language when issued: its PDF and e-mails are written in it. */
  language: z.enum(['en', 'es']),
  /** The billing address it was sent to, as it was then (the organisation's default address). */
  address: invoiceAddressSchema.nullable(),
  order_id: z.number().int().nullable(),
  usage_month: z.string().nullable(),
  sent_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  events: z.array(invoiceEventSchema),
  payments: z.array(invoicePaymentSchema),
  /** What the reader may do with it now. */
  can: z.object({
    edit: z.boolean(),
    send: z.boolean(),
    remind: z.boolean(),
    void: z.boolean(),
    record_payment: z.boolean(),
    pay: z.boolean(),
  }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The list's filters, apart from its status tab: the tabs count what these find. */
export const invoiceFilterQuery = z.object({
  organisation: idSchema.optional(),
  /** Issued from and to (calendar dates, both included). */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  /** An invoice's number, or words of its organisation's name. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  sort: z.enum(INVOICE_SORTS).default('-issue_date'),
  lang: siteLanguageQuery.shape.lang,
});
export const invoiceListQuery = invoiceFilterQuery.extend(pagingQuery);
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

/** A status tab: how many invoices, and what they come to per currency. */
export const invoiceTabSchema = z.object({
  status: z.enum(['all', ...INVOICE_STATUSES]),
  count: z.number().int(),
  sums: z.array(moneySchema),
});
export type InvoiceTab = z.infer<typeof invoiceTabSchema>;

export const invoiceListSchema = pagedSchema(invoiceSummarySchema).extend({ tabs: z.array(invoiceTabSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceIdsFields = z.object({ ids: z.array(idSchema).min(1).max(INVOICE_BULK_MAX) });
/** A bulk download's invoices, as `ids=1,2,3` in the address. */
export const invoiceIdsQuery = z.object({
  ids: z
    .string()
    .max(INVOICE_BULK_MAX * 11)
    .transform((text, ctx) => {
      const ids = text.split(',').map((part) => (/^[1-9]\d{0,9}$/.test(part) ? Number(part) : NaN));
      if (ids.length === 0 || ids.length > INVOICE_BULK_MAX || ids.some((id) => !Number.isSafeInteger(id) || id > 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', params: { code: 'invalid_format' } });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
});
export const bulkSendSchema = z.object({
  sent: z.array(z.number().int()),
  /** Those not sent, and why (not a draft or open, say). */
  skipped: z.array(z.object({ id: z.number().int(), code: z.string() })),
});
export type BulkSendResult = z.infer<typeof bulkSendSchema>;

export const voidFields = z.object({ reason: plainText(INVOICE_NOTES_MAX).pipe(z.string().min(1)) });
export const paymentFields = z.object({
  amount_minor: plainInt({ min: 1, max: INVOICE_AMOUNT_MAX_MINOR }),
  method: z.enum(RECORDED_PAYMENT_METHODS),
  paid_on: calendarDate.pipe(z.string()),
  reference: plainText(PAYMENT_REFERENCE_MAX).default(''),
});
export type PaymentFields = z.input<typeof paymentFields>;
export const payInvoiceFields = z.object({
  /** Made by the browser once per attempt: sending it again answers the same payment page. */
  idempotency_key: z
    .string()
    .trim()
    .min(16)
    .max(100)
    .refine((key) => !/^system:/i.test(key), { params: { code: 'invalid_format' } }),
  lang: siteLanguageQuery.shape.lang,
});
export const payInvoiceSchema = z.object({ payment_url: z.string() });

/** What the editor offers to bill for an organisation (and a project of it). */
export const billableQuery = z.object({ organisation: idSchema, project: idSchema.optional(), lang: siteLanguageQuery.shape.lang });
export const billableSchema = z.object({
  /** The organisation's language and its default address, which the invoice will carry. */
  language: z.enum(['en', 'es']),
  has_address: z.boolean(),
  projects: z.array(projectRefSchema),
  phases: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tasks: z.array(z.object({ id: z.number().int(), name: z.string(), phase: z.string().nullable() })),
  products: z.array(z.object({ id: z.number().int(), name: z.string(), unit_minor: z.number().int(), currency: z.string() })),
  numbers: z.array(z.object({ id: z.number().int(), phone_number: z.string() })),
});
export type Billable = z.infer<typeof billableSchema>;

/**
 * A calendar month's usage (UTC) per number, and what is billable: the minutes and SMS beyond what
 * the organisation's plan and add-ons include (taken from its numbers in order), at the plan's
 * overage prices, a line per number and metric. Without a plan nothing is billable.
 */
export const usageQuery = z.object({ organisation: idSchema, month: usageMonth, lang: siteLanguageQuery.shape.lang });
export const usageLineSchema = z.object({
  source: z.literal('usage'),
  number: z.number().int(),
  usage_month: z.string(),
  usage_metric: z.enum(USAGE_METRICS),
  description: z.string(),
  quantity: z.number().int(),
  unit_minor: z.number().int(),
  discount_bp: z.number().int(),
  tax_bp: z.number().int(),
});
export type UsageLine = z.infer<typeof usageLineSchema>;
export const usageSchema = z.object({
  month: z.string(),
  /** The plan whose allowance and prices apply, or null when the organisation ran none. */
  plan: z.string().nullable(),
  currency: z.string().nullable(),
  included: z.object({ minutes: z.number().int(), sms: z.number().int() }),
  /** Every number's use in the month, billable or not. */
  numbers: z.array(z.object({ id: z.number().int(), phone_number: z.string(), minutes: z.number().int(), sms: z.number().int() })),
  lines: z.array(usageLineSchema),
});
export type UsageLines = z.infer<typeof usageSchema>;

export const invoiceParams = z.object({ id: idSchema });
export const organisationInvoicesParams = z.object({ org: idSchema });
export const organisationInvoicesQuery = z.object({ ...pagingQuery, lang: siteLanguageQuery.shape.lang });

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------

export const invoiceEndpoints = {
  /** Every organisation's invoices, with the status tabs' counts and sums, for the agency's billing staff. */
  invoices: defineEndpoint({ method: 'GET', path: `${I}/`, access: ACCESS.invoices, query: invoiceListQuery, response: invoiceListSchema }),
  /** The same filter as CSV, in the list's order. */
  exportInvoices: defineEndpoint({
    method: 'GET',
    path: `${I}/export/`,
    access: ACCESS.invoices,
    query: invoiceFilterQuery,
    response: z.unknown(),
  }),
  /** A business's sent invoices, for its owners (and the billing staff). */
  organisationInvoices: defineEndpoint({
    method: 'GET',
    path: `${I}/organisation/:org/`,
    access: ACCESS.billing,
    params: organisationInvoicesParams,
    query: organisationInvoicesQuery,
    response: pagedSchema(invoiceSummarySchema),
  }),
  billable: defineEndpoint({
    method: 'GET',
    path: `${I}/billable/`,
    access: ACCESS.invoices,
    query: billableQuery,
    response: billableSchema,
  }),
  usage: defineEndpoint({ method: 'GET', path: `${I}/usage/`, access: ACCESS.invoices, query: usageQuery, response: usageSchema }),
  invoice: defineEndpoint({
    method: 'GET',
    path: `${I}/:id/`,
    access: ACCESS.billing,
    params: invoiceParams,
    query: siteLanguageQuery,
    response: invoiceSchema,
  }),
  createInvoice: defineEndpoint({
    method: 'POST',
    path: `${I}/`,
    access: ACCESS.invoices,
    body: jsonBody(invoiceFields),
    status: 201,
    response: invoiceSchema,
  }),
  /** A draft's whole content replaced (its number stays). */
  updateInvoice: defineEndpoint({
    method: 'PUT',
    path: `${I}/:id/`,
    access: ACCESS.invoices,
    params: invoiceParams,
    body: jsonBody(invoiceFields),
    response: invoiceSchema,
  }),
  sendInvoice: defineEndpoint({
    method: 'POST',
    path: `${I}/:id/send/`,
    access: ACCESS.invoices,
    params: invoiceParams,
    response: invoiceSchema,
  }),
  sendInvoices: defineEndpoint({
    method: 'POST',
    path: `${I}/send/`,
    access: ACCESS.invoices,
    body: jsonBody(invoiceIdsFields),
    response: bulkSendSchema,
  }),
  remindInvoice: defineEndpoint({
    method: 'POST',
    path: `${I}/:id/remind/`,
    access: ACCESS.invoices,
    params: invoiceParams,
    response: invoiceSchema,
  }),
  voidInvoice: defineEndpoint({
    method: 'POST',
    path: `${I}/:id/void/`,
    access: ACCESS.invoices,
    params: invoiceParams,
    body: jsonBody(voidFields),
    response: invoiceSchema,
  }),
  recordPayment: defineEndpoint({
    method: 'POST',
    path: `${I}/:id/payments/`,
    access: ACCESS.invoices,
    params: invoiceParams,
    body: jsonBody(paymentFields),
    status: 201,
    response: invoiceSchema,
  }),
  /** The PDF: the one stored when it was sent; a draft's is drawn afresh, marked as a draft. */
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: `${I}/:id/pdf/`,
    access: ACCESS.billing,
    params: invoiceParams,
    response: z.unknown(),
  }),
  /** Several invoices' PDFs in one ZIP. */
  invoicePdfs: defineEndpoint({ method: 'GET', path: `${I}/pdf/`, access: ACCESS.invoices, query: invoiceIdsQuery, response: z.unknown() }),
  /** An owner pays an open invoice through the payment provider: where to pay. */
  payInvoice: defineEndpoint({
    method: 'POST',
    path: `${I}/:id/pay/`,
    access: ACCESS.buying,
    params: invoiceParams,
    body: jsonBody(payInvoiceFields),
    response: payInvoiceSchema,
  }),
};
