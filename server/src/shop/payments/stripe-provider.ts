import { Stripe } from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { StripeConfig } from '@server/src/config';
import { unavailable } from '@server/src/http/http-errors';
import { safeError } from '@server/src/http/log-redaction';
import { SESSION_APP, type PaymentProvider, type PaymentRequest } from './provider';

/** Stripe's limit on a line's name is far above this; a long joined name is cut where it reads well. */
const LINE_NAME_MAX = 250;

/**
 * The order's lines as Checkout shows them. Stripe's lines cannot be negative, so an order with a
 * discount or a change of plan's credit is one line of its total, named after what it holds.
 */
export function stripeLineItems(request: PaymentRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const currency = request.currency.toLowerCase();
  const linesTotal = request.lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0);
  if (linesTotal === request.totalMinor) {
    return request.lines.map((line) => ({
      quantity: line.quantity,
      price_data: { currency, unit_amount: line.unitMinor, product_data: { name: line.name } },
    }));
  }
  const names = request.lines.map((line) => (line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name)).join(', ');
  const name = names.length > LINE_NAME_MAX ? `${names.slice(0, LINE_NAME_MAX - 1)}…` : names;
  return [
    { quantity: 1, price_data: { currency, unit_amount: request.totalMinor, product_data: { name: name || `Order ${request.orderId}` } } },
  ];
}

/**
 * Stripe's hosted Checkout, one Checkout Session (mode `payment`) per order and attempt. The order
 * is found again from the webhook's session by its metadata (`order_id`, and `app` saying it is
 * this app's session, not another integration's on the same account).
 * Renewals: Checkout in payment mode saves no card, so nothing can be charged without the buyer;
 * the renewal order fails at once (`no_payment_method`) and the buyer pays it from the billing
 * page. A Stripe Billing integration (saved cards, Stripe's own subscriptions) is not built.
 */
export function stripeProvider(config: StripeConfig, log: FastifyBaseLogger, httpClient?: Stripe.HttpClient): PaymentProvider {
  const stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(httpClient ? { httpClient } : {}) });
  return {
    name: 'stripe',
    async createSession(request) {
      const orderId = String(request.orderId);
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: stripeLineItems(request),
            client_reference_id: orderId,
            // What the webhook finds its order by: the order, and that the session is this app's.
            metadata: { order_id: orderId, app: SESSION_APP },
            payment_intent_data: { metadata: { order_id: orderId, app: SESSION_APP } },
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            locale: request.language,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Error('Stripe answered a Checkout Session without its page');
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        // The buyer can do nothing about it but try again later; the cause is for the log only.
        log.error({ err: safeError(error), orderId: request.orderId }, 'Stripe did not open a Checkout Session');
        throw unavailable('The payment provider cannot be reached right now; try again in a few minutes.');
      }
    },
    async resumeSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return session.status === 'open' && session.url ? { sessionId, url: session.url } : null;
      } catch (error) {
        log.error({ err: safeError(error) }, 'Stripe did not answer about a Checkout Session');
        throw unavailable('The payment provider cannot be reached right now; try again in a few minutes.');
      }
    },
    async chargeRenewal() {
      return { kind: 'impossible', failureCode: 'no_payment_method' };
    },
  };
}
