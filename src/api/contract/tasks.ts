import { z } from './zod';
import { calendarDate, detailSchema, formList, idSchema, nameText, plainInt, plainText } from './common';
import { defineEndpoint, jsonBody } from './endpoint';
import { TASK_STATUSES, personSchema } from './projects';
import { ACCESS } from './roles';

export const PHASE_NAME_MAX = 120;
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
export const CHECKLIST_TITLE_MAX = 200;
export const CHECKLIST_DESCRIPTION_MAX = 1000;
/** How many people one task may be assigned to. */
export const TASK_ASSIGNEES_MAX = 20;

/** Field codes of the phase editor, beside the common ones (errors.ts). */
export const TASK_FIELD_CODES = ['not_a_member', 'phase_not_empty', 'unknown_phase', 'unknown_task', 'order_mismatch', 'no_phase'] as const;

export const checklistItemSchema = z.object({
  id: z.number().int(),
  task: z.number().int(),
  title: z.string(),
  description: z.string(),
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  /** Null for a personal task of the todo board, which belongs to no project. */
  project: z.number().int().nullable(),
  /** Null only for an archived task whose phase was deleted since. */
  phase: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  assignees: z.array(personSchema),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  position: z.number().int(),
  archived: z.boolean(),
  checklist_items: z.array(checklistItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const phaseSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  /** Its tasks not archived, in order. */
  tasks: z.array(taskSchema),
});
export type Phase = z.infer<typeof phaseSchema>;

/**
 * The project's board: its phases in order with their tasks, and the version of that order. Every
 * change to the order (a move, a new or removed phase or task, an archive) makes a new version; an
 * order sent from an older one is refused (409).
 */
export const boardSchema = z.object({
  project: z.number().int(),
  /** The project's name, for the page's title. */
  name: z.string(),
  order_version: z.number().int(),
  phases: z.array(phaseSchema),
  /** The project's staff, who may be assigned its tasks. */
  members: z.array(personSchema),
  /** What the reader may do here. */
  can_manage: z.boolean(),
});
export type Board = z.infer<typeof boardSchema>;

/** A change that moves the board's order answers the new version with what it made. */
const withVersion = <K extends string, S extends z.ZodType>(key: K, schema: S) =>
  z.object({ [key]: schema } as { [P in K]: S }).extend({ order_version: z.number().int() });

const projectQuery = z.object({ project_id: idSchema });
const taskParams = z.object({ taskId: idSchema });
const itemParams = z.object({ id: idSchema });

export const dateRange = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ ...shape, start_date: calendarDate, end_date: calendarDate }).superRefine((value, ctx) => {
    const { start_date: start, end_date: end } = value as { start_date?: string | null; end_date?: string | null };
    if (start && end && end < start) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'The end date is before the start date.',
        params: { code: 'end_before_start' },
      });
    }
  });

export const assigneeList = formList(idSchema)
  .refine((ids) => ids.length <= TASK_ASSIGNEES_MAX, { params: { code: 'too_many' } })
  .refine((ids) => new Set(ids).size === ids.length, { params: { code: 'duplicate' } });

export const createPhaseFields = z.strictObject({ project: idSchema, name: nameText(PHASE_NAME_MAX) });
export const renamePhaseFields = z.strictObject({ name: nameText(PHASE_NAME_MAX) });

export const orderFields = z.strictObject({
  project: idSchema,
  /** The version of the order this one was made from. */
  order_version: plainInt({ min: 0, max: 2_147_483_647 }),
  phases: z.array(z.strictObject({ id: idSchema, tasks: z.array(idSchema).max(10_000) })).max(500),
});
export type OrderChange = z.input<typeof orderFields>;

export const createTaskFields = dateRange({
  phase: idSchema,
  title: nameText(TASK_TITLE_MAX),
  description: plainText(TASK_DESCRIPTION_MAX).default(''),
  status: z.enum(TASK_STATUSES).default('PENDING'),
  assignees: assigneeList.default([]),
});
export const editTaskFields = z.strictObject({ title: nameText(TASK_TITLE_MAX), description: plainText(TASK_DESCRIPTION_MAX) }).partial();
export const assignFields = z.strictObject({ task_id: idSchema.optional(), assignees: assigneeList });
export const datesFields = dateRange({ task_id: idSchema.optional() });
export const statusFields = z.strictObject({ status: z.enum(TASK_STATUSES) });

export const createChecklistFields = z.strictObject({
  task: idSchema,
  title: nameText(CHECKLIST_TITLE_MAX),
  description: plainText(CHECKLIST_DESCRIPTION_MAX).default(''),
});
export const editChecklistFields = z
  .strictObject({ title: nameText(CHECKLIST_TITLE_MAX), description: plainText(CHECKLIST_DESCRIPTION_MAX) })
  .partial();

const P = '/api/v1/projects';

/**
 * The phase and task editor. Every call is for staff; which project and what they may do there
 * (managers shape it, a DEV member works on the tasks assigned to them) is checked per call.
 */
export const taskEndpoints = {
  board: defineEndpoint({ method: 'GET', path: `${P}/phases/`, access: ACCESS.projects, query: projectQuery, response: boardSchema }),
  createPhase: defineEndpoint({
    method: 'POST',
    path: `${P}/phases/`,
    access: ACCESS.projectManagers,
    body: jsonBody(createPhaseFields),
    status: 201,
    response: withVersion('phase', phaseSchema),
  }),
  renamePhase: defineEndpoint({
    method: 'PATCH',
    path: `${P}/phases/:id/`,
    access: ACCESS.projectManagers,
    params: itemParams,
    body: jsonBody(renamePhaseFields),
    response: phaseSchema,
  }),
  deletePhase: defineEndpoint({
    method: 'DELETE',
    path: `${P}/phases/:id/`,
    access: ACCESS.projectManagers,
    params: itemParams,
    response: z.object({ order_version: z.number().int() }),
  }),
  updateOrder: defineEndpoint({
    method: 'PUT',
    path: `${P}/update_order/`,
    access: ACCESS.projectManagers,
    body: jsonBody(orderFields),
    response: z.object({ order_version: z.number().int() }),
  }),
  createTask: defineEndpoint({
    method: 'POST',
    path: `${P}/tasks/`,
    access: ACCESS.projects,
    body: jsonBody(createTaskFields),
    status: 201,
    response: withVersion('task', taskSchema),
  }),
  task: defineEndpoint({
    method: 'GET',
    path: `${P}/tasks/:taskId/`,
    access: ACCESS.projects,
    params: taskParams,
    response: taskSchema,
  }),
  editTask: defineEndpoint({
    method: 'PATCH',
    path: `${P}/tasks/:taskId/`,
    access: ACCESS.projects, // who manages this task is checked per call (a DEV owns their personal tasks)
    params: taskParams,
    body: jsonBody(editTaskFields),
    response: taskSchema,
  }),
  assign: defineEndpoint({
    method: 'PUT',
    path: `${P}/tasks/:taskId/assign/`,
    access: ACCESS.projects, // who manages this task is checked per call (a DEV owns their personal tasks)
    params: taskParams,
    body: jsonBody(assignFields),
    response: taskSchema,
  }),
  setDates: defineEndpoint({
    method: 'PUT',
    path: `${P}/tasks/:taskId/dates/`,
    access: ACCESS.projects,
    params: taskParams,
    body: jsonBody(datesFields),
    response: taskSchema,
  }),
  setStatus: defineEndpoint({
    method: 'PATCH',
    path: `${P}/tasks/:taskId/update_status/`,
    access: ACCESS.projects,
    params: taskParams,
    body: jsonBody(statusFields),
    response: taskSchema,
  }),
  deleteTask: defineEndpoint({
    method: 'DELETE',
    path: `${P}/tasks/:taskId/`,
    access: ACCESS.projects, // who manages this task is checked per call (a DEV owns their personal tasks)
    params: taskParams,
    response: z.object({ order_version: z.number().int() }),
  }),
  archive: defineEndpoint({
    method: 'PATCH',
    path: `${P}/tasks/:taskId/archive/`,
    access: ACCESS.projects, // who manages this task is checked per call (a DEV owns their personal tasks)
    params: taskParams,
    response: withVersion('task', taskSchema),
  }),
  unarchive: defineEndpoint({
    method: 'PATCH',
    path: `${P}/tasks/:taskId/unarchive/`,
    access: ACCESS.projects, // who manages this task is checked per call (a DEV owns their personal tasks)
    params: taskParams,
    response: withVersion('task', taskSchema),
  }),
  archived: defineEndpoint({
    method: 'GET',
    path: `${P}/archive-tasks/`,
    access: ACCESS.projects,
    query: projectQuery,
    response: z.array(taskSchema),
  }),
  createChecklistItem: defineEndpoint({
    method: 'POST',
    path: `${P}/checklist-items/`,
    access: ACCESS.projects,
    body: jsonBody(createChecklistFields),
    status: 201,
    response: checklistItemSchema,
  }),
  toggleChecklistItem: defineEndpoint({
    method: 'PATCH',
    path: `${P}/checklist-items/:id/toggle/`,
    access: ACCESS.projects,
    params: itemParams,
    response: checklistItemSchema,
  }),
  editChecklistItem: defineEndpoint({
    method: 'PATCH',
    path: `${P}/checklist-items/:id/`,
    access: ACCESS.projects,
    params: itemParams,
    body: jsonBody(editChecklistFields),
    response: checklistItemSchema,
  }),
  deleteChecklistItem: defineEndpoint({
    method: 'DELETE',
    path: `${P}/checklist-items/:id/`,
    access: ACCESS.projects,
    params: itemParams,
    response: detailSchema,
  }),
};
