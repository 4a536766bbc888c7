import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { PARSE_FOR_FIELDS, fieldErrorsOf } from '@/api/contract/field-errors';
import { invalidFields } from './http-errors';

type Issue = z.core.$ZodIssue;

/** A request part (params, query, body) that failed its contract schema. */
export class RequestValidationError extends Error {
  validationContext?: string;
  constructor(readonly issues: readonly Issue[]) {
    super('Invalid request.');
  }
}

/**
 * Fastify's validator for the contract's zod schemas. It keeps zod's issues, so the error handler
 * turns them into field codes with the one function that every other check uses too.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, PARSE_FOR_FIELDS);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };

/** Parses with a zod schema, or answers 400 with the failed checks' codes on their fields. */
export function parseFields<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data, PARSE_FOR_FIELDS);
  if (result.success) return result.data;
  throw invalidFields(fieldErrorsOf(result.error.issues));
}
