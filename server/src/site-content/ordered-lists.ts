import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { offices, testimonials } from '@server/db/schema';
import { fieldError } from '@server/src/http/http-errors';
import { namesExactly } from './list-order';

/** The lists staff put in order by hand on the public pages. */
type OrderedTable = typeof offices | typeof testimonials;

/** The list's rows in its order. */
export function rowsInOrder<T extends OrderedTable>(db: Db, table: T) {
  return db
    .select()
    .from(table as OrderedTable)
    .orderBy(asc(table.position), asc(table.id)) as Promise<T['$inferSelect'][]>;
}

/** The position after the list's last row. */
export async function nextPosition(db: Db, table: OrderedTable): Promise<number> {
  const [last] = await db.select({ position: max(table.position) }).from(table);
  return (last?.position ?? -1) + 1;
}

/** The list's new order, in one transaction: it names every row once, or nothing changes (400 `order_mismatch`). */
export function reorderList(db: Db, table: OrderedTable, ids: number[]) {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).orderBy(asc(table.id)).for('update');
    if (
      !namesExactly(
        ids,
        rows.map((row) => row.id),
      )
    )
      throw fieldError('ids', 'order_mismatch');
    for (const [position, id] of ids.entries()) await tx.update(table).set({ position }).where(eq(table.id, id));
  });
}
