import { eq } from 'drizzle-orm';
import type { HelpModule, ModuleList } from '@/api/contract/academy';
import type { Db } from '@server/db/client';
import { helpModules } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { moduleColumns, type ModuleFields } from './module-fields';
import { closeUpAfter, lockOrder, nextPosition, placeModule } from './module-order';
import { moduleList, wholeModule } from './module-reads';
import type { Reader } from './reader';

/** A new module, last in the order. */
export async function createModule(db: Db, reader: Reader, fields: ModuleFields, now: Date): Promise<HelpModule> {
  const columns = moduleColumns(fields);
  const id = await db.transaction(async (tx) => {
    await lockOrder(tx);
    const [row] = await tx
      .insert(helpModules)
      .values({ ...columns, position: await nextPosition(tx), createdAt: now, updatedAt: now })
      .returning({ id: helpModules.id });
    return row!.id;
  });
  return wholeModule(db, reader, id);
}

/** A change of its texts, length or state; its place and everyone's progress stay. */
export async function updateModule(db: Db, reader: Reader, id: number, fields: ModuleFields, now: Date): Promise<HelpModule> {
  const columns = moduleColumns(fields);
  const changed = await db
    .update(helpModules)
    .set({ ...columns, updatedAt: now })
    .where(eq(helpModules.id, id))
    .returning({ id: helpModules.id });
  if (changed.length === 0) throw notFound('Module not found.');
  return wholeModule(db, reader, id);
}

/** Moves a module; its text is unchanged, so its `updated_at` too. Answers the order as the reader sees it. */
export async function moveModule(db: Db, reader: Reader, id: number, position: number): Promise<ModuleList> {
  await db.transaction(async (tx) => {
    await lockOrder(tx);
    await placeModule(tx, id, position);
  });
  return moduleList(db, reader);
}

/** The module goes with everyone's marks on it (the foreign key cascades), and the ones after it move up. */
export function removeModule(db: Db, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockOrder(tx);
    const [removed] = await tx.delete(helpModules).where(eq(helpModules.id, id)).returning({ position: helpModules.position });
    if (!removed) throw notFound('Module not found.');
    await closeUpAfter(tx, removed.position);
  });
}
