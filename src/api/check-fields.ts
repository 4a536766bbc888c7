import type { z } from 'zod';
import { PARSE_FOR_FIELDS, fieldErrorsOf } from './contract/field-errors';
import { describeFieldErrors, type FieldMessages } from './errors';

/**
 * Checks form values against the contract schema the server checks them with, and says what
 * fails in the same words the server's refusal would get: a form's own validation.
 */
export function checkFields(schema: z.ZodType, values: unknown, messages: FieldMessages = {}): Record<string, string> {
  const result = schema.safeParse(values, PARSE_FOR_FIELDS);
  return result.success ? {} : describeFieldErrors(fieldErrorsOf(result.error.issues), messages);
}
