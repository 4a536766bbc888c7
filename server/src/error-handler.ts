import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@/api/contract/errors';
import { HttpError } from './http-errors';

/** Turns a zod issue path such as ["body", "email"] into the field name the client shows it on. */
function fieldOf(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length ? parts.join('.') : 'non_field_errors';
}

/** The one place every failure becomes `{detail, code, errors?}` with the right status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { detail: error.detail, code: error.code };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.status(400).send({ detail: 'Invalid request.', code: 'invalid', errors } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ detail: 'Too many requests. Try again later.', code: 'rate_limited' } satisfies ErrorBody);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.status(status).send({ detail: error.message, code: 'invalid' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error.', code: 'server_error' } satisfies ErrorBody);
  });
}
