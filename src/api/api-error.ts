import type { ErrorBody, FieldErrors } from './contract/errors';

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

/** The server refused the session itself (not a passing fault): signing in again is the way on. */
export function isSessionRejection(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === 401 || status === 403;
}
