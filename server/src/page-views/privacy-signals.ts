import type { FastifyRequest } from 'fastify';

/** The visitor asked not to be counted: Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`). */
export function asksNotToBeCounted(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}
