import type { FastifyInstance } from 'fastify';
import { TEST_PAYMENTS_IN_PRODUCTION } from '@server/src/config';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

/**
 * Stripe when the configuration has its account, else the built-in test provider: anywhere but in
 * production, and there only with ALLOW_TEST_PAYMENTS (its page lets anyone pay with a test card,
 * so a live shop taking orders through it would give its plans away). loadConfig refuses the same
 * at start; this holds for a configuration made any other way.
 */
export function createPaymentProvider(app: FastifyInstance): PaymentProvider {
  if (app.config.stripe) return stripeProvider(app.config.stripe, app.log);
  if (app.config.production) {
    if (!app.config.allowTestPayments) throw new Error(`Payments are not configured: STRIPE_SECRET_KEY ${TEST_PAYMENTS_IN_PRODUCTION}.`);
    app.log.warn('ALLOW_TEST_PAYMENTS: the built-in test provider takes payments; anyone can pay there with a test card.');
  }
  return testProvider(app.jobs, app.clock);
}
