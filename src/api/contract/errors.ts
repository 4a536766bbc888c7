import { z } from 'zod';

/**
 * Machine-readable codes the server puts beside `detail`, so the client can show a translated
 * message instead of the server's English text.
 */
export const ERROR_CODES = [
  'invalid',
  'invalid_credentials',
  'inactive_account',
  'not_authenticated',
  'token_invalid',
  'session_expired',
  'session_revoked',
  'csrf_failed',
  'permission_denied',
  'not_found',
  'conflict',
  'rate_limited',
  'server_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
