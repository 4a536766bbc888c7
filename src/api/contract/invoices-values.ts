/**
 * Invoices' fixed vocabularies, shared by the contract, the database schema, the server and the
 * pages: where an invoice stands, where it came from, what its lines bill and how it was paid.
 */

/**
 * A draft is edited freely and has its number already (numbers are gapless, so a draft is voided,
 * never deleted); sent is final, then paid in part or whole, or overdue (the daily job) once its
 * due date passes unpaid; void keeps its number and bills nothing.
 */
export const INVOICE_STATUSES = ['draft', 'sent', 'partially_paid', 'overdue', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The statuses an invoice can still be paid in. */
export const OPEN_INVOICE_STATUSES = ['sent', 'partially_paid', 'overdue'] as const satisfies readonly InvoiceStatus[];

/** Typed by staff, issued by a paid order of the shop, or drafted by the monthly usage job. */
export const INVOICE_ORIGINS = ['manual', 'order', 'usage'] as const;
export type InvoiceOrigin = (typeof INVOICE_ORIGINS)[number];

/** What a line bills: typed by hand, a product of the catalogue, a project's phase or task, or a number's usage of a month. */
export const INVOICE_LINE_SOURCES = ['manual', 'product', 'phase', 'task', 'usage'] as const;
export type InvoiceLineSource = (typeof INVOICE_LINE_SOURCES)[number];

/** A usage line counts a number's call minutes or its SMS. */
export const USAGE_METRICS = ['minutes', 'sms'] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];

/**
 * The currencies invoices are written in (ISO 4217): the shop's, and Chilean peso and yen (no minor
 * unit) and Kuwaiti dinar (three decimals) for clients billed in them.
 */
export const INVOICE_CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN', 'CLP', 'JPY', 'KWD'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

/** How a payment reached the agency: recorded by staff, or taken by the payment provider. */
export const INVOICE_PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'cheque', 'other', 'provider'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];
/** The methods a person records by hand (the provider's payments come by its webhook only). */
export const RECORDED_PAYMENT_METHODS = [
  'bank_transfer',
  'card',
  'cash',
  'cheque',
  'other',
] as const satisfies readonly InvoicePaymentMethod[];

/** What an invoice's timeline shows. */
export const INVOICE_EVENT_KINDS = ['created', 'updated', 'sent', 'reminded', 'payment', 'paid', 'overdue', 'voided'] as const;
export type InvoiceEventKind = (typeof INVOICE_EVENT_KINDS)[number];

/** The orders the invoice list can be read in (the address's `sort`). */
export const INVOICE_SORTS = ['-issue_date', 'issue_date', '-due_date', 'due_date', '-total', 'total', '-number', 'number'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
