import { z } from './zod';
import { idParams, pagedSchema, pagingQuery } from './common';
import { defineEndpoint, jsonBody } from './endpoint';
import { NOTIFICATION_BOXES, NOTIFICATION_KINDS, NOTIFICATION_SUBJECTS } from './notifications-values';
import { ACCESS } from './roles';

export * from './notifications-values';

/**
 * One notification as its reader sees it. It carries what happened and to what, never sentences:
 * the app words it in the reader's language and links it to its page.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  created_at: z.string(),
  read: z.boolean(),
  archived: z.boolean(),
  /** Who did it; null for the assistant or a caller. */
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  subject: z.object({
    type: z.enum(NOTIFICATION_SUBJECTS),
    id: z.number().int(),
    /** As it was named then: a task's title, a caller's number. */
    label: z.string(),
    /** Where it lives: a task's project, a call's number. */
    scope: z.number().int().nullable(),
  }),
  /** The one extra word a kind needs (a project's new status). */
  detail: z.string().nullable(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pagedSchema(notificationSchema).extend({
  /** Unread in the Messages tab, for the badge. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuery = z.object({
  box: z.enum(NOTIFICATION_BOXES).default('messages'),
  ...pagingQuery,
});

export const emailChoicesSchema = z.object({
  /** The kinds this person can be told about (a client is never assigned a task). */
  kinds: z.array(z.enum(NOTIFICATION_KINDS)),
  /** Those that also arrive by e-mail. */
  by_email: z.array(z.enum(NOTIFICATION_KINDS)),
});
export type EmailChoices = z.infer<typeof emailChoicesSchema>;

export const emailChoicesFields = z.strictObject({
  by_email: z
    .array(z.enum(NOTIFICATION_KINDS))
    .max(NOTIFICATION_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, { params: { code: 'duplicate' } }),
});

const N = '/api/v1/notifications';

export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${N}/`,
    access: ACCESS.everyone,
    query: notificationListQuery,
    response: notificationPageSchema,
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: `${N}/unread/`,
    access: ACCESS.everyone,
    response: z.object({ unread: z.number().int() }),
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: `${N}/:id/read/`,
    access: ACCESS.everyone,
    params: idParams,
    response: notificationSchema,
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: `${N}/read-all/`,
    access: ACCESS.everyone,
    response: z.object({ unread: z.number().int() }),
  }),
  archive: defineEndpoint({
    method: 'POST',
    path: `${N}/:id/archive/`,
    access: ACCESS.everyone,
    params: idParams,
    response: notificationSchema,
  }),
  emailChoices: defineEndpoint({
    method: 'GET',
    path: `${N}/email-choices/`,
    access: ACCESS.everyone,
    response: emailChoicesSchema,
  }),
  saveEmailChoices: defineEndpoint({
    method: 'PUT',
    path: `${N}/email-choices/`,
    access: ACCESS.everyone,
    body: jsonBody(emailChoicesFields),
    response: emailChoicesSchema,
  }),
};
