import { queryOptions } from '@tanstack/react-query';
import { taskKeys } from '@/features/phase-editor';
import { todoApi } from './todo-api';

/** The signed-in person's todo board: the tasks given to them, in three columns. */
export const todoQuery = queryOptions({
  queryKey: taskKeys.todo,
  queryFn: () => todoApi.load(),
});
