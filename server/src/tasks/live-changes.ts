import type { Db } from '@server/db/client';
import { taskAssignees, tasks } from '@server/db/schema';
import { publishLive, type LiveChange } from '@server/src/live/publish';
import { groupRows } from '@server/src/sql/group-rows';
import { amongIds } from '@server/src/sql/among-ids';

type TaskRef = Pick<typeof tasks.$inferSelect, 'id' | 'projectId'>;

/** A change to a project's phase editor, at the order's new version when the change made one. */
export const boardChange = (projectId: number, version: number | null = null): LiveChange => ({
  kind: 'board',
  subject: projectId,
  version,
});

/**
 * The todo boards that show these tasks: one event per task, for the people it is assigned to now
 * and those a change has just taken off it (`before`), whose card must go. A task nobody has is
 * on no board.
 */
export async function todoChanges(db: Db, taskIds: readonly number[], before: readonly number[] = []): Promise<LiveChange[]> {
  if (taskIds.length === 0) return [];
  const rows = await db
    .select({ taskId: taskAssignees.taskId, userId: taskAssignees.userId })
    .from(taskAssignees)
    .where(amongIds(taskAssignees.taskId, taskIds));
  const now = groupRows(
    rows,
    (row) => row.taskId,
    (row) => row.userId,
  );
  return taskIds.flatMap((taskId) => {
    const recipients = [...new Set([...before, ...(now.get(taskId) ?? [])])];
    return recipients.length > 0 ? [{ kind: 'todo' as const, subject: taskId, recipients }] : [];
  });
}

/**
 * Tells of a change to one task: its project's board (a personal task has none) and the todo
 * boards of its assignees, now and `before` the change. Call it in the change's transaction.
 */
export async function publishTaskChange(
  db: Db,
  task: TaskRef,
  { version = null, before = [] }: { version?: number | null; before?: readonly number[] } = {},
): Promise<void> {
  const board = task.projectId === null ? [] : [boardChange(task.projectId, version)];
  await publishLive(db, [...board, ...(await todoChanges(db, [task.id], before))]);
}

/** A change to one task made in a transaction that tells of it as it commits (publishTaskChange). */
export function changeTask<T>(db: Db, task: TaskRef, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await publishTaskChange(tx, task);
    return result;
  });
}
