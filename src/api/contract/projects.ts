import { z } from './zod';
import { roleSchema } from './auth';
import {
  calendarDate,
  detailSchema,
  formList,
  idSchema,
  idParams,
  nameText,
  noFields,
  optionalId,
  pagedSchema,
  pagingQuery,
  plainText,
  organisationRefSchema,
} from './common';
import { defineEndpoint, multipartBody } from './endpoint';
import { ACCESS } from './roles';
import { PROJECT_ORDERINGS, PROJECT_STATUSES } from './projects-values';

export * from './projects-values';

export const TASK_STATUSES = ['PENDING', 'BLOCKED', 'IN_PROGRESS', 'DONE'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const PROJECT_NAME_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 5000;
const PROJECT_SEARCH_MAX = 100;
/** How many people one project may have as members. */
export const PROJECT_MEMBERS_MAX = 50;

/** Attachments: at most this many files a request, each at most this large. */
export const ATTACHMENT_MAX_FILES = 10;
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;

/**
 * Attachment types, checked on the file's content (not its name or the browser's word): PDF,
 * images, office documents, ZIP archives, and UTF-8 text (plain, CSV, Markdown). Never HTML or SVG,
 * which a browser could run.
 */
export const ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/zip',
  'text/plain',
  'text/csv',
  'text/markdown',
] as const;

/** For the file picker: the extensions of the accepted types. */
export const ATTACHMENT_EXTENSIONS = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.docx',
  '.xlsx',
  '.pptx',
  '.odt',
  '.ods',
  '.zip',
  '.txt',
  '.csv',
  '.md',
] as const;

/** Field codes of the projects area, beside the common ones (errors.ts). */
export const PROJECT_FIELD_CODES = ['unknown_user', 'unknown_organisation', 'not_staff', 'own_membership'] as const;

/** The fields of a project as a form or a JSON body gives them. */
const projectFieldRules = {
  name: nameText(PROJECT_NAME_MAX),
  description: plainText(PROJECT_DESCRIPTION_MAX),
  status: z.enum(PROJECT_STATUSES),
  start_date: calendarDate,
  end_date: calendarDate,
  client: optionalId,
  members: formList(idSchema)
    .refine((ids) => ids.length <= PROJECT_MEMBERS_MAX, { params: { code: 'too_many' } })
    .refine((ids) => new Set(ids).size === ids.length, { params: { code: 'duplicate' } }),
};

/** End not before start, when both are given; said on the end date. */
function endNotBeforeStart(value: { start_date?: string | null; end_date?: string | null }, ctx: z.RefinementCtx) {
  if (value.start_date && value.end_date && value.end_date < value.start_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'The end date is before the start date.',
      params: { code: 'end_before_start' },
    });
  }
}

export const createProjectFields = z
  .object({
    ...projectFieldRules,
    description: projectFieldRules.description.default(''),
    status: projectFieldRules.status.default('upcoming'),
  })
  .superRefine(endNotBeforeStart);

/** A change to some of a project's fields; `members` replaces the whole list. */
export const updateProjectFields = z.strictObject(projectFieldRules).partial().superRefine(endNotBeforeStart);

export const projectListQuerySchema = z.object({
  ...pagingQuery,
  search: z.string().trim().max(PROJECT_SEARCH_MAX).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  /** Only projects this person is a member of. */
  member: idSchema.optional(),
  // Newest first, so a project just created is at the top of the list.
  ordering: z.enum(PROJECT_ORDERINGS).default('-created_at'),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

/** A person as the projects area shows them: name, face and role. */
export const personSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  avatar: z.string().nullable(),
  role: roleSchema.nullable(),
});
export type Person = z.infer<typeof personSchema>;

/** Tasks not archived, in all and by status. */
export const taskCountsSchema = z.object({
  total: z.number().int(),
  PENDING: z.number().int(),
  BLOCKED: z.number().int(),
  IN_PROGRESS: z.number().int(),
  DONE: z.number().int(),
});
export type TaskCounts = z.infer<typeof taskCountsSchema>;

export const projectSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** The client business the project is for. */
  client: organisationRefSchema.nullable(),
  members: z.array(personSchema),
  /** Percent of the tasks not archived that are DONE; 0 with no tasks. */
  progress: z.number().int().min(0).max(100),
  task_counts: taskCountsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const attachmentSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  original_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_by: personSchema.nullable(),
  uploaded_at: z.string(),
  /** The uploader and the project's managers may delete it. */
  can_delete: z.boolean(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const phaseSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  task_counts: taskCountsSchema,
});
export type PhaseSummary = z.infer<typeof phaseSummarySchema>;

export const projectDetailSchema = projectSummarySchema.extend({
  created_by: personSchema.nullable(),
  phases: z.array(phaseSummarySchema),
  attachments: z.array(attachmentSchema),
  /** What the reader may do here: edit the project's fields and members. */
  can_edit: z.boolean(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectPageSchema = pagedSchema(projectSummarySchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

export const teamMemberSchema = personSchema.extend({
  email: z.string(),
  /** Projects the reader can see that this person is a member of. */
  project_count: z.number().int(),
  /** Tasks assigned to this person, not archived and not DONE, in projects the reader can see. */
  open_task_count: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMemberQuerySchema = z.object({
  ...pagingQuery,
  search: z.string().trim().max(PROJECT_SEARCH_MAX).optional(),
  role: roleSchema.optional(),
});

const attachmentParams = z.object({ projectId: idSchema, attachmentId: idSchema });
const projectIdParams = z.object({ projectId: idSchema });
const attachmentFiles = { files: { maxBytes: ATTACHMENT_MAX_BYTES, maxCount: ATTACHMENT_MAX_FILES } };

/** Projects: every staff role reads the projects they may see; managers create and edit; CLIENT gets 403. */
export const projectEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/projects/project-list/',
    access: ACCESS.projects,
    query: projectListQuerySchema,
    response: projectPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/projects/project-list/',
    access: ACCESS.projectManagers,
    body: multipartBody(createProjectFields, attachmentFiles, { acceptsJson: true }),
    status: 201,
    response: projectDetailSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/projects/project/:id/',
    access: ACCESS.projects,
    params: idParams,
    response: projectDetailSchema,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/projects/project/:id/',
    access: ACCESS.projectManagers,
    params: idParams,
    body: { kind: 'json', schema: updateProjectFields },
    response: projectDetailSchema,
  }),
  uploadAttachments: defineEndpoint({
    method: 'POST',
    path: '/api/v1/projects/file-attachment/:projectId/',
    access: ACCESS.projects,
    params: projectIdParams,
    body: multipartBody(noFields, attachmentFiles),
    status: 201,
    response: z.array(attachmentSchema),
  }),
  /** The file itself, under its original name; only to those who may see the project. */
  downloadAttachment: defineEndpoint({
    method: 'GET',
    path: '/api/v1/projects/file-attachment/:projectId/:attachmentId/',
    access: ACCESS.projects,
    params: attachmentParams,
    response: z.unknown(),
  }),
  deleteAttachment: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/projects/file-attachment/:projectId/:attachmentId/',
    access: ACCESS.projects,
    params: attachmentParams,
    response: detailSchema,
  }),
  teamMembers: defineEndpoint({
    method: 'GET',
    path: '/api/v1/projects/team-members/',
    access: ACCESS.projects,
    query: teamMemberQuerySchema,
    response: pagedSchema(teamMemberSchema),
  }),
};
