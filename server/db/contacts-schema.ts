import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContactSource, ContactStatus } from '@/api/contract/contacts';
import { organisations } from './organisations-schema';
import { users } from './people-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The contacts table (CRM): a person who reached a business, one per phone number and one per
 * e-mail address within it. Null `organisation_id` is the agency's own (the public site's contact
 * form). Made as calls, texts and inquiries arrive (contacts/capture.ts) and by CSV imports.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    /** E.164. */
    phone: text('phone'),
    /** Lower case. */
    email: text('email'),
    source: text('source').$type<ContactSource>().notNull(),
    status: text('status').$type<ContactStatus>().notNull().default('new'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Calls, texts received and contact-form messages, counted as they arrive. */
    interactions: integer('interactions').notNull().default(0),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One contact per number and per address within a business (the agency's own counted as 0).
    uniqueIndex('contacts_phone_idx')
      .on(sql`coalesce(${t.organisationId}, 0)`, t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex('contacts_email_idx')
      .on(sql`coalesce(${t.organisationId}, 0)`, t.email)
      .where(sql`${t.email} is not null`),
    // The table's default order (the most recently seen first), within a business or across them.
    index('contacts_organisation_seen_idx').on(t.organisationId, t.lastSeenAt, t.id),
    index('contacts_seen_idx').on(t.lastSeenAt, t.id),
    // The CRM dashboard's period: contacts first seen in it.
    index('contacts_first_seen_idx').on(t.firstSeenAt),
    index('contacts_tags_idx').using('gin', t.tags),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;
