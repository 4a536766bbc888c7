import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people-schema';

/**
 * The clients' onboarding academy: help modules written by staff in both languages (sanitised
 * HTML), in one order, and who has marked which one done.
 */
export const helpModules = pgTable(
  'help_modules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryEs: text('summary_es').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyEs: text('body_es').notNull(),
    minutes: integer('minutes').notNull(),
    published: boolean('published').notNull().default(false),
    /** From 1, without gaps: the academy's order. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_modules_position_idx').on(t.position)],
);

/** A person's mark that they have done a module; gone when they unmark it, or with the module or the person. */
export const moduleCompletions = pgTable(
  'module_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => helpModules.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] }), index('module_completions_module_idx').on(t.moduleId, t.completedAt)],
);
