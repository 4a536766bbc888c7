import { z } from 'zod';
import { userFieldRules } from '@/api/contract/users';

// Multipart sends text, and a repeated field arrives as an array: single-valued fields refuse
// arrays by their own types; list fields take one value or many.
const list = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), schema);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const uniqueLanguages = list(userFieldRules.languages).refine((v) => new Set(v).size === v.length, 'Each language once.');

/** POST /users/users/: every field but the avatar; `null`s were left out by the client. */
export const createUserBody = z.object({
  full_name: userFieldRules.full_name,
  email: userFieldRules.email,
  role: userFieldRules.role,
  password: userFieldRules.password,
  is_active: flag.default(true),
  languages: uniqueLanguages,
});

/** PUT /users/users/{id}/: the same, but a missing password keeps the current one. */
export const updateUserBody = z.object({
  full_name: userFieldRules.full_name,
  email: userFieldRules.email,
  role: userFieldRules.role,
  password: userFieldRules.password.optional(),
  is_active: flag.default(true),
  languages: uniqueLanguages,
  remove_avatar: flag.default(false),
});

export const userIdParams = z.object({ id: z.coerce.number().int().positive() });
