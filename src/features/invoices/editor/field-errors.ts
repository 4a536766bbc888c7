import { describeFieldErrors, type FieldMessages } from '@/api/errors';
import type { FieldErrors } from '@/api/contract/errors';
import { INVOICE_CODE_MESSAGES } from '@/features/invoices/labels';

const INVOICE_FIELD_MESSAGES: FieldMessages = { codes: INVOICE_CODE_MESSAGES };

/** The server's reasons per field path (`lines.3.unit_minor`), said in the reader's language. */
export const invoiceFieldMessages = (errors: FieldErrors): Record<string, string> => describeFieldErrors(errors, INVOICE_FIELD_MESSAGES);
