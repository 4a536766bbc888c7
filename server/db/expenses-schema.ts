import { bigint, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExpenseCategory } from '@/api/contract/expenses-values';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import { users } from './people-schema';

/**
 * What the agency pays to run the product (the phone network, the language models, hosting), each
 * with its receipt kept through the storage interface under a private key.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    category: text('category').$type<ExpenseCategory>().notNull(),
    vendor: text('vendor').notNull(),
    description: text('description').notNull().default(''),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<InvoiceCurrency>().notNull(),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    receiptKey: text('receipt_key').notNull(),
    receiptName: text('receipt_name').notNull(),
    receiptContentType: text('receipt_content_type').notNull(),
    receiptSize: integer('receipt_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expenses_period_idx').on(t.currency, t.spentOn)],
);
export type ExpenseRow = typeof expenses.$inferSelect;
