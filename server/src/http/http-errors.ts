import type { ErrorCode, FieldErrors } from '@/api/contract/errors';

/** An error that becomes an HTTP answer `{detail, code, errors?}` in the one error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429 | 503 | 507,
    readonly detail: string,
    readonly code: ErrorCode,
    readonly errors?: FieldErrors,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, errors?: FieldErrors) => new HttpError(400, detail, 'invalid', errors);
/** 400 with codes on fields: `{email: ['email_taken']}`. */
export const invalidFields = (errors: FieldErrors) => new HttpError(400, 'Invalid request.', 'invalid', errors);
export const fieldError = (field: string, code: string) => invalidFields({ [field]: [code] });
export const unauthorized = (detail: string, code: ErrorCode = 'not_authenticated') => new HttpError(401, detail, code);
export const forbidden = (detail = 'You do not have permission to perform this action.', code: ErrorCode = 'permission_denied') =>
  new HttpError(403, detail, code);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail, 'not_found');
export const tooManyRequests = (detail: string) => new HttpError(429, detail, 'rate_limited');
/** 409: the change was made from data that has changed since; read again and retry. */
export const conflict = (detail: string) => new HttpError(409, detail, 'conflict');

export const unavailable = (detail: string) => new HttpError(503, detail, 'unavailable');
/** 507: no room left to store the files; nothing of the request was kept. */
export const storageFull = () => new HttpError(507, 'There is no room left to store files. Nothing was saved.', 'storage_full');
/** 503: the file storage is read-only or cannot be reached; nothing of the request was kept. */
export const storageUnavailable = () =>
  new HttpError(503, 'Files cannot be stored or read right now; try again in a few minutes.', 'storage_unavailable');
