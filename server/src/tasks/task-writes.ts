import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createTaskFields } from '@/api/contract/tasks';
import type { Db } from '@server/db/client';
import { phases, projectMembers, taskAssignees, tasks, type UserRow } from '@server/db/schema';
import { fieldError } from '@server/src/http/http-errors';
import { endOfPhase, nextOrderVersion } from './board';
import { publishTaskChange } from './live-changes';
import { tellNewAssignees } from './task-notices';

type NewTask = z.output<typeof createTaskFields>;

type TaskRow = typeof tasks.$inferSelect;

/** Who makes the change: told of nothing they did themselves, and named to those who are. */
type Actor = Pick<UserRow, 'id' | 'fullName'>;

/**
 * Assignees must be members of the task's project; a personal task (no project) is its owner's
 * alone. 400 `not_a_member` otherwise.
 */
export async function checkAssignees(db: Db, projectId: number | null, assignees: number[], ownerId?: number | null): Promise<void> {
  if (assignees.length === 0) return;
  if (projectId === null) {
    if (assignees.some((id) => id !== ownerId)) throw fieldError('assignees', 'not_a_member');
    return;
  }
  const rows = await db
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, assignees)));
  if (rows.length !== assignees.length) throw fieldError('assignees', 'not_a_member');
}

/**
 * A task at the end of its phase, with its assignees: one transaction, a new version of the order,
 * told to the board and to the assignees.
 */
export async function createTask(db: Db, creator: Actor, projectId: number, fields: NewTask) {
  await checkAssignees(db, projectId, fields.assignees);
  return db.transaction(async (tx) => {
    const [task] = await tx
      .insert(tasks)
      .values({
        projectId,
        phaseId: fields.phase,
        title: fields.title,
        description: fields.description,
        status: fields.status,
        startDate: fields.start_date,
        endDate: fields.end_date,
        position: await endOfPhase(tx, fields.phase),
        createdBy: creator.id,
      })
      .returning();
    if (fields.assignees.length > 0)
      await tx.insert(taskAssignees).values(fields.assignees.map((userId) => ({ taskId: task!.id, userId })));
    const version = await nextOrderVersion(tx, projectId);
    await publishTaskChange(tx, task!, { version });
    await tellNewAssignees(tx, creator, task!, [], fields.assignees);
    return { taskId: task!.id, version };
  });
}

/**
 * Replaces a task's assignees, in one transaction; a person kept keeps their place on their todo
 * board. Those taken off hear their card go; those put on are told.
 */
export async function assignTask(db: Db, actor: Actor, task: TaskRow, assignees: number[]): Promise<void> {
  const taskId = task.id;
  await checkAssignees(db, task.projectId, assignees, task.createdBy);
  await db.transaction(async (tx) => {
    const kept = await tx
      .select({ userId: taskAssignees.userId, boardPosition: taskAssignees.boardPosition })
      .from(taskAssignees)
      .where(eq(taskAssignees.taskId, taskId));
    const placeOf = new Map(kept.map((row) => [row.userId, row.boardPosition]));
    await tx.delete(taskAssignees).where(eq(taskAssignees.taskId, taskId));
    if (assignees.length > 0)
      await tx.insert(taskAssignees).values(assignees.map((userId) => ({ taskId, userId, boardPosition: placeOf.get(userId) ?? 0 })));
    await tx
      .update(tasks)
      .set({ updatedAt: sql`now()` })
      .where(eq(tasks.id, taskId));
    const before = kept.map((row) => row.userId);
    await publishTaskChange(tx, task, { before });
    await tellNewAssignees(tx, actor, task, before, assignees);
  });
}

/** Archives a task (it leaves its phase's list) or brings it back at the end of its phase, or of the first one. */
export async function setArchived(db: Db, task: TaskRow, archived: boolean) {
  return db.transaction(async (tx) => {
    let phaseId = task.phaseId;
    if (task.projectId === null) {
      // A personal task has no phase to leave or come back to.
      await tx
        .update(tasks)
        .set({ archived, updatedAt: sql`now()` })
        .where(eq(tasks.id, task.id));
      await publishTaskChange(tx, task);
      return 0;
    }
    if (!archived) {
      const [first] = await tx
        .select({ id: phases.id })
        .from(phases)
        .where(eq(phases.projectId, task.projectId!))
        .orderBy(asc(phases.position), asc(phases.id))
        .limit(1);
      phaseId ??= first?.id ?? null;
      if (phaseId === null) throw fieldError('phase', 'no_phase');
    }
    await tx
      .update(tasks)
      .set({
        archived,
        phaseId,
        ...(archived ? {} : { position: await endOfPhase(tx, phaseId!) }),
        updatedAt: sql`now()`,
      })
      .where(eq(tasks.id, task.id));
    const version = await nextOrderVersion(tx, task.projectId!);
    await publishTaskChange(tx, task, { version });
    return version;
  });
}

/** Deletes a task; a project's order gets a new version (a personal task has none: 0). */
export async function deleteTask(db: Db, task: TaskRow): Promise<number> {
  return db.transaction(async (tx) => {
    // Read first: the assignees go with the task, and their boards must still hear of it.
    const assigned = await tx.select({ id: taskAssignees.userId }).from(taskAssignees).where(eq(taskAssignees.taskId, task.id));
    await tx.delete(tasks).where(eq(tasks.id, task.id));
    const version = task.projectId === null ? 0 : await nextOrderVersion(tx, task.projectId);
    await publishTaskChange(tx, task, { version, before: assigned.map((row) => row.id) });
    return version;
  });
}
