import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/api/client';
import { taskEndpoints } from '@/api/contract/tasks';
import { boardApi } from './board-api';

/**
 * The reads of tasks, as the cache knows them: a project's board and archive, one task, and the
 * signed-in person's todo board (the todo area reads it with this key, so that a change made in
 * the phase editor can say it changed).
 */
export const taskKeys = {
  board: (projectId: number) => ['tasks', 'board', projectId] as const,
  archive: (projectId: number) => ['tasks', 'archive', projectId] as const,
  task: (taskId: number) => ['tasks', 'task', taskId] as const,
  todo: ['tasks', 'todo'] as const,
};

/** A project's phases in order, with their tasks. */
export const boardQuery = (projectId: number) =>
  queryOptions({
    queryKey: taskKeys.board(projectId),
    queryFn: () => boardApi.load(projectId),
  });

/** A project's archived tasks. */
export const archiveQuery = (projectId: number) =>
  queryOptions({
    queryKey: taskKeys.archive(projectId),
    queryFn: () => boardApi.archive(projectId),
  });

/** One task, as its drawer shows it. */
export const taskQuery = (taskId: number) =>
  queryOptions({
    queryKey: taskKeys.task(taskId),
    queryFn: () => callApi(taskEndpoints.task, { params: { taskId } }),
  });
