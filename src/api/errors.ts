import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FetchError } from 'ofetch';
import { errorBodySchema, type ErrorCode } from './contract/errors';
import { defaultErrors } from './messages';

/** Every failure of an API call, whatever its origin, as one shape. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    readonly detail: string | undefined,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the server could not be reached at all. */
  get isNetworkError(): boolean {
    return this.status === undefined && this.code === 'network';
  }
}

export const noAccessTokenError = () => new ApiError('No access token', undefined, 'no_access_token', undefined);

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const parsed = errorBodySchema.safeParse(error.data);
    if (error.status === undefined) return new ApiError(error.message, undefined, 'network', undefined);
    if (parsed.success) {
      return new ApiError(parsed.data.detail, error.status, parsed.data.code, parsed.data.detail, parsed.data.errors);
    }
    return new ApiError(error.message, error.status, undefined, typeof error.data === 'string' ? error.data : undefined);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), undefined, undefined, undefined);
}

/** Server codes whose meaning the client says in the reader's language. */
const CODE_MESSAGES: Partial<Record<ErrorCode | 'network' | 'no_access_token', MessageDescriptor>> = {
  invalid_credentials: msg`Incorrect e-mail or password.`,
  inactive_account: msg`This account has been deactivated. Contact your administrator.`,
  rate_limited: msg`Too many attempts. Please wait a few minutes and try again.`,
  session_expired: msg`Your session has ended. Please sign in again.`,
  session_revoked: msg`Your session has ended. Please sign in again.`,
  csrf_failed: msg`Your session could not be verified. Please sign in again.`,
  token_invalid: msg`Your session has ended. Please sign in again.`,
  not_authenticated: msg`Please sign in to continue.`,
  permission_denied: msg`You do not have permission to do this.`,
  not_found: msg`This item no longer exists.`,
  server_error: msg`Something went wrong on our side. Please try again.`,
  network: msg`Cannot reach the server. Check your connection and try again.`,
  no_access_token: defaultErrors.noAccessToken,
};

/**
 * The one error mapper: a translated message for a known code, else the server's own detail,
 * else the caller's default from spec section 8.
 */
export function errorMessage(error: unknown, fallback: MessageDescriptor): string {
  const apiError = toApiError(error);
  const known = apiError.code ? CODE_MESSAGES[apiError.code as keyof typeof CODE_MESSAGES] : undefined;
  if (known) return i18n._(known);
  if (apiError.detail) return apiError.detail;
  return i18n._(fallback);
}

/** Field messages the server sends on its own checks, said in the reader's language. */
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  'A user with this e-mail already exists.': msg`A user with this e-mail already exists.`,
  'You cannot change your own role.': msg`You cannot change your own role.`,
  'You cannot deactivate your own account.': msg`You cannot deactivate your own account.`,
  'Upload a PNG, JPEG or WebP image.': msg`Upload a PNG, JPEG or WebP image.`,
  'The image must be at most 5 MB.': msg`The image must be at most 5 MB.`,
};

/** The server's field errors, one message per field, for a form to show on its fields. */
export function fieldErrorMessages(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(toApiError(error).fieldErrors)) {
    const first = messages[0];
    if (first) result[field] = FIELD_MESSAGES[first] ? i18n._(FIELD_MESSAGES[first]) : first;
  }
  return result;
}

/** The server refused the session itself (not a passing fault): signing in again is the way on. */
export function isSessionRejection(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === 401 || status === 403;
}
