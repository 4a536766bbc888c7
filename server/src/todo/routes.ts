import { and, eq, min, sql } from 'drizzle-orm';
import { statusInColumn, todoEndpoints } from '@/api/contract/todo';
import type { Db } from '@server/db/client';
import { taskAssignees, tasks, type UserRow } from '@server/db/schema';
import { handlersFor } from '@server/src/http/endpoints';
import { fieldError, forbidden } from '@server/src/http/http-errors';
import { phaseScope, taskScope } from '@server/src/tasks/access';
import { taskDto, isAssignee } from '@server/src/tasks/task-rows';
import { checkAssignees, createTask } from '@server/src/tasks/task-writes';
import { assignedToMe, cardOf, todoBoardOf } from './cards';

type Viewer = Pick<UserRow, 'id' | 'role'>;

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

/** The todo board's calls (spec section 7): every staff role, each for their own board. */
export function todoHandlers() {
  return handlersFor(todoEndpoints, {
    board: ({ db, user }) => todoBoardOf(db, user),

    create: async ({ db, user, body }) => {
      const assignees = body.assignees ?? [user.id];
      let taskId: number;
      if (body.phase === null) {
        await checkAssignees(db, null, assignees, user.id);
        taskId = await db.transaction(async (tx) => {
          const [task] = await tx
            .insert(tasks)
            .values({
              title: body.title,
              description: body.description,
              status: body.status,
              startDate: body.start_date,
              endDate: body.end_date,
              createdBy: user.id,
            })
            .returning();
          if (assignees.length > 0) await tx.insert(taskAssignees).values({ taskId: task!.id, userId: user.id });
          return task!.id;
        });
      } else {
        const { phase, manages } = await phaseScope(db, user, body.phase);
        if (!manages && assignees.some((id) => id !== user.id)) throw forbidden('Only a project manager may assign tasks to others.');
        ({ taskId } = await createTask(db, user.id, phase.projectId, { ...body, phase: body.phase, assignees }));
      }
      if (assignees.includes(user.id)) await putOnTopOfBoard(db, user.id, taskId);
      return { card: await cardOf(db, taskId), task: await taskDto(db, taskId) };
    },

    updateStatus: async ({ db, user, params, body }) => {
      const task = await myTask(db, user, params.taskId);
      await db
        .update(tasks)
        .set({ status: body.status, updatedAt: sql`now()` })
        .where(eq(tasks.id, task.id));
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
      });
      return cardOf(db, task.id);
    },
  });
}
