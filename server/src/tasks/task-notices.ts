import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { taskAssignees, type UserRow } from '@server/db/schema';
import { notify, type Notice } from '@server/src/notifications/notify';

type Actor = Pick<UserRow, 'id' | 'fullName'>;
type TaskRef = { id: number; title: string; projectId: number | null };

const aboutTask = (task: TaskRef): Notice['subject'] => ({ type: 'task', id: task.id, label: task.title, scope: task.projectId });

/** Tells the people a change has just put on a task (those in `after` not in `before`); call it in the change's transaction. */
export async function tellNewAssignees(db: Db, actor: Actor, task: TaskRef, before: readonly number[], after: readonly number[]) {
  const added = after.filter((id) => !before.includes(id));
  await notify(db, added, { kind: 'task_assigned', actor, subject: aboutTask(task) });
}

/** Tells a task's assignees that an item of its checklist was added, ticked, edited or deleted. */
export async function tellChecklistChange(db: Db, actor: Actor, task: TaskRef, itemTitle: string) {
  const assignees = await db.select({ id: taskAssignees.userId }).from(taskAssignees).where(eq(taskAssignees.taskId, task.id));
  await notify(
    db,
    assignees.map((row) => row.id),
    { kind: 'task_checklist_changed', actor, subject: aboutTask(task), detail: itemTitle },
  );
}
