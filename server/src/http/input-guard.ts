import type { FastifyInstance } from 'fastify';
import { NON_FIELD_ERRORS, type FieldErrors } from '@/api/contract/errors';
import { HttpError, invalidFields } from './http-errors';

/** NUL can never be stored in PostgreSQL text, and means no good in any field. */
export const hasNul = (text: string) => text.includes('\u0000');

/**
 * The deepest JSON body any endpoint takes (the deepest real ones, a board's order or an
 * assistant's settings, are four levels): far beyond what a form sends, far short of what a
 * recursive walk (zod's, JSON.stringify's) cannot take.
 */
export const MAX_BODY_DEPTH = 32;

/** Thrown as soon as a walk goes deeper than it may: nothing else of the input is worth reading. */
const tooDeep = () => new HttpError(400, 'This request is nested too deeply.', 'invalid', { [NON_FIELD_ERRORS]: ['too_deep'] });

/**
 * The paths of every string holding a NUL byte in a parsed JSON body, or a refusal once the body
 * is nested deeper than `maxDepth`. Walked with a stack of its own, so no depth can overflow the
 * call stack, and stopped at the first level too deep, so a deep body costs no more than a shallow one.
 */
function nulFields(body: unknown, maxDepth: number): FieldErrors {
  const found: FieldErrors = {};
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (hasNul(value)) found[path.join('.') || NON_FIELD_ERRORS] = ['invalid_character'];
    } else if (value && typeof value === 'object') {
      if (path.length >= maxDepth) throw tooDeep();
      for (const [key, child] of Object.entries(value)) {
        if (hasNul(key)) found[[...path, 'key'].join('.')] = ['invalid_character'];
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return found;
}

/**
 * The same for a query, which the server reads flat (`?a=1&a=2`, never `?a[b]=1`): a key written
 * as a nested one asks for a structure no endpoint takes, and is refused rather than ignored.
 */
function nulQueryFields(query: unknown): FieldErrors {
  if (!query || typeof query !== 'object') return {};
  for (const key of Object.keys(query)) if (key.includes('[')) throw tooDeep();
  // The query itself, and the list a repeated key makes.
  return nulFields(query, 2);
}

/** Nothing sent: no body, or one a generic client sends for "no body". */
const isEmpty = (body: unknown) =>
  body === undefined ||
  body === null ||
  body === '' ||
  (typeof body === 'object' && Object.keys(body).length === 0 && !Array.isArray(body));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the route's endpoint reads a body; a body sent to one that reads none is refused. */
    takesBody?: boolean;
  }
}

/**
 * Refuses, on every API route, with a 400 before any schema or handler sees it: a NUL byte
 * anywhere in a query or a JSON body (on its field; multipart forms are checked as they are read),
 * a body nested deeper than `MAX_BODY_DEPTH`, a nested query key, and a body sent to an endpoint
 * that reads none.
 */
export function guardInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const errors = { ...nulQueryFields(request.query), ...nulFields(request.body, MAX_BODY_DEPTH) };
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    if (request.routeOptions.config.takesBody === false && !isEmpty(request.body)) {
      throw invalidFields({ [NON_FIELD_ERRORS]: ['unknown_field'] });
    }
  });
}
