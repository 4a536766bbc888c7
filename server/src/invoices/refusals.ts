import { NON_FIELD_ERRORS, type ErrorCode } from '@/api/contract/errors';
import type { InvoiceFieldCode } from '@/api/contract/invoices';
import { HttpError } from '@server/src/http/http-errors';

/**
 * An invoices refusal: the answer's `code` is the area's own (`invoice_not_draft`…), and the same
 * code stands on the field it concerns (or on the request as a whole), so the editor marks the field.
 */
export function invoiceRefusal(status: 400 | 409, code: InvoiceFieldCode, detail: string, field: string = NON_FIELD_ERRORS): HttpError {
  // The common error codes do not list the area's; the wire takes any code (errorBodySchema).
  return new HttpError(status, detail, code as unknown as ErrorCode, { [field]: [code] });
}
