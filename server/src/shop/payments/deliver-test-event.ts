import { Stripe } from 'stripe';
import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '@/api/contract/shop';
import { pathFor } from '@/api/contract/endpoint';
import type { JobDefinition, JobPayloads } from '@server/src/jobs/definitions';

/** The webhook is this very server: a failure is a bug or a database hiccup, retried briefly. */
const RETRY = { retries: 5, firstDelaySeconds: 5 };

/** The signed request Stripe would make, as a header: `t=…,v1=HMAC-SHA256(secret, t.body)`. */
export function stripeSignature(body: string, secret: string, now: Date): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(now.getTime() / 1000) });
}

/**
 * The test provider's part of Stripe: posts its event to the server's own webhook
 * (`/api/v1/shop/webhooks/test/`) through `app.inject`, the same route, raw body and signature
 * check as Stripe's events meet, signed at delivery time (so a retry is not stale). Any answer but
 * 2xx is tried again.
 */
export function testEventDelivery(app: FastifyInstance): JobDefinition<JobPayloads['deliver-test-payment-event']> {
  const url = pathFor(shopEndpoints.paymentWebhook, { provider: 'test' });
  return {
    retry: RETRY,
    expireInSeconds: 60,
    async run({ event }) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignature(event, app.config.testPaymentsWebhookSecret, app.clock()),
        },
        payload: event,
      });
      if (response.statusCode < 200 || response.statusCode > 299) {
        throw new Error(`The test payment webhook answered ${response.statusCode}`);
      }
    },
  };
}
