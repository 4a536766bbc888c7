import { boolean, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { PROJECT_STATUSES, TASK_STATUSES } from '@/api/contract/projects';
import { organisations } from './organisations-schema';
import { users } from './people-schema';

export const projectStatus = pgEnum('project_status', PROJECT_STATUSES);
export const taskStatus = pgEnum('task_status', TASK_STATUSES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: projectStatus('status').notNull().default('upcoming'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The client business the project is for, if any (a person's id before migration 0016, which kept it). */
    clientId: integer('client_id').references(() => organisations.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Goes up with every change to the order of its phases and tasks; an order sent from an older one is stale. */
    orderVersion: integer('order_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The list's default order, its status filter, and a client's projects.
  (t) => [
    index('projects_created_at_idx').on(t.createdAt, t.id),
    index('projects_status_idx').on(t.status),
    index('projects_client_idx').on(t.clientId),
  ],
);

/** Staff on a project: they see it (a CEO, CFO or CTO sees every project anyway). */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The primary key serves "members of a project"; the index serves "projects of a person".
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId, t.projectId)],
);

/** A stage of a project; `position` orders them within it. */
export const phases = pgTable(
  'phases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('phases_project_idx').on(t.projectId, t.position)],
);

/**
 * A piece of work: in a phase of a project, or (with neither) a personal task on its creator's
 * todo board. `position` orders it within its phase.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    // An archived task outlives its phase (it comes back into the first phase when restored).
    phaseId: integer('phase_id').references(() => phases.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: taskStatus('status').notNull().default('PENDING'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    position: integer('position').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When it was last marked done (null while it is not): the client accounts dashboard counts the
     * tasks completed per day. Kept by a trigger on `status` (migration 0027), so every path that
     * moves a task (its edit, the boards, the seeds) records it; an insert may give its own.
     */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A phase's tasks in order; a project's counts per status (progress).
  (t) => [index('tasks_phase_idx').on(t.phaseId, t.position), index('tasks_project_idx').on(t.projectId, t.archived, t.status)],
);

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the card stands in its column of this person's todo board: each person orders their own. */
    boardPosition: integer('board_position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_assignees_user_idx').on(t.userId, t.boardPosition, t.taskId)],
);

export const checklistItems = pgTable(
  'checklist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    done: boolean('done').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('checklist_items_task_idx').on(t.taskId, t.id)],
);

/** A file of a project: kept under `storedName` in the private files folder, shown by its original name. */
export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_project_idx').on(t.projectId, t.uploadedAt)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;
