import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';

/** A statement as rate-limiter-flexible's PostgreSQL store hands it to its client (pg's query config). */
interface StoreStatement {
  text: string;
  values?: unknown[];
}

interface StoreResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

/** The result fields each driver fills: node-postgres's rowCount, PGlite's affectedRows. */
interface DriverResult {
  rows: Record<string, unknown>[];
  rowCount?: number | null;
  affectedRows?: number;
}

/** The library's text with its numbered placeholders ($1) turned into drizzle parameters. */
function asDrizzleQuery({ text, values = [] }: StoreStatement): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
}

/**
 * The client rate-limiter-flexible's PostgreSQL store queries (`client.query({ text, values })`,
 * reading `rows` and `rowCount`), over the app's own database: the same statements then run on
 * PostgreSQL and on PGlite, through the app's pool and its time limits.
 */
export function limiterStoreClient(db: Db) {
  return {
    async query(statement: StoreStatement): Promise<StoreResult> {
      const result = (await db.execute(asDrizzleQuery(statement))) as unknown as DriverResult;
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
  };
}
