import type { FastifyInstance } from 'fastify';
import { API } from '@/api/contract/api';
import { implementArea, type Implementation } from '@server/src/http/endpoints';
import { accountHandlers } from './account/routes';
import { authHandlers } from './auth/routes';
import { latoAiHandlers } from './lato-ai/routes';
import { projectHandlers } from './projects/routes';
import { taskHandlers } from './tasks/routes';
import { todoHandlers } from './todo/routes';
import { twilioWebhookHandlers } from './twilio/routes';
import { userHandlers } from './users/routes';

/**
 * Every area of the contract (src/api/contract/api.ts) with the code that answers each of its
 * endpoints. An area missing here, or an endpoint missing from its handlers, does not compile.
 */
export function areaRoutes(app: FastifyInstance): Record<keyof typeof API, Implementation[]> {
  const twilio = twilioWebhookHandlers(app);
  return {
    auth: implementArea(API.auth, authHandlers(app)),
    users: implementArea(API.users, userHandlers()),
    account: implementArea(API.account, accountHandlers(app)),
    projects: implementArea(API.projects, projectHandlers()),
    tasks: implementArea(API.tasks, taskHandlers()),
    todo: implementArea(API.todo, todoHandlers()),
    latoAi: implementArea(API.latoAi, { ...latoAiHandlers(), ...twilio.simulation }),
    twilioWebhooks: implementArea(API.twilioWebhooks, twilio.webhooks),
  };
}
