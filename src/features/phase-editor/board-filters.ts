import type { TaskStatus } from '@/api/contract/projects';
import type { Task } from '@/api/contract/tasks';

export interface BoardFilters {
  assignee: number | null;
  status: TaskStatus | null;
  /** Only the tasks assigned to the signed-in person. */
  mine: boolean;
}

export const NO_FILTERS: BoardFilters = { assignee: null, status: null, mine: false };

export const isFiltered = (filters: BoardFilters) => filters.assignee !== null || filters.status !== null || filters.mine;

export function taskMatches(task: Task, filters: BoardFilters, me: number | undefined): boolean {
  const assigned = (id: number | undefined) => id !== undefined && task.assignees.some((a) => a.id === id);
  return (
    (filters.assignee === null || assigned(filters.assignee)) &&
    (filters.status === null || task.status === filters.status) &&
    (!filters.mine || assigned(me))
  );
}
