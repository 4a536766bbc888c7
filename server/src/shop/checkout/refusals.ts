import { NON_FIELD_ERRORS, type ErrorCode } from '@/api/contract/errors';
import type { ShopFieldCode } from '@/api/contract/shop';
import { HttpError } from '@server/src/http/http-errors';

/**
 * A shop refusal: the answer's `code` is the shop's own (`currency_mismatch`, `plan_required`…),
 * and the same code stands on the field it concerns (or on the request as a whole), so a form
 * marks the field and the public site's pages turn `code` into `?error=`.
 */
export function shopRefusal(status: 400 | 409, code: ShopFieldCode, detail: string, field: string = NON_FIELD_ERRORS): HttpError {
  // The common error codes do not list the shop's; the wire takes any code (errorBodySchema).
  return new HttpError(status, detail, code as unknown as ErrorCode, { [field]: [code] });
}
