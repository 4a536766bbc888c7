import { randomBytes } from 'node:crypto';
import { SESSION_APP } from './provider';

/** The checkout session events this server acts on (webhook.ts). */
export const PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;
export const FAILED_EVENTS = ['checkout.session.async_payment_failed', 'checkout.session.expired'] as const;
export type CheckoutEventType = (typeof PAID_EVENTS)[number] | (typeof FAILED_EVENTS)[number];

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits (a few bytes more than needed are drawn, so the modulo's bias is negligible). */
export function randomAlnum(length: number): string {
  return [...randomBytes(length * 2)]
    .slice(0, length)
    .map((byte) => ALNUM[byte % ALNUM.length])
    .join('');
}

/** The test provider's session id: `tps_` and 24 letters and digits (the contract's testPaymentParams). */
export const newTestSessionId = () => `tps_${randomAlnum(24)}`;

export interface TestSessionFacts {
  sessionId: string;
  orderId: number;
  currency: string;
  totalMinor: number;
}

/**
 * An event as Stripe writes one about a Checkout Session (the fields this server reads, and the
 * usual envelope), so the test provider's events go through exactly the webhook code Stripe's do.
 * `id` is given by the caller: the same press of a button always makes the same event.
 */
export function checkoutSessionEvent(type: CheckoutEventType, id: string, session: TestSessionFacts, created: Date): string {
  const paid = type !== 'checkout.session.async_payment_failed' && type !== 'checkout.session.expired';
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: session.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: paid ? 'paid' : 'unpaid',
        amount_total: session.totalMinor,
        currency: session.currency.toLowerCase(),
        client_reference_id: String(session.orderId),
        metadata: { order_id: String(session.orderId), app: SESSION_APP },
        payment_intent: paid ? `pi_test_${randomAlnum(24)}` : null,
      },
    },
  });
}
