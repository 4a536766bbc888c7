import { z } from 'zod';
import { ROLES } from './roles';

/** Names of the double-submit XSRF cookie and header, shared by the client and the server. */
export const XSRF_COOKIE_NAME = 'csrftoken';
export const XSRF_HEADER_NAME = 'X-CSRFToken';
export const REFRESH_COOKIE_NAME = 'refresh_token';

export const loginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const accessResponseSchema = z.object({ access: z.string().min(1) });
export type AccessResponse = z.infer<typeof accessResponseSchema>;

export const roleSchema = z.enum(ROLES);

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role: roleSchema.nullable(),
  avatar: z.string().nullable(),
  is_active: z.boolean(),
  languages: z.array(z.string()),
  date_joined: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Claims carried by every access token (spec section 7). */
export const accessClaimsSchema = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  exp: z.number(),
  /** Issued-at, in the server's clock; lets the client time refreshes without trusting its own. */
  iat: z.number().optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
