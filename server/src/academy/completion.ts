import { and, eq, sql } from 'drizzle-orm';
import type { ModuleSummary } from '@/api/contract/academy';
import type { Db } from '@server/db/client';
import { helpModules, moduleCompletions } from '@server/db/schema';
import { moduleSummary, visibleTo } from './module-reads';
import { isForeignKeyViolation } from '@server/src/sql/unique-violation';
import type { Reader } from './reader';

/**
 * The reader marks a module they can see done. Marked already, the first mark stays: its moment is
 * when they finished it, which the dashboard counts, and a second click must not move it.
 */
export async function markDone(db: Db, reader: Reader, id: number, now: Date): Promise<ModuleSummary> {
  // One statement: a draft or an unknown module gives no row to insert, and the read below answers 404.
  // A module deleted between the statement's read and its write fails its foreign key: the same 404.
  await db
    .insert(moduleCompletions)
    .select(
      db
        .select({
          userId: sql<number>`${reader.id}::int`.as('user_id'),
          moduleId: helpModules.id,
          completedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('completed_at'),
        })
        .from(helpModules)
        .where(and(eq(helpModules.id, id), visibleTo(reader))),
    )
    .onConflictDoNothing()
    .catch((error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error;
    });
  return moduleSummary(db, reader, id);
}

/** The reader's mark goes; not marked, nothing changes. */
export async function markNotDone(db: Db, reader: Reader, id: number): Promise<ModuleSummary> {
  const summary = await moduleSummary(db, reader, id);
  await db.delete(moduleCompletions).where(and(eq(moduleCompletions.userId, reader.id), eq(moduleCompletions.moduleId, id)));
  return { ...summary, completed_at: null };
}
