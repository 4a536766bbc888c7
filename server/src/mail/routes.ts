import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { devOutboxEndpoints } from '@/api/contract/dev-outbox';
import { handlersFor } from '@server/src/http/endpoints';
import { notFound } from '@server/src/http/http-errors';
import { hasDevOutbox, readOutbox } from './outbox';

const isLoopback = (address: string | undefined) => {
  if (!address || !isIP(address)) return false;
  const v4 = address.replace(/^::ffff:/, '');
  return v4.startsWith('127.') || address === '::1';
};

/** Asked from the server's own machine: the connection, and the client behind any trusted proxy. */
const fromThisMachine = (request: FastifyRequest) => isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);

/** The development outbox, which exists only where e-mails cannot be sent (outbox.ts). */
export function devOutboxHandlers(app: FastifyInstance) {
  return handlersFor(devOutboxEndpoints, {
    list: async ({ db, request }) => {
      if (!hasDevOutbox(app.config) || !fromThisMachine(request)) throw notFound();
      const emails = await readOutbox(db, app.emailSeal);
      return { results: emails.map(({ createdAt, ...email }) => ({ ...email, created_at: createdAt.toISOString() })) };
    },
  });
}
