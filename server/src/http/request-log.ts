import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { withoutQueryValues } from './log-redaction';

/**
 * Fastify's lines about each request, moved out of the way: a line per request at the info level
 * buried the console of `npm start` (its banner with the URL and the logins) under thousands of
 * JSON lines. Requests are logged at the debug level, or, when `short` (LOG_REQUESTS), as one
 * short line each at the info level. Errors stay errors. Query values stay out, as everywhere in
 * the log.
 */
export class RequestLog extends LogController {
  constructor(private readonly short: boolean) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else if (this.short)
      reply.log.info(`${request.method} ${withoutQueryValues(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${withoutQueryValues(request.url)} not found`);
  }
}
