import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';

// PostgreSQL takes at most 65,535 parameters in one statement.
const MAX_PARAMETERS = 65_000;

function chunksOf<T>(table: PgTable, rows: T[]): T[][] {
  const size = Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length);
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/** Inserts the rows with as few multi-row INSERTs as the parameter limit allows. */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (const chunk of chunksOf(table, rows)) await db.insert(table).values(chunk as never);
}

/** The same, answering the new rows' ids in the order the rows were given. */
export async function insertReturningIds<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunksOf(table, rows)) {
    const returned = (await db
      .insert(table)
      .values(chunk as never)
      .returning({ id: table.id })) as { id: number }[];
    ids.push(...returned.map((r) => r.id));
  }
  return ids;
}
