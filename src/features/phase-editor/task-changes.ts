import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '@/api/query-client';
import { projectKeys } from '@/features/projects';
import type { OperationKind } from '@machines/board/operations';
import { taskKeys } from './task-queries';

/** The project of the board a personal task is shown on (the todo board's drawer): none. */
export const NO_PROJECT = 0;

/** Where else, past the project's board, the task and the todo board, a change to a project's tasks shows. */
type AlsoShown = 'archive' | 'phases' | 'progress' | 'openTasks';

/**
 * Each change the editor saves, and the other reads that show what it changed:
 * - archive: the project's archived tasks;
 * - phases: the project's page, with its phases in order and their tasks counted by status;
 * - progress: the project's progress and task counts wherever projects are listed;
 * - openTasks: the open tasks (neither done nor archived) counted for each person.
 */
const ALSO_SHOWN: Record<OperationKind, readonly AlsoShown[]> = {
  moveTask: ['phases'],
  movePhase: ['phases'],
  createPhase: ['phases'],
  renamePhase: ['phases'],
  deletePhase: ['archive', 'phases', 'progress', 'openTasks'],
  createTask: ['phases', 'progress', 'openTasks'],
  editTask: [],
  setStatus: ['phases', 'progress', 'openTasks'],
  setDates: [],
  assign: ['openTasks'],
  archiveTask: ['archive', 'phases', 'progress', 'openTasks'],
  unarchiveTask: ['archive', 'phases', 'progress', 'openTasks'],
  deleteTask: ['archive', 'phases', 'progress', 'openTasks'],
  addChecklistItem: [],
  toggleChecklistItem: [],
  editChecklistItem: [],
  deleteChecklistItem: [],
};

/**
 * The reads a saved change makes out of date. The todo board shows every detail of its cards, so
 * it is always one. A personal task (`projectId` null) is on no project: nothing of a project
 * changes, and no one's open tasks, which count project tasks only.
 */
export function readsChangedBy(kind: OperationKind, projectId: number | null, taskId?: number): QueryKey[] {
  const reads: QueryKey[] = [taskKeys.todo];
  if (taskId !== undefined) reads.push(taskKeys.task(taskId));
  if (projectId === null) return reads;
  const also = new Set(ALSO_SHOWN[kind]);
  reads.push(taskKeys.board(projectId));
  if (also.has('archive')) reads.push(taskKeys.archive(projectId));
  if (also.has('phases') || also.has('progress')) reads.push(projectKeys.detail(projectId));
  if (also.has('progress')) reads.push(projectKeys.lists);
  if (also.has('openTasks')) reads.push(projectKeys.team);
  // A member's profile lists their projects with their progress, and counts their open tasks.
  if (also.has('progress') || also.has('openTasks')) reads.push(projectKeys.everyMemberWork);
  return reads;
}

/**
 * After a saved change: the reads it changed are asked again where they are shown, and when next
 * shown elsewhere. Not waited for: the next change is saved meanwhile.
 */
export function invalidateReadsChangedBy(kind: OperationKind, projectId: number | null, taskId?: number): void {
  for (const queryKey of readsChangedBy(kind, projectId, taskId)) void queryClient.invalidateQueries({ queryKey });
}
