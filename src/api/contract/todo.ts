import { z } from './zod';
import { idSchema, nameText, plainText } from './common';
import { defineEndpoint, jsonBody } from './endpoint';
import { TASK_STATUSES, personSchema, type TaskStatus } from './projects';
import { ACCESS } from './roles';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, assigneeList, dateRange, statusFields, taskSchema } from './tasks';

/** The todo board's columns, in order (spec section 4). */
export const TODO_COLUMNS = ['todo', 'progress', 'done'] as const;
export type TodoColumnId = (typeof TODO_COLUMNS)[number];

/** The column a status stands in: PENDING and BLOCKED wait in To Do. */
export const COLUMN_OF_STATUS: Record<TaskStatus, TodoColumnId> = {
  PENDING: 'todo',
  BLOCKED: 'todo',
  IN_PROGRESS: 'progress',
  DONE: 'done',
};

/** The status a card takes when moved into a column; a BLOCKED card moved within To Do stays BLOCKED. */
export function statusInColumn(column: TodoColumnId, current: TaskStatus): TaskStatus {
  if (COLUMN_OF_STATUS[current] === column) return current;
  return column === 'todo' ? 'PENDING' : column === 'progress' ? 'IN_PROGRESS' : 'DONE';
}

const named = z.object({ id: z.number().int(), name: z.string() });

export const todoCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  /** Both null for a personal task. */
  project: named.nullable(),
  phase: named.nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  checklist: z.object({ done: z.number().int(), total: z.number().int() }),
  assignees: z.array(personSchema),
});
export type TodoCard = z.infer<typeof todoCardSchema>;

const columnSchema = z.object({ id: z.enum(TODO_COLUMNS), name: z.string(), todoIds: z.array(z.number().int()) });
export type TodoColumn = z.infer<typeof columnSchema>;

/**
 * The signed-in person's board (spec section 3): the tasks assigned to them, archived ones left
 * out, in three columns they order themselves; and the phases they may add tasks to.
 */
export const todoBoardSchema = z.object({
  ordered: z.array(z.enum(TODO_COLUMNS)),
  columns: z.object({ todo: columnSchema, progress: columnSchema, done: columnSchema }),
  todos: z.record(z.string(), todoCardSchema),
  phases: z.array(z.object({ id: z.number().int(), name: z.string(), project: named })),
});
export type TodoBoard = z.infer<typeof todoBoardSchema>;

/** A task from the todo board: personal without a phase; the creator is the default assignee. */
export const createTodoFields = dateRange({
  title: nameText(TASK_TITLE_MAX),
  description: plainText(TASK_DESCRIPTION_MAX).default(''),
  phase: idSchema.nullable().default(null),
  status: z.enum(TASK_STATUSES).default('PENDING'),
  assignees: assigneeList.optional(),
});

/** A card moved: the column it is now in and that column's cards in order, the moved one among them. */
export const todoMoveFields = z.strictObject({
  task: idSchema,
  column: z.enum(TODO_COLUMNS),
  todo_ids: z
    .array(idSchema)
    .max(5000)
    .refine((ids) => new Set(ids).size === ids.length, { params: { code: 'duplicate' } }),
});

const P = '/api/v1/projects';

export const todoEndpoints = {
  // The spec writes this path without a trailing slash; both spellings answer.
  board: defineEndpoint({
    method: 'GET',
    path: `${P}/todo-list`,
    aliases: [`${P}/todo-list/`],
    access: ACCESS.todo,
    response: todoBoardSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${P}/todo-list`,
    aliases: [`${P}/todo-list/`],
    access: ACCESS.todo,
    body: jsonBody(createTodoFields),
    status: 201,
    response: z.object({ card: todoCardSchema, task: taskSchema }),
  }),
  updateStatus: defineEndpoint({
    method: 'PATCH',
    path: `${P}/todo-update-status/:taskId/`,
    access: ACCESS.todo,
    params: z.object({ taskId: idSchema }),
    body: jsonBody(statusFields),
    response: todoCardSchema,
  }),
  move: defineEndpoint({
    method: 'PUT',
    path: `${P}/todo-move/`,
    access: ACCESS.todo,
    body: jsonBody(todoMoveFields),
    response: todoCardSchema,
  }),
};
