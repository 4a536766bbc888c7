import type { FastifyError, FastifyInstance } from 'fastify';
import { fieldErrorsOf } from '@/api/contract/field-errors';
import type { ErrorBody } from '@/api/contract/errors';
import { isDatabaseUnreachable } from './database-unreachable';
import { StorageFailure } from '@server/src/files/storage/storage-failures';
import { HttpError, notFound, storageFull, storageUnavailable, unavailable } from './http-errors';
import { RequestValidationError } from './validation';

function send(error: HttpError): [number, ErrorBody] {
  const body: ErrorBody = { detail: error.detail, code: error.code };
  if (error.errors) body.errors = error.errors;
  return [error.statusCode, body];
}

/** The one place every failure becomes `{detail, code, errors?}` with the right status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A refusal holds for this request only (a token since renewed, a limit since lifted, a row
    // since made): no cache may answer a later one with it, nor keep what it says.
    reply.header('cache-control', 'no-store');
    if (error instanceof RequestValidationError) {
      // A malformed id names no row: the same answer as an id that does not exist.
      if (error.validationContext === 'params') {
        const [status, body] = send(notFound());
        return reply.status(status).send(body);
      }
      return reply
        .status(400)
        .send({ detail: 'Invalid request.', code: 'invalid', errors: fieldErrorsOf(error.issues) } satisfies ErrorBody);
    }
    if (error instanceof HttpError) {
      const [status, body] = send(error);
      return reply.status(status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ detail: 'Too many requests. Try again later.', code: 'rate_limited' } satisfies ErrorBody);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.status(status).send({ detail: error.message, code: 'invalid' } satisfies ErrorBody);
    }
    if (error instanceof StorageFailure) {
      // Not the request's fault nor a bug: the disk or the bucket needs an administrator.
      request.log.warn({ err: error }, error.message);
      const [storageStatus, body] = send(error.kind === 'full' ? storageFull() : storageUnavailable());
      return reply.status(storageStatus).send(body);
    }
    if (isDatabaseUnreachable(error)) {
      // Nothing the request did wrong and nothing to fix in the code: the same call succeeds once
      // the database is back, and the client says so rather than "something went wrong".
      request.log.warn({ err: error }, 'database unreachable');
      const [unavailableStatus, body] = send(unavailable('The service is briefly unavailable. Try again in a moment.'));
      return reply.status(unavailableStatus).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error.', code: 'server_error' } satisfies ErrorBody);
  });
}
