import { and, asc, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Person } from '@/api/contract/projects';
import type { ChecklistItem, Task } from '@/api/contract/tasks';
import type { Db } from '@server/db/client';
import { checklistItems, taskAssignees, tasks, users } from '@server/db/schema';
import { amongIds } from '@server/src/sql/among-ids';
import { groupRows } from '@server/src/sql/group-rows';
import { toPerson } from '@server/src/projects/summaries';
import { readTogether } from '@server/src/sql/read-together';

export const toChecklistDto = (item: typeof checklistItems.$inferSelect): ChecklistItem => ({
  id: item.id,
  task: item.taskId,
  title: item.title,
  description: item.description,
  done: item.done,
});

/**
 * Tasks as the editor shows them: with their assignees and checklist, in their order. The three
 * reads go out together, the details naming their tasks by the same condition (a subquery) rather
 * than by a list of every id.
 */
export async function taskDtos(db: Db, where: SQL | undefined): Promise<Task[]> {
  const chosen = db.select({ id: tasks.id }).from(tasks).where(where);
  const [rows, assigned, items] = await readTogether(db, [
    () => db.select().from(tasks).where(where).orderBy(asc(tasks.phaseId), asc(tasks.position), asc(tasks.id)),
    () => assigneesOf(db, chosen),
    () => checklistsOf(db, chosen),
  ]);
  return rows.map((row) => ({
    id: row.id,
    project: row.projectId,
    phase: row.phaseId,
    title: row.title,
    description: row.description,
    status: row.status,
    assignees: assigned.get(row.id) ?? [],
    start_date: row.startDate,
    end_date: row.endDate,
    position: row.position,
    archived: row.archived,
    checklist_items: items.get(row.id) ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function taskDto(db: Db, id: number): Promise<Task> {
  const [task] = await taskDtos(db, eq(tasks.id, id));
  if (!task) throw new Error(`task ${id} vanished while being read`);
  return task;
}

/** Each task's assignees, by name: of a list of tasks, or of those a subquery names. */
export async function assigneesOf(db: Db, taskIds: number[] | SQLWrapper): Promise<Map<number, Person[]>> {
  const rows = await db
    .select({ taskId: taskAssignees.taskId, id: users.id, fullName: users.fullName, avatar: users.avatar, role: users.role })
    .from(taskAssignees)
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(amongIds(taskAssignees.taskId, taskIds))
    .orderBy(asc(users.fullName), asc(users.id));
  return groupRows(rows, (row) => row.taskId, toPerson);
}

/** Each task's checklist, in the order its items were added. */
async function checklistsOf(db: Db, taskIds: SQLWrapper): Promise<Map<number, ChecklistItem[]>> {
  const rows = await db.select().from(checklistItems).where(amongIds(checklistItems.taskId, taskIds)).orderBy(asc(checklistItems.id));
  return groupRows(rows, (row) => row.taskId, toChecklistDto);
}

/** Whether the person is among the task's assignees. */
export async function isAssignee(db: Db, taskId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ taskId: taskAssignees.taskId })
    .from(taskAssignees)
    .where(and(eq(taskAssignees.taskId, taskId), eq(taskAssignees.userId, userId)))
    .limit(1);
  return row !== undefined;
}
