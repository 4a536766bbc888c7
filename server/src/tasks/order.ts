import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { orderFields } from '@/api/contract/tasks';
import type { Db } from '@server/db/client';
import { phases, projects, tasks } from '@server/db/schema';
import { conflict, invalidFields } from '@server/src/http/http-errors';
import { publishLive } from '@server/src/live/publish';
import { nextOrderVersion } from './board';
import { boardChange, todoChanges } from './live-changes';

type OrderChange = z.output<typeof orderFields>;

const sameSet = (given: number[], actual: number[]) =>
  given.length === actual.length && new Set(given).size === given.length && actual.every((id) => given.includes(id));

/**
 * The whole order of a project's phases and of the tasks in each, in one transaction. It must
 * name every phase and every task not archived of this project, each once, and come from the
 * current version of the order; else nothing changes (400, or 409 when another change came first).
 * The board hears of the new version; the todo boards, of the tasks that changed phase (their cards name it).
 */
export async function applyOrder(db: Db, projectId: number, change: OrderChange): Promise<number> {
  return db.transaction(async (tx) => {
    // Taking the project's row first makes two orders for one project wait for each other.
    const [project] = await tx.select({ version: projects.orderVersion }).from(projects).where(eq(projects.id, projectId)).for('update');
    if (project!.version !== change.order_version) {
      throw conflict('The board has changed since it was loaded. Reload it and try again.');
    }
    const phaseRows = await tx.select({ id: phases.id }).from(phases).where(eq(phases.projectId, projectId));
    const taskRows = await tx
      .select({ id: tasks.id, phase: tasks.phaseId, position: tasks.position })
      .from(tasks)
      .where(and(eq(tasks.projectId, projectId), eq(tasks.archived, false)));
    const givenPhases = change.phases.map((p) => p.id);
    const givenTasks = change.phases.flatMap((p) => p.tasks);
    if (
      !sameSet(
        givenPhases,
        phaseRows.map((p) => p.id),
      ) ||
      !sameSet(
        givenTasks,
        taskRows.map((t) => t.id),
      )
    ) {
      throw invalidFields({ phases: ['order_mismatch'] });
    }
    const current = new Map(taskRows.map((t) => [t.id, t]));
    const changedPhase: number[] = [];
    for (const [position, phase] of change.phases.entries()) {
      await tx.update(phases).set({ position }).where(eq(phases.id, phase.id));
      for (const [taskPosition, taskId] of phase.tasks.entries()) {
        const before = current.get(taskId)!;
        if (before.phase === phase.id && before.position === taskPosition) continue;
        if (before.phase !== phase.id) changedPhase.push(taskId);
        await tx
          .update(tasks)
          .set({ phaseId: phase.id, position: taskPosition, updatedAt: sql`now()` })
          .where(eq(tasks.id, taskId));
      }
    }
    const version = await nextOrderVersion(tx, projectId);
    await publishLive(tx, [boardChange(projectId, version), ...(await todoChanges(tx, changedPhase))]);
    return version;
  });
}
