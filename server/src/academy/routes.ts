import { academyEndpoints } from '@/api/contract/academy';
import type { FastifyInstance } from 'fastify';
import { handlersFor } from '@server/src/http/endpoints';
import { markDone, markNotDone } from './completion';
import { completionsByModule } from './completions-by-module';
import { learnersPage } from './learners';
import { moduleList, wholeModule } from './module-reads';
import { createModule, moveModule, removeModule, updateModule } from './module-writes';
import { readerOf } from './reader';
import { academySummary } from './summary';
import { upcomingTasks } from './upcoming-tasks';

/** The academy's modules, the reader's progress, and the editors' dashboard widgets. */
export function academyHandlers(app: FastifyInstance) {
  return handlersFor(academyEndpoints, {
    modules: ({ db, user }) => moduleList(db, readerOf(user)),
    module: ({ db, user, params }) => wholeModule(db, readerOf(user), params.id),
    create: ({ db, user, body }) => createModule(db, readerOf(user), body, app.clock()),
    update: ({ db, user, params, body }) => updateModule(db, readerOf(user), params.id, body, app.clock()),
    move: ({ db, user, params, body }) => moveModule(db, readerOf(user), params.id, body.position),
    remove: async ({ db, params }) => {
      await removeModule(db, params.id);
      return { detail: 'Module deleted.' };
    },
    complete: ({ db, user, params }) => markDone(db, readerOf(user), params.id, app.clock()),
    uncomplete: ({ db, user, params }) => markNotDone(db, readerOf(user), params.id),
    summary: ({ db, query }) => academySummary(db, query),
    completions: ({ db, query }) => completionsByModule(db, query),
    learners: ({ db, query }) => learnersPage(db, query),
    upcomingTasks: ({ db, user }) => upcomingTasks(db, user.id),
  });
}
