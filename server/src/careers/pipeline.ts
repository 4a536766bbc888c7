import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { APPLICATION_STAGES, type ApplicationBoard, type moveApplicationFields } from '@/api/contract/careers';
import type { Db } from '@server/db/client';
import { jobApplications, jobPositions } from '@server/db/schema';
import { conflict, fieldError, notFound } from '@server/src/http/http-errors';
import { groupRows } from '@server/src/sql/group-rows';
import { readTogether } from '@server/src/sql/read-together';
import { applicationCards, positionRefs } from './application-rows';

type Move = z.output<typeof moveApplicationFields>;

/** The pipeline board: every stage in order with its applications in order, narrowed to one position when asked. */
export async function applicationBoard(db: Db, position: number | null): Promise<ApplicationBoard> {
  if (position !== null) {
    const [known] = await db.select({ id: jobPositions.id }).from(jobPositions).where(eq(jobPositions.id, position));
    if (!known) throw notFound('No such position.');
  }
  const [cards, positions] = await readTogether(db, [
    () => applicationCards(db, position === null ? undefined : eq(jobApplications.positionId, position)),
    () => positionRefs(db),
  ]);
  const byStage = groupRows(
    cards,
    (card) => card.stage,
    (card) => card,
  );
  return {
    position,
    stages: APPLICATION_STAGES.map((stage) => ({ stage, applications: byStage.get(stage) ?? [] })),
    positions,
  };
}

/**
 * Where the card goes among the stage's other cards (all positions'), for an index counted on
 * the board as shown: before the shown card now at that index, or after the last one shown.
 */
function placeAmong(others: readonly { id: number; positionId: number }[], move: Move): number {
  const shown = move.position === null ? others : others.filter((card) => card.positionId === move.position);
  if (move.index < shown.length) return others.indexOf(shown[move.index]!);
  return shown.length === 0 ? others.length : others.indexOf(shown.at(-1)!) + 1;
}

/**
 * Moves an application to a place in a stage, in one transaction: the stage is numbered again
 * from 0, and the card's version raised; a move into `hired` dates the hiring `now`, a move out
 * of it clears that date. A move made from an older version of the card (another
 * person moved or changed it) is refused with 409.
 */
export async function moveApplication(db: Db, id: number, move: Move, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // The card and the stage it goes to, locked in one order (by id): two moves wait, never deadlock.
    const locked = await tx
      .select({
        id: jobApplications.id,
        positionId: jobApplications.positionId,
        version: jobApplications.version,
        stage: jobApplications.stage,
        hiredAt: jobApplications.hiredAt,
      })
      .from(jobApplications)
      .where(or(eq(jobApplications.id, id), eq(jobApplications.stage, move.stage)))
      .orderBy(asc(jobApplications.id))
      .for('update');
    const card = locked.find((row) => row.id === id);
    if (!card) throw notFound();
    if (card.version !== move.version) throw conflict('This application has changed since the board was loaded. Reload it and try again.');
    if (move.position !== null && card.positionId !== move.position) throw fieldError('position', 'invalid');
    const others = await tx
      .select({ id: jobApplications.id, positionId: jobApplications.positionId, position: jobApplications.position })
      .from(jobApplications)
      .where(and(eq(jobApplications.stage, move.stage), ne(jobApplications.id, id)))
      .orderBy(asc(jobApplications.position), asc(jobApplications.id));
    const at = placeAmong(others, move);
    const order = [...others.slice(0, at).map((row) => row.id), id, ...others.slice(at).map((row) => row.id)];
    const placeOf = new Map(others.map((row) => [row.id, row.position]));
    // Hired when it first reaches `hired` (a move within the stage keeps the day); leaving the stage undoes it.
    const hiredAt = move.stage !== 'hired' ? null : card.stage === 'hired' && card.hiredAt ? card.hiredAt : now;
    for (const [place, cardId] of order.entries()) {
      if (cardId === id) {
        await tx
          .update(jobApplications)
          .set({ stage: move.stage, position: place, version: sql`${jobApplications.version} + 1`, updatedAt: now, hiredAt })
          .where(eq(jobApplications.id, id));
      } else if (placeOf.get(cardId) !== place) {
        // Only its place in the column changed, not the application: its version stays.
        await tx.update(jobApplications).set({ position: place }).where(eq(jobApplications.id, cardId));
      }
    }
  });
}
