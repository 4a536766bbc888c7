import { z } from './zod';

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
  /** The step between a sign-in's password and its two-step code took too long, or the account changed meanwhile. */
  'two_step_expired',
  'csrf_failed',
  'permission_denied',
  'not_found',
  'conflict',
  'rate_limited',
  'server_error',
  /** A part of the service that is not set up here (Twilio's webhooks without an account). */
  'unavailable',
  /** 507: the file storage has no room left. */
  'storage_full',
  /** 503: the file storage is read-only or unreachable. */
  'storage_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Codes of the checks every field may fail, whatever its area. An area adds codes of its own
 * (a taken e-mail, say) in its contract file; the web app says each code in the reader's language.
 */
export const COMMON_FIELD_CODES = [
  'required',
  'invalid',
  'invalid_type',
  'invalid_choice',
  'invalid_email',
  'invalid_format',
  'invalid_number',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
  'duplicate',
  'unknown_field',
  'invalid_character',
  'weak_password',
  'too_large_request',
  /** A body nested deeper than any form sends (server/src/http/input-guard.ts). */
  'too_deep',
  'file_too_large',
  'too_many_files',
  'unexpected_file',
  'empty_file',
  'file_type_not_allowed',
  'date_out_of_range',
  'end_before_start',
] as const;
export type CommonFieldCode = (typeof COMMON_FIELD_CODES)[number];

/** Field errors: the field's whole path (`faq.0.question`) and the codes of the checks it failed. */
export type FieldErrors = Record<string, string[]>;

export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The key of errors that belong to no one field. */
export const NON_FIELD_ERRORS = 'non_field_errors';
