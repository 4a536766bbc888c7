import { and, eq, min, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { statusInColumn, todoEndpoints, type createTodoFields } from '@/api/contract/todo';
import type { Db } from '@server/db/client';
import { taskAssignees, tasks, type UserRow } from '@server/db/schema';
import { handlersFor } from '@server/src/http/endpoints';
import { fieldError, forbidden } from '@server/src/http/http-errors';
import { phaseScope, taskScope } from '@server/src/tasks/access';
import { changeTask, publishTaskChange } from '@server/src/tasks/live-changes';
import { taskDto, isAssignee } from '@server/src/tasks/task-rows';
import { checkAssignees, createTask } from '@server/src/tasks/task-writes';
import { assignedToMe, cardOf, todoBoardOf } from './cards';

type Viewer = Pick<UserRow, 'id' | 'role'>;
type NewTodo = z.output<typeof createTodoFields>;

/** A task on the viewer's board: one they may see (else 404) and are assigned to (else 403). */
async function myTask(db: Db, viewer: Viewer, taskId: number) {
  const { task } = await taskScope(db, viewer, taskId);
  if (!(await isAssignee(db, taskId, viewer.id))) throw forbidden('Only the people this task is assigned to move it on their board.');
  return task;
}

/** A card made from the board goes on top of its maker's To Do. */
async function putOnTopOfBoard(db: Db, userId: number, taskId: number) {
  const [row] = await db
    .select({ first: min(taskAssignees.boardPosition) })
    .from(taskAssignees)
    .where(eq(taskAssignees.userId, userId));
  await db
    .update(taskAssignees)
    .set({ boardPosition: (row?.first ?? 0) - 1 })
    .where(and(eq(taskAssignees.userId, userId), eq(taskAssignees.taskId, taskId)));
}

/** A task of the person's own, on no project: theirs alone, so it is on their board only. */
async function createPersonalTask(db: Db, owner: Viewer, fields: NewTodo, assignees: number[]): Promise<number> {
  await checkAssignees(db, null, assignees, owner.id);
  const [task] = await db
    .insert(tasks)
    .values({
      title: fields.title,
      description: fields.description,
      status: fields.status,
      startDate: fields.start_date,
      endDate: fields.end_date,
      createdBy: owner.id,
    })
    .returning();
  if (assignees.length > 0) await db.insert(taskAssignees).values({ taskId: task!.id, userId: owner.id });
  await publishTaskChange(db, task!);
  return task!.id;
}

/** The todo board's calls (spec section 7): every staff role, each for their own board. */
export function todoHandlers() {
  return handlersFor(todoEndpoints, {
    board: ({ db, user }) => todoBoardOf(db, user),

    create: async ({ db, user, body }) => {
      const assignees = body.assignees ?? [user.id];
      const scope = body.phase === null ? null : await phaseScope(db, user, body.phase);
      if (scope && !scope.manages && assignees.some((id) => id !== user.id))
        throw forbidden('Only a project manager may assign tasks to others.');
      // The card takes its place on top in the same transaction, so the boards told of it read it there.
      const taskId = await db.transaction(async (tx) => {
        const id = scope
          ? (await createTask(tx, user, scope.phase.projectId, { ...body, phase: scope.phase.id, assignees })).taskId
          : await createPersonalTask(tx, user, body, assignees);
        if (assignees.includes(user.id)) await putOnTopOfBoard(tx, user.id, id);
        return id;
      });
      return { card: await cardOf(db, taskId), task: await taskDto(db, taskId) };
    },

    updateStatus: async ({ db, user, params, body }) => {
      const task = await myTask(db, user, params.taskId);
      await changeTask(db, task, (tx) =>
        tx
          .update(tasks)
          .set({ status: body.status, updatedAt: sql`now()` })
          .where(eq(tasks.id, task.id)),
      );
      return cardOf(db, task.id);
    },

    move: async ({ db, user, body }) => {
      const task = await myTask(db, user, body.task);
      const mine = new Set((await assignedToMe(db, user)).map((t) => t.id));
      if (!body.todo_ids.includes(task.id) || body.todo_ids.some((id) => !mine.has(id))) throw fieldError('todo_ids', 'order_mismatch');
      await db.transaction(async (tx) => {
        const status = statusInColumn(body.column, task.status);
        if (status !== task.status)
          await tx
            .update(tasks)
            .set({ status, updatedAt: sql`now()` })
            .where(eq(tasks.id, task.id));
        // One statement for the whole column: its cards take their places in the order sent (ids are validated integers).
        await tx.execute(sql`
          update ${taskAssignees} set board_position = placed.position - 1
          from unnest(array[${sql.raw(body.todo_ids.join(','))}]::int[]) with ordinality as placed(task_id, position)
          where ${taskAssignees.userId} = ${user.id} and ${taskAssignees.taskId} = placed.task_id`);
        await publishTaskChange(tx, task);
      });
      return cardOf(db, task.id);
    },
  });
}
