import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@/api/contract/roles';

export const userRole = pgEnum('user_role', ROLES);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    role: userRole('role'),
    avatar: text('avatar'),
    /** Languages the person works in (locale codes), for matching people and clients. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The language the person chose for the interface and for Lato's e-mails to them. */
    preferredLanguage: text('preferred_language'),
    /** Null until the person accepts their invitation and chooses a password (`invitations`). */
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The authenticator app's TOTP secret, sealed with the server's secret (crypto/seal.ts); set
     * while two-step sign-in is on, null otherwise.
     */
    twoStepSecret: text('two_step_secret'),
    twoStepEnabledAt: timestamp('two_step_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted, so a code seen over someone's shoulder cannot be used twice. */
    twoStepLastStep: bigint('two_step_last_step', { mode: 'number' }),
    /** The campaign code the person arrived with when they signed up (marketing); null without one. */
    signUpCampaign: text('sign_up_campaign'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_role_idx').on(t.role), index('users_created_at_idx').on(t.createdAt)],
);

/** One signed-in browser: lives until sign-out, expiry, or detected reuse of a refresh token. */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('refresh_sessions_user_idx').on(t.userId)],
);

/**
 * Every refresh token a session has been given, by hash only. A token is good once: using it
 * marks it used and issues the next; presenting a used one again is reuse.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => refreshSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * The one live password-reset code of a person, by hash only: a new request replaces it; it lasts
 * minutes and takes a few wrong tries.
 */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  triesLeft: integer('tries_left').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-up waiting for its e-mail address to be proved with the code sent there: the account is
 * made only then. One per address; a new sign-up replaces it. Every sign-up gets one, even for an
 * address that already has an account (its code is sent nowhere), so tries answer alike either way.
 */
export const pendingSignUps = pgTable('pending_sign_ups', {
  email: text('email').primaryKey(),
  fullName: text('full_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  language: text('language'),
  /** The campaign code the visitor arrived with (marketing), kept for the account made. */
  campaign: text('campaign'),
  codeHash: text('code_hash').notNull(),
  triesLeft: integer('tries_left').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes for signing in when the authenticator app is lost, by hash only; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * The agency's sign-in rules, one row (its key is always true): whether staff must use two-step
 * sign-in. Set by the CEO.
 */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: boolean('id').primaryKey().default(true),
    twoStepRequiredForStaff: boolean('two_step_required_for_staff').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('security_settings_one_row', sql`${t.id}`)],
);

/**
 * The one-time invitation of an account a manager created: its owner follows the e-mailed link
 * and chooses their own password. By hash only; it lasts days; a new one replaces it.
 */
export const invitations = pgTable('invitations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The development outbox: e-mails kept instead of sent where no SMTP server is configured (mail/outbox.ts). */
export const outboxEmails = pgTable('outbox_emails', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  /** Subject and text sealed with the server's secret (mail/email-seal.ts): they can hold a reset code. */
  sealed: text('sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which areas' demo data this database has received. Each area seeds once; a database made
 * before an area existed gets that area's demo data on its next start, and keeps what its users
 * changed in the others.
 */
export const seedRuns = pgTable('seed_runs', {
  area: text('area').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
