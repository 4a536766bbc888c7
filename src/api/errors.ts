import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CommonFieldCode, ErrorBody, ErrorCode, FieldErrors } from './contract/errors';
import { defaultErrors } from './messages';

/** Every failure of an API call, whatever its origin, as one shape. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    readonly detail: string | undefined,
    readonly fieldErrors: FieldErrors = {},
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

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Whether a body is our error body (the contract's errorBodySchema), checked by hand: the error
 * mapper is on the sign-in path, which does not load zod.
 */
function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { detail, code, errors } = body as Record<string, unknown>;
  if (!isText(detail) || (code !== undefined && !isText(code))) return false;
  if (errors === undefined) return true;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    !Array.isArray(errors) &&
    Object.values(errors).every((codes) => Array.isArray(codes) && codes.every(isText))
  );
}

/** A failed answer as an ApiError: our error body's detail, code and field errors, else only its status. */
export function errorFromAnswer(status: number, body: unknown, message = `HTTP ${status}`): ApiError {
  if (isErrorBody(body)) return new ApiError(body.detail, status, body.code, body.detail, body.errors);
  // A body that is not ours (a proxy's HTML page, say) is never shown to the reader.
  return new ApiError(message, status, undefined, undefined);
}

export const networkError = (message = 'Network error') => new ApiError(message, undefined, 'network', undefined);

/**
 * ofetch's failure, told by its name rather than its class: importing the class would load the
 * fetch library with every screen that maps an error, the sign-in page among them.
 */
function isFetchError(error: unknown): error is Error & { status?: number; data?: unknown } {
  return error instanceof Error && error.name === 'FetchError';
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isFetchError(error)) {
    if (error.status === undefined) return new ApiError(error.message, undefined, 'network', undefined);
    return errorFromAnswer(error.status, error.data, error.message);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), undefined, undefined, undefined);
}

/** Server codes whose meaning the client says in the reader's language. */
const CODE_MESSAGES: Partial<Record<ErrorCode | 'network' | 'no_access_token' | 'bad_response', MessageDescriptor>> = {
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
  unavailable: msg`The service is briefly unavailable. Please try again in a moment.`,
  network: msg`Cannot reach the server. Check your connection and try again.`,
  bad_response: msg`The server sent an answer this page cannot read. Please reload the page.`,
  no_access_token: defaultErrors.noAccessToken,
};

/**
 * The one error mapper: a translated message for a known code, else the server's own detail,
 * else the caller's default (the call's own failure message, such as 'Login error').
 */
export function errorMessage(error: unknown, fallback: MessageDescriptor): string {
  const apiError = toApiError(error);
  const known = apiError.code ? CODE_MESSAGES[apiError.code as keyof typeof CODE_MESSAGES] : undefined;
  if (known) return i18n._(known);
  if (apiError.detail) return apiError.detail;
  return i18n._(fallback);
}

/** What the common field codes say, whatever the area. */
const COMMON_FIELD_MESSAGES: Record<CommonFieldCode, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalid: msg`This value is not valid.`,
  invalid_type: msg`This value is not valid.`,
  invalid_choice: msg`Choose one of the options.`,
  invalid_email: msg`Enter a valid e-mail address.`,
  invalid_format: msg`This value is not in the expected format.`,
  invalid_number: msg`Enter a whole number.`,
  too_short: msg`This is too short.`,
  too_long: msg`This is too long.`,
  too_small: msg`This number is too small.`,
  too_large: msg`This number is too large.`,
  too_few: msg`Choose more items.`,
  too_many: msg`Choose fewer items.`,
  duplicate: msg`Each item may appear only once.`,
  unknown_field: msg`This field is not accepted here.`,
  invalid_character: msg`Remove the invisible control characters from this text.`,
  weak_password: msg`Use a letter and a number or symbol.`,
  too_large_request: msg`This form is too large to send. Remove some of its content and try again.`,
  file_too_large: msg`This file is too large.`,
  too_many_files: msg`Too many files.`,
  unexpected_file: msg`No file is accepted here.`,
  empty_file: msg`This file is empty.`,
  file_type_not_allowed: msg`This type of file is not accepted. Use a PDF, an image, an office document, a ZIP archive or a text file.`,
  date_out_of_range: msg`Choose a date between 1900-01-01 and 2099-12-31.`,
  end_before_start: msg`The end date cannot be before the start date.`,
};

/**
 * An area's field messages: by code, and where one field says a code its own way, by field then
 * code. Each area keeps its own next to its forms.
 */
export interface FieldMessages {
  codes?: Record<string, MessageDescriptor>;
  fields?: Record<string, Record<string, MessageDescriptor>>;
}

/** Field errors said in the reader's language: one message per field, the first failed check's. */
export function describeFieldErrors(errors: FieldErrors, messages: FieldMessages = {}): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, codes] of Object.entries(errors)) {
    const code = codes[0];
    if (code === undefined) continue;
    const message =
      messages.fields?.[field]?.[code] ??
      messages.codes?.[code] ??
      COMMON_FIELD_MESSAGES[code as CommonFieldCode] ??
      COMMON_FIELD_MESSAGES.invalid;
    result[field] = i18n._(message);
  }
  return result;
}

/** The server's field errors, for a form to show on its fields. */
export function fieldErrorMessages(error: unknown, messages: FieldMessages = {}): Record<string, string> {
  return describeFieldErrors(toApiError(error).fieldErrors, messages);
}

/** The server refused the session itself (not a passing fault): signing in again is the way on. */
export function isSessionRejection(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === 401 || status === 403;
}
