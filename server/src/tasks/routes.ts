import { and, eq, sql } from 'drizzle-orm';
import { taskEndpoints } from '@/api/contract/tasks';
import type { Db } from '@server/db/client';
import { checklistItems, phases, tasks, type UserRow } from '@server/db/schema';
import { handlersFor } from '@server/src/http/endpoints';
import { fieldError, forbidden } from '@server/src/http/http-errors';
import { publishLive } from '@server/src/live/publish';
import { managedTask, phaseScope, projectScope, taskScope, workableChecklistItem, workableTask } from './access';
import { afterLastPhase, boardOf, nextOrderVersion, phaseDto } from './board';
import { boardChange, changeTask, todoChanges } from './live-changes';
import { applyOrder } from './order';
import { tellChecklistChange } from './task-notices';
import { taskDto, taskDtos, toChecklistDto } from './task-rows';
import { assignTask, createTask, deleteTask, setArchived } from './task-writes';

const touched = { updatedAt: sql`now()` };

type ChecklistRow = typeof checklistItems.$inferSelect;

/** A change to a task's checklist: told to its boards, and to its assignees by the item's title. */
const changeChecklist = (db: Db, actor: UserRow, task: typeof tasks.$inferSelect, change: (tx: Db) => Promise<ChecklistRow>) =>
  changeTask(db, task, async (tx) => {
    const item = await change(tx);
    await tellChecklistChange(tx, actor, task, item.title);
    return item;
  });

/** The phase and task editor's calls. Who may call each is in the contract; which project and task, here. */
export const taskHandlers = () =>
  handlersFor(taskEndpoints, {
    board: async ({ db, user, query }) => boardOf(db, await projectScope(db, user, query.project_id)),

    createPhase: async ({ db, user, body }) => {
      const { project } = await projectScope(db, user, body.project);
      return db.transaction(async (tx) => {
        const [phase] = await tx
          .insert(phases)
          .values({ projectId: project.id, name: body.name, position: await afterLastPhase(tx, project.id) })
          .returning();
        const version = await nextOrderVersion(tx, project.id);
        await publishLive(tx, [boardChange(project.id, version)]);
        return { phase: await phaseDto(tx, phase!.id), order_version: version };
      });
    },
    renamePhase: async ({ db, user, params, body }) => {
      const { phase } = await phaseScope(db, user, params.id);
      await db.transaction(async (tx) => {
        await tx.update(phases).set({ name: body.name }).where(eq(phases.id, phase.id));
        // The todo cards of its tasks name the phase.
        const named = await tx
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.phaseId, phase.id), eq(tasks.archived, false)));
        const cards = await todoChanges(
          tx,
          named.map((task) => task.id),
        );
        await publishLive(tx, [boardChange(phase.projectId), ...cards]);
      });
      return phaseDto(db, phase.id);
    },
    deletePhase: async ({ db, user, params }) => {
      const { phase } = await phaseScope(db, user, params.id);
      const open = await db.$count(tasks, and(eq(tasks.phaseId, phase.id), eq(tasks.archived, false)));
      if (open > 0) throw fieldError('phase', 'phase_not_empty');
      return db.transaction(async (tx) => {
        await tx.delete(phases).where(eq(phases.id, phase.id));
        const version = await nextOrderVersion(tx, phase.projectId);
        await publishLive(tx, [boardChange(phase.projectId, version)]);
        return { order_version: version };
      });
    },
    updateOrder: async ({ db, user, body }) => {
      const { project } = await projectScope(db, user, body.project);
      return { order_version: await applyOrder(db, project.id, body) };
    },

    createTask: async ({ db, user, body }) => {
      const { phase, manages } = await phaseScope(db, user, body.phase);
      // A DEV adds tasks to their projects, for themselves or for nobody yet; assigning others is a manager's.
      if (!manages && body.assignees.some((id) => id !== user.id)) throw forbidden('Only a project manager may assign tasks to others.');
      const { taskId, version } = await createTask(db, user, phase.projectId, body);
      return { task: await taskDto(db, taskId), order_version: version };
    },
    task: async ({ db, user, params }) => taskDto(db, (await taskScope(db, user, params.taskId)).task.id),
    editTask: async ({ db, user, params, body }) => {
      const { task } = await managedTask(db, user, params.taskId);
      await changeTask(db, task, (tx) =>
        tx
          .update(tasks)
          .set({
            ...(body.title !== undefined && { title: body.title }),
            ...(body.description !== undefined && { description: body.description }),
            ...touched,
          })
          .where(eq(tasks.id, task.id)),
      );
      return taskDto(db, task.id);
    },
    assign: async ({ db, user, params, body }) => {
      const { task } = await managedTask(db, user, params.taskId);
      if (body.task_id !== undefined && body.task_id !== task.id) throw fieldError('task_id', 'unknown_task');
      await assignTask(db, user, task, body.assignees);
      return taskDto(db, task.id);
    },
    setDates: async ({ db, user, params, body }) => {
      const { task } = await workableTask(db, user, params.taskId);
      if (body.task_id !== undefined && body.task_id !== task.id) throw fieldError('task_id', 'unknown_task');
      await changeTask(db, task, (tx) =>
        tx
          .update(tasks)
          .set({ startDate: body.start_date, endDate: body.end_date, ...touched })
          .where(eq(tasks.id, task.id)),
      );
      return taskDto(db, task.id);
    },
    setStatus: async ({ db, user, params, body }) => {
      const { task } = await workableTask(db, user, params.taskId);
      await changeTask(db, task, (tx) =>
        tx
          .update(tasks)
          .set({ status: body.status, ...touched })
          .where(eq(tasks.id, task.id)),
      );
      return taskDto(db, task.id);
    },
    deleteTask: async ({ db, user, params }) => {
      const { task } = await managedTask(db, user, params.taskId);
      return { order_version: await deleteTask(db, task) };
    },
    archive: async ({ db, user, params }) => {
      const { task } = await managedTask(db, user, params.taskId);
      const version = await setArchived(db, task, true);
      return { task: await taskDto(db, task.id), order_version: version };
    },
    unarchive: async ({ db, user, params }) => {
      const { task } = await managedTask(db, user, params.taskId);
      const version = await setArchived(db, task, false);
      return { task: await taskDto(db, task.id), order_version: version };
    },
    archived: async ({ db, user, query }) => {
      const { project } = await projectScope(db, user, query.project_id);
      return taskDtos(db, and(eq(tasks.projectId, project.id), eq(tasks.archived, true)));
    },

    createChecklistItem: async ({ db, user, body }) => {
      const { task } = await workableTask(db, user, body.task);
      const item = await changeChecklist(db, user, task, async (tx) => {
        const [added] = await tx
          .insert(checklistItems)
          .values({ taskId: task.id, title: body.title, description: body.description })
          .returning();
        return added!;
      });
      return toChecklistDto(item);
    },
    toggleChecklistItem: async ({ db, user, params }) => {
      const { item, task } = await workableChecklistItem(db, user, params.id);
      const saved = await changeChecklist(db, user, task, async (tx) => {
        const [ticked] = await tx
          .update(checklistItems)
          .set({ done: sql`not ${checklistItems.done}` })
          .where(eq(checklistItems.id, item.id))
          .returning();
        return ticked!;
      });
      return toChecklistDto(saved);
    },
    editChecklistItem: async ({ db, user, params, body }) => {
      const { item, task } = await workableChecklistItem(db, user, params.id);
      const saved = await changeChecklist(db, user, task, async (tx) => {
        const [edited] = await tx
          .update(checklistItems)
          .set({
            ...(body.title !== undefined && { title: body.title }),
            ...(body.description !== undefined && { description: body.description }),
          })
          .where(eq(checklistItems.id, item.id))
          .returning();
        return edited!;
      });
      return toChecklistDto(saved);
    },
    deleteChecklistItem: async ({ db, user, params }) => {
      const { item, task } = await workableChecklistItem(db, user, params.id);
      await changeChecklist(db, user, task, async (tx) => {
        await tx.delete(checklistItems).where(eq(checklistItems.id, item.id));
        return item;
      });
      return { detail: 'Checklist item deleted.' };
    },
  });
