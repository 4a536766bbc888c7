import { z } from 'zod';
import { roleSchema, userSchema } from './auth';
import { ROLES, type Role } from './roles';

/** Which people a users page shows: everyone, clients, staff, or one role. */
export type UserScope = 'all' | 'clients' | 'staff' | Role;

/** Languages a person can be listed as working in; the product's own languages. */
export const WORK_LANGUAGES = ['en', 'es'] as const;

export const USER_ORDERINGS = ['full_name', '-full_name', 'email', '-email', 'role', '-role', 'date_joined', '-date_joined'] as const;
export type UserOrdering = (typeof USER_ORDERINGS)[number];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  // Newest first, so a user just created is at the top (spec section 4, Lists).
  ordering: z.enum(USER_ORDERINGS).default('-date_joined'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** The pager every list call answers (spec section 3). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    num_pages: z.number().int(),
    current_page: z.number().int(),
    results: z.array(item),
  });
}

export const userPageSchema = pagedSchema(userSchema);
export type UserPage = z.infer<typeof userPageSchema>;

export const roleCountsSchema = z.object({
  all: z.number().int(),
  clients: z.number().int(),
  staff: z.number().int(),
  roles: z.record(z.enum(ROLES), z.number().int()),
});
export type RoleCounts = z.infer<typeof roleCountsSchema>;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 150;

/** Field rules shared by the form (client) and the API (server). */
export const userFieldRules = {
  full_name: z.string().trim().min(1).max(FULL_NAME_MAX),
  email: z.email().max(254),
  role: roleSchema,
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  languages: z.array(z.enum(WORK_LANGUAGES)).max(WORK_LANGUAGES.length),
};

export { userSchema };
