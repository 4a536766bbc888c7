import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORGANISATION_ROLES } from '@/api/contract/organisations-values';
import { users } from './people-schema';

export const organisationRole = pgEnum('organisation_role', ORGANISATION_ROLES);

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A client business. Its numbers, the projects it is the client of, and what later areas sell or
 * bill it belong to it, not to one of its people. Ids are given by default, not always: the
 * migration that made one business per existing client kept that client's id (0016).
 */
export const organisations = pgTable('organisations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  legalName: text('legal_name').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  billingEmail: text('billing_email').notNull().default(''),
  address: text('address').notNull().default(''),
  /** ISO 4217. */
  currency: text('currency').notNull().default('USD'),
  language: text('language').notNull().default('en'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** The logo's public URL under /media/ (files/media.ts), as avatars keep theirs. */
  logo: text('logo'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Who belongs to a business, and as what. A person may belong to several. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: organisationRole('role').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId] }), index('organisation_members_user_idx').on(t.userId)],
);

/**
 * An invitation to join a business, by e-mail address, whether or not the address has an account
 * yet. By hash only; one live invitation per address and business; it expires.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Lower case, as accounts keep it. */
    email: text('email').notNull(),
    role: organisationRole('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The e-mail's language for someone without an account. */
    language: text('language'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organisation_invitations_email_idx').on(t.organisationId, t.email)],
);

export type OrganisationRow = typeof organisations.$inferSelect;
export type OrganisationMemberRow = typeof organisationMembers.$inferSelect;
export type OrganisationInvitationRow = typeof organisationInvitations.$inferSelect;
