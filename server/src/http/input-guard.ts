import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '@/api/contract/errors';
import { invalidFields } from './http-errors';

/** NUL can never be stored in PostgreSQL text, and means no good in any field. */
export const hasNul = (text: string) => text.includes('\u0000');

/** The paths of every string holding a NUL byte in a parsed query or JSON body. */
function nulFields(value: unknown, path: string[] = [], found: FieldErrors = {}): FieldErrors {
  if (typeof value === 'string') {
    if (hasNul(value)) found[path.join('.') || 'non_field_errors'] = ['invalid_character'];
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (hasNul(key)) found[[...path, 'key'].join('.')] = ['invalid_character'];
      nulFields(child, [...path, key], found);
    }
  }
  return found;
}

/**
 * Refuses a NUL byte anywhere in a query or a JSON body, on every API route, with a 400 on the
 * field, before any schema or handler sees it (multipart forms are checked as they are read).
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const errors = { ...nulFields(request.query), ...nulFields(request.body) };
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
  });
}
