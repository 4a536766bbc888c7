import { and, count, eq, gt, gte, lt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { helpModules } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';

/*
 * The academy's one order: positions 1..n without gaps. Every change to it (a new module, a move, a
 * removal) first takes a lock that writers of the order share with nobody, so two editors at once
 * cannot both take the same last place or shift the same rows; readers, and the completions' keys
 * onto the modules, are not held up by it.
 */

export const lockOrder = (tx: Db) => tx.execute(sql`lock table ${helpModules} in share row exclusive mode`);

/** The place after the last module. */
export async function nextPosition(tx: Db): Promise<number> {
  const [last] = await tx.select({ position: max(helpModules.position) }).from(helpModules);
  return (last?.position ?? 0) + 1;
}

/** Puts a module at `wanted` (past the last is last), shifting the modules between its old place and the new one. */
export async function placeModule(tx: Db, id: number, wanted: number): Promise<void> {
  const [moved] = await tx.select({ position: helpModules.position }).from(helpModules).where(eq(helpModules.id, id));
  if (!moved) throw notFound('Module not found.');
  const [{ modules } = { modules: 0 }] = await tx.select({ modules: count() }).from(helpModules);
  const from = moved.position;
  const to = Math.min(wanted, modules);
  if (to === from) return;
  const others = sql`${helpModules.id} <> ${id}`;
  if (to < from)
    await tx
      .update(helpModules)
      .set({ position: sql`${helpModules.position} + 1` })
      .where(and(others, gte(helpModules.position, to), lt(helpModules.position, from)));
  else
    await tx
      .update(helpModules)
      .set({ position: sql`${helpModules.position} - 1` })
      .where(and(others, gt(helpModules.position, from), lte(helpModules.position, to)));
  await tx.update(helpModules).set({ position: to }).where(eq(helpModules.id, id));
}

/** Closes the gap a removed module left at `position`. */
export function closeUpAfter(tx: Db, position: number) {
  return tx
    .update(helpModules)
    .set({ position: sql`${helpModules.position} - 1` })
    .where(gt(helpModules.position, position));
}
