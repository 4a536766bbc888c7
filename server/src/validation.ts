import type { z } from 'zod';
import { badRequest } from './http-errors';

/** Parses with a zod schema, or answers 400 with the messages on their fields. */
export function parseOr400<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  throw badRequest('Invalid request.', errors);
}
