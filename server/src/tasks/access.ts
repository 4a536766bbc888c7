import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { checklistItems, phases, tasks, type ProjectRow, type UserRow } from '@server/db/schema';
import { forbidden, notFound } from '@server/src/http/http-errors';
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

export interface TaskScope {
  task: typeof tasks.$inferSelect;
  /** Shapes the task (text, assignment, archive, delete): a manager of its project, or the owner of a personal task. */
  manages: boolean;
}

/**
 * A task the viewer may see, else 404: one of a project they see, or a personal task of the todo
 * board they made or are assigned (which belongs to them alone).
 */
export async function taskScope(db: Db, viewer: Viewer, taskId: number): Promise<TaskScope> {
  const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!task) throw notFound();
  if (task.projectId === null) {
    if (task.createdBy !== viewer.id && !(await isAssignee(db, taskId, viewer.id))) throw notFound();
    return { task, manages: true };
  }
  const { manages } = await projectScope(db, viewer, task.projectId);
  return { task, manages };
}

/** Shape a task: 403 for someone who sees it but does not manage it. */
export async function managedTask(db: Db, viewer: Viewer, taskId: number): Promise<TaskScope> {
  const scope = await taskScope(db, viewer, taskId);
  if (!scope.manages) throw forbidden('Only a project manager may change this.');
  return scope;
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
