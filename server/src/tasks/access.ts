import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { checklistItems, phases, tasks, type ProjectRow, type UserRow } from '@server/db/schema';
import { forbidden, notFound } from '@server/src/http-errors';
import { managesProjects, visibleProject } from '@server/src/projects/visibility';
import { isAssignee } from './task-rows';

type Viewer = Pick<UserRow, 'id' | 'role'>;

export interface ProjectScope {
  project: ProjectRow;
  /** Shapes the project: phases, order, assignment, archive, delete. */
  manages: boolean;
}

/** A project the viewer may see (else 404), and whether they shape it. */
export async function projectScope(db: Db, viewer: Viewer, projectId: number): Promise<ProjectScope> {
  return { project: await visibleProject(db, viewer, projectId), manages: managesProjects(viewer) };
}

export async function phaseScope(db: Db, viewer: Viewer, phaseId: number) {
  const [phase] = await db.select().from(phases).where(eq(phases.id, phaseId)).limit(1);
  if (!phase) throw notFound();
  return { phase, ...(await projectScope(db, viewer, phase.projectId)) };
}

/** A task of a project the viewer may see (a personal todo task is not one), else 404. */
export async function taskScope(db: Db, viewer: Viewer, taskId: number) {
  const [task] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), isNotNull(tasks.projectId)))
    .limit(1);
  if (!task) throw notFound();
  return { task, ...(await projectScope(db, viewer, task.projectId!)) };
}

/**
 * Work on a task (its status, dates, checklist): its project's managers, or a person it is
 * assigned to. Anyone else who sees the project gets 403.
 */
export async function workableTask(db: Db, viewer: Viewer, taskId: number) {
  const scope = await taskScope(db, viewer, taskId);
  if (!scope.manages && !(await isAssignee(db, taskId, viewer.id))) {
    throw forbidden('Only the people this task is assigned to, or a project manager, may change it.');
  }
  return scope;
}

export async function workableChecklistItem(db: Db, viewer: Viewer, itemId: number) {
  const [item] = await db.select().from(checklistItems).where(eq(checklistItems.id, itemId)).limit(1);
  if (!item) throw notFound();
  return { item, ...(await workableTask(db, viewer, item.taskId)) };
}
