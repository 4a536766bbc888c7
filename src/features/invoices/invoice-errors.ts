import { i18n, type MessageDescriptor } from '@lingui/core';
import { toApiError } from '@/api/api-error';
import { errorMessage } from '@/api/errors';
import { INVOICE_FIELD_CODES, type InvoiceFieldCode } from '@/api/contract/invoices';
import { INVOICE_CODE_MESSAGES } from './labels';

const CODES: ReadonlySet<string> = new Set(INVOICE_FIELD_CODES);

/** The area's own code of a refused call, as the answer's code or on a field; else undefined. */
export function invoiceCodeOf(error: unknown): InvoiceFieldCode | undefined {
  const { code, fieldErrors } = toApiError(error);
  if (code && CODES.has(code)) return code as InvoiceFieldCode;
  return Object.values(fieldErrors)
    .flat()
    .find((fieldCode) => CODES.has(fieldCode)) as InvoiceFieldCode | undefined;
}

/** A failed invoices call said in the reader's language: the area's refusal by its code, else as the common mapper says it. */
export function invoiceErrorMessage(error: unknown, fallback: MessageDescriptor): string {
  const code = invoiceCodeOf(error);
  return code ? i18n._(INVOICE_CODE_MESSAGES[code]) : errorMessage(error, fallback);
}
