import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '@/api/contract/shop';
import { handlersFor } from '@server/src/http/endpoints';
import { notFound } from '@server/src/http/http-errors';

const todo = () => {
  throw notFound();
};

/** Subscriptions and the plan's limits, the test provider's page, and the providers' webhooks. */
export function paymentHandlers(_app: FastifyInstance) {
  return handlersFor(shopEndpoints, {
    organisationBilling: todo,
    cancelSubscription: todo,
    resumeSubscription: todo,
    previewPlanChange: todo,
    changePlan: todo,
    testPayment: todo,
    completeTestPayment: todo,
    paymentWebhook: todo,
  });
}
