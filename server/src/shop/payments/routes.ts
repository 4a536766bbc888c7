import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '@/api/contract/shop';
import { handlersFor } from '@server/src/http/endpoints';
import { changePlan } from './change-plan';
import { previewDto, quotePlanChange } from './plan-change';
import { manageableSubscription, organisationBilling, setCancelAtPeriodEnd } from './subscriptions';
import { completeTestPayment, testPaymentView } from './test-payments';
import { receivePaymentEvent, verifiedEvent, webhookSecretOf } from './webhook';

/** Subscriptions and the plan's limits, the test provider's page, and the providers' webhooks. */
export function paymentHandlers(app: FastifyInstance) {
  return handlersFor(shopEndpoints, {
    organisationBilling: ({ db, user, params, query }) => organisationBilling(db, user, params.org, query.lang, app.clock()),
    cancelSubscription: ({ db, user, params, query, request }) =>
      setCancelAtPeriodEnd(db, request, user, params.id, true, query.lang, app.clock()),
    resumeSubscription: ({ db, user, params, query, request }) =>
      setCancelAtPeriodEnd(db, request, user, params.id, false, query.lang, app.clock()),
    previewPlanChange: async ({ db, user, params, query }) => {
      const { subscription } = await manageableSubscription(db, user, params.id);
      return previewDto(await quotePlanChange(db, subscription, query, app.clock()));
    },
    changePlan: ({ user, params, body, request }) =>
      changePlan(app, request, user, {
        subscriptionId: params.id,
        product: body.product,
        interval: body.interval,
        idempotencyKey: body.idempotency_key,
        lang: body.lang,
      }),

    testPayment: ({ db, params }) => testPaymentView(app, db, params.session),
    completeTestPayment: async ({ db, params, body, reply }) => {
      const to = await completeTestPayment(app, db, params.session, body.outcome);
      // A form's post answered with "see this page": the browser goes there with a GET.
      return reply.header('cache-control', 'no-store').redirect(to, 303);
    },
    paymentWebhook: async ({ db, params, request }) => {
      const secret = webhookSecretOf(app, params.provider);
      const event = await verifiedEvent(request, secret, app.clock());
      await receivePaymentEvent(db, request.log, params.provider, event, app.clock());
      return { received: true };
    },
  });
}
