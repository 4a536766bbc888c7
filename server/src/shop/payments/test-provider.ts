import type { JobQueue } from '@server/src/jobs/definitions';
import type { PaymentProvider } from './provider';
import { checkoutSessionEvent, newTestSessionId, randomAlnum } from './test-events';

/** The test provider's payment page, on the public site (drawn by server/src/site): on this very site, so the address is a path. */
export const testPaymentPagePath = (sessionId: string) => `/pay/test/${sessionId}`;

/**
 * The built-in provider when there is no Stripe account: a payment page of its own, and webhooks
 * signed exactly as Stripe signs them (test-payments.ts, deliver-test-event.ts), so an order goes
 * the same way to paid. It keeps nothing of its own: the session is the order's
 * `provider_session_id`, and what the page shows is read from the order.
 */
export function testProvider(jobs: JobQueue, clock: () => Date): PaymentProvider {
  return {
    name: 'test',
    async createSession() {
      const sessionId = newTestSessionId();
      return { sessionId, url: testPaymentPagePath(sessionId) };
    },
    // The page reads its order: it answers for as long as the order does (test-payments.ts).
    async resumeSession(sessionId) {
      return { sessionId, url: testPaymentPagePath(sessionId) };
    },
    // A test card is always on file: the renewal is paid through the same signed webhook as any order.
    async chargeRenewal({ orderId, currency, totalMinor, keepSession }) {
      const sessionId = newTestSessionId();
      await keepSession(sessionId);
      const facts = { sessionId, orderId, currency, totalMinor };
      const event = checkoutSessionEvent('checkout.session.completed', `evt_test_${randomAlnum(24)}`, facts, clock());
      await jobs.send('deliver-test-payment-event', { event });
      return { kind: 'submitted' };
    },
  };
}
