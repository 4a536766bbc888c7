import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The shared counters of rate-limiter-flexible's PostgreSQL store (per-minute request limits,
 * sign-in lockouts, per-e-mail limits of the account calls): one row per counted key, updated in
 * one statement, so every API process counts the same and two requests at once both count. The
 * columns are the ones the library reads and writes; we create the table here instead of letting it
 * do so at run time.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    /** What is counted: the limit's name, then whose requests (an address, an e-mail). */
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    /** When the count starts again, in milliseconds since 1970 (the library's unit). */
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('limit_counters_expire_idx').on(t.expire)],
);
