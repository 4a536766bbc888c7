import { academyEndpoints } from '@/api/contract/academy';
import type { FastifyInstance } from 'fastify';
import { handlersFor } from '@server/src/http/endpoints';
import { unavailable } from '@server/src/http/http-errors';

/** The academy's modules, the reader's progress, and the editors' dashboard widgets. */
export function academyHandlers(_app: FastifyInstance) {
  const notYet = () => Promise.reject(unavailable('Not built yet.'));
  return handlersFor(academyEndpoints, {
    modules: notYet,
    module: notYet,
    create: notYet,
    update: notYet,
    move: notYet,
    remove: notYet,
    complete: notYet,
    uncomplete: notYet,
    summary: notYet,
    completions: notYet,
    learners: notYet,
    upcomingTasks: notYet,
  });
}
