import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people-schema';

/**
 * The agency's marketing campaigns: each named by the code its links carry as `utm_campaign`. What
 * a campaign brought is read by that code from page views, inquiries, sign-ups and orders, so the
 * figures need no row of their own and stay when a campaign is deleted.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Lower case (marketing-values.ts' pattern); one campaign per code. */
    code: text('code').notNull().unique(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaigns_starts_idx').on(t.startsOn, t.id)],
);
