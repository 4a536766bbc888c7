import { z } from './zod';
import { userSchema, roleSchema } from './auth';
import { IMAGE_MAX_BYTES, LANGUAGES, detailSchema, formFlag, formList, idParams, nameText, pagedSchema, pagingQuery } from './common';
import { defineEndpoint, jsonBody, multipartBody } from './endpoint';
import { ACCESS, ROLES } from './roles';
import { USER_ORDERINGS, WORK_LANGUAGES } from './users-values';

export * from './users-values';

const USER_SEARCH_MAX = 100;

export const userListQuerySchema = z.object({
  ...pagingQuery,
  search: z.string().trim().max(USER_SEARCH_MAX).optional(),
  role: roleSchema.optional(),
  // Newest first, so a user just created is at the top of the list.
  ordering: z.enum(USER_ORDERINGS).default('-date_joined'),
});

export const userPageSchema = pagedSchema(userSchema);
export type UserPage = z.infer<typeof userPageSchema>;

export const roleCountsSchema = z.object({
  all: z.number().int(),
  clients: z.number().int(),
  staff: z.number().int(),
  roles: z.record(z.enum(ROLES), z.number().int()),
});
export type RoleCounts = z.infer<typeof roleCountsSchema>;

export const AVATAR_MAX_BYTES = IMAGE_MAX_BYTES;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const FULL_NAME_MAX = 150;
export const EMAIL_MAX = 254;

/** Field codes of the users area, beside the common ones (errors.ts). */
export const USER_FIELD_CODES = [
  'email_taken',
  'own_role',
  'own_deactivation',
  'not_an_image',
  'role_not_allowed',
  'owner_only',
  'outrank_needed',
  'inactive_user',
] as const;
export type UserFieldCode = (typeof USER_FIELD_CODES)[number];

/** Field rules shared by the form (client) and the API (server). */
const userFieldRules = {
  full_name: nameText(FULL_NAME_MAX),
  email: z.email().max(EMAIL_MAX),
  role: roleSchema,
  languages: formList(z.enum(WORK_LANGUAGES)).refine((v) => new Set(v).size === v.length, { params: { code: 'duplicate' } }),
};

/**
 * The text parts of the add-user form; `null`s are left out by the client. No password: only its
 * owner sets it, following the invitation the new account is e-mailed. One sent anyway is
 * refused, not silently dropped.
 */
export const createUserFields = z.object({
  full_name: userFieldRules.full_name,
  email: userFieldRules.email,
  role: userFieldRules.role,
  password: z
    .unknown()
    .refine((value) => value === undefined, { params: { code: 'owner_only' } })
    .optional(),
  is_active: formFlag.default(true),
  languages: userFieldRules.languages,
});

/** The edit-user form: the same fields (the password refused alike: only its owner sets it, in Account or with a reset code). */
export const updateUserFields = createUserFields.extend({
  remove_avatar: formFlag.default(false),
});

/** Adding someone e-mails them an invitation; `language`, the one the manager uses Lato in, is the e-mail's. */
const newUserFields = createUserFields.extend({ language: z.enum(LANGUAGES).optional() });

const avatarFile = { avatar: { maxBytes: AVATAR_MAX_BYTES } };

const listEndpoint = <P extends `/api/${string}`>(path: P, aliases: readonly `/api/${string}`[] = []) =>
  defineEndpoint({ method: 'GET', path, aliases, access: ACCESS.users, query: userListQuerySchema, response: userPageSchema });

/** User management: the role guard's default set only. */
export const userEndpoints = {
  list: listEndpoint('/api/v1/users/users/'),
  // Both spellings of the clients and staff lists answer, so a client written either way works.
  listClients: listEndpoint('/api/v1/users/clients/', ['/api/v1/users/users/clients/']),
  listStaff: listEndpoint('/api/v1/users/staff/', ['/api/v1/users/users/staff/']),
  roleCounts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/users/role-counts/',
    access: ACCESS.users,
    query: userListQuerySchema.pick({ search: true }),
    response: roleCountsSchema,
  }),
  get: defineEndpoint({ method: 'GET', path: '/api/v1/users/users/:id/', access: ACCESS.users, params: idParams, response: userSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/users/',
    access: ACCESS.users,
    body: multipartBody(newUserFields, avatarFile),
    status: 201,
    response: userSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/users/users/:id/',
    access: ACCESS.users,
    params: idParams,
    body: multipartBody(updateUserFields, avatarFile),
    response: userSchema,
  }),
  /** E-mails the person a password reset code: how a manager helps someone who lost theirs. */
  sendPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/users/:id/send-password-reset/',
    access: ACCESS.users,
    params: idParams,
    response: detailSchema,
  }),
  /** A new invitation link for someone who has not joined yet; the old one stops working. */
  resendInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/users/:id/resend-invitation/',
    access: ACCESS.users,
    params: idParams,
    /** The language the manager uses Lato in: the e-mail's, when the person has not chosen one. */
    body: jsonBody(z.object({ language: z.enum(LANGUAGES).optional() })),
    response: detailSchema,
  }),
};
