import { and, asc, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Person } from '@/api/contract/projects';
import type { ChecklistItem, Task } from '@/api/contract/tasks';
import type { Db } from '@server/db/client';
import { checklistItems, taskAssignees, tasks, users } from '@server/db/schema';
import { toPerson } from '@server/src/projects/summaries';

type TaskRow = typeof tasks.$inferSelect;

export const toChecklistDto = (item: typeof checklistItems.$inferSelect): ChecklistItem => ({
  id: item.id,
  task: item.taskId,
  title: item.title,
  description: item.description,
  done: item.done,
});

/** Tasks as the editor shows them: with their assignees and checklist, in their order. */
export async function taskDtos(db: Db, where: SQL | undefined): Promise<Task[]> {
  const rows = await db.select().from(tasks).where(where).orderBy(asc(tasks.phaseId), asc(tasks.position), asc(tasks.id));
  return withDetails(db, rows);
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
    .where(inArray(taskAssignees.taskId, taskIds))
    .orderBy(asc(users.fullName), asc(users.id));
  const byTask = new Map<number, Person[]>();
  for (const row of rows) {
    const list = byTask.get(row.taskId);
    if (list) list.push(toPerson(row));
    else byTask.set(row.taskId, [toPerson(row)]);
  }
  return byTask;
}

async function withDetails(db: Db, rows: TaskRow[]): Promise<Task[]> {
  const ids = rows.map((t) => t.id);
  if (ids.length === 0) return [];
  const assigned = await assigneesOf(db, ids);
  const items = await db.select().from(checklistItems).where(inArray(checklistItems.taskId, ids)).orderBy(asc(checklistItems.id));
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
    checklist_items: items.filter((i) => i.taskId === row.id).map(toChecklistDto),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
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
