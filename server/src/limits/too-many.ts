import type { FastifyReply } from 'fastify';
import { tooManyRequests } from '@server/src/http/http-errors';

/** The 429 answer of a limit, with the Retry-After the web app waits for. */
export function refuseForSeconds(reply: FastifyReply, seconds: number, detail: string): never {
  reply.header('retry-after', String(seconds));
  throw tooManyRequests(detail);
}
