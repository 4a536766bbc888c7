import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  InvoiceEventKind,
  InvoiceLineSource,
  InvoiceOrigin,
  InvoicePaymentMethod,
  InvoiceStatus,
  UsageMetric,
} from '@/api/contract/invoices-values';
import { twilioNumbers } from './lato-ai-schema';
import { organisations } from './organisations-schema';
import { users } from './people-schema';
import { phases, projects, tasks } from './projects-schema';
import { type AddressSnapshot, orders, products } from './shop-schema';

/*
 * Invoices the agency issues to its client businesses: numbered gapless per year (a number is taken
 * in the transaction that creates the invoice, so a rollback gives it back), their lines and what
 * they come to (integer minor units, computed by the server), the payments against them and a
 * timeline. A sent invoice is final: its PDF is stored once and never redrawn.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The last number given each year: the row is locked by the update that takes the next one. */
export const invoiceNumberSequences = pgTable('invoice_number_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** `INV-2026-0001`. */
    number: text('number').notNull().unique(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    status: text('status').$type<InvoiceStatus>().notNull().default('draft'),
    origin: text('origin').$type<InvoiceOrigin>().notNull().default('manual'),
    currency: text('currency').notNull(),
    /** The organisation's language when it was made: its PDF and e-mails. */
    language: text('language').$type<'en' | 'es'>().notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    paidMinor: integer('paid_minor').notNull().default(0),
    notes: text('notes').notNull().default(''),
    terms: text('terms').notNull().default(''),
    /** The organisation's default billing address, taken when it is sent (or issued paid). */
    address: jsonb('address').$type<AddressSnapshot>(),
    /** The paid order that issued it: one invoice per order. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The usage month a usage invoice bills (`YYYY-MM`): one per organisation and month. */
    usageMonth: text('usage_month'),
    /** The stored PDF's key, set once when it is sent and never changed. */
    pdfKey: text('pdf_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence),
    uniqueIndex('invoices_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('invoices_usage_month_idx')
      .on(t.organisationId, t.usageMonth)
      .where(sql`${t.usageMonth} is not null`),
    index('invoices_organisation_idx').on(t.organisationId, t.issueDate),
    index('invoices_status_idx').on(t.status, t.dueDate),
    index('invoices_issue_idx').on(t.issueDate, t.id),
    // The list's other orders.
    index('invoices_due_idx').on(t.dueDate, t.id),
    index('invoices_total_idx').on(t.totalMinor, t.id),
    // The status tabs' counts and sums, read from the index alone when nothing narrows the list.
    index('invoices_tabs_idx').on(t.status, t.currency, t.totalMinor),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    source: text('source').$type<InvoiceLineSource>().notNull().default('manual'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    phaseId: integer('phase_id').references(() => phases.id, { onDelete: 'set null' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    numberId: integer('number_id').references(() => twilioNumbers.id, { onDelete: 'set null' }),
    usageMonth: text('usage_month'),
    usageMetric: text('usage_metric').$type<UsageMetric>(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitMinor: integer('unit_minor').notNull(),
    /** Basis points: 1000 is 10 %. */
    discountBp: integer('discount_bp').notNull().default(0),
    taxBp: integer('tax_bp').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    /** Quantity times unit price, less the discount. */
    netMinor: integer('net_minor').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    method: text('method').$type<InvoicePaymentMethod>().notNull(),
    reference: text('reference').notNull().default(''),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The provider's order that paid it, when it came through the provider. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_payments_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);

export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvoiceEventKind>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor'),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.at)],
);
