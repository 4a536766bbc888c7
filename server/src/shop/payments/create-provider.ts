import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

/** Stripe when the configuration has its account, else the built-in test provider (config.ts says when). */
export function createPaymentProvider(app: FastifyInstance): PaymentProvider {
  if (app.config.stripe) return stripeProvider(app.config.stripe, app.log);
  if (app.config.production)
    app.log.warn(
      'Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; the built-in test provider takes them meanwhile.',
    );
  return testProvider(app.jobs, app.clock);
}
