import { Stripe } from 'stripe';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentProviderName } from '@/api/contract/shop-values';
import type { Db } from '@server/db/client';
import { orders, paymentEvents } from '@server/db/schema';
import { badRequest, notFound } from '@server/src/http/http-errors';
import { failOrder, fulfilOrder } from './fulfil';
import { SESSION_APP } from './provider';
import { rawBodyOf } from './raw-body';
import { recordRefundDue } from './refund-due';
import { FAILED_EVENTS, PAID_EVENTS, type CheckoutEventType } from './test-events';

/** Stripe's own tolerance: a signature older than five minutes is a replay, not a delivery. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The secret a provider's events are signed with, or 404: Stripe's webhook answers only where
 * Stripe is configured, and the test provider's only where it is the one taking payments (so no
 * one can pay an order by signing with a secret that is not in use).
 */
export function webhookSecretOf(app: FastifyInstance, provider: PaymentProviderName): string {
  if (provider === 'stripe' && app.config.stripe) return app.config.stripe.webhookSecret;
  if (provider === 'test' && app.payments.name === 'test') return app.config.testPaymentsWebhookSecret;
  throw notFound();
}

/** The event, once its `Stripe-Signature` is found good for these very bytes and recent; else 400. */
export async function verifiedEvent(request: FastifyRequest, secret: string, now: Date): Promise<Stripe.Event> {
  const signature = request.headers['stripe-signature'];
  if (typeof signature !== 'string' || signature === '') throw badRequest('The Stripe-Signature header is missing.');
  const body = rawBodyOf(request);
  if (!body || body.length === 0) throw badRequest('The event is missing.');
  try {
    return await Stripe.webhooks.constructEventAsync(body, signature, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch {
    throw badRequest('The signature does not match this event, or it is too old.');
  }
}

const isPaidType = (type: string) => (PAID_EVENTS as readonly string[]).includes(type);
const isFailedType = (type: string) => (FAILED_EVENTS as readonly string[]).includes(type);

/** What an event says of its order: paid, failed (with why), or nothing yet (a payment still on its way). */
type Outcome = { kind: 'paid' } | { kind: 'failed'; code: string } | null;

function outcomeOf(type: CheckoutEventType, session: Stripe.Checkout.Session): Outcome {
  if (type === 'checkout.session.completed') {
    // A bank transfer or a debit completes the session unpaid; its async event says how it went.
    return session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? { kind: 'paid' } : null;
  }
  if (type === 'checkout.session.async_payment_succeeded') return { kind: 'paid' };
  return { kind: 'failed', code: type === 'checkout.session.expired' ? 'session_expired' : 'payment_failed' };
}

/** The order a session is for: only from this app's own metadata (never `client_reference_id`, which any integration sets). */
function orderIdOf(session: Stripe.Checkout.Session): number | null {
  if (session.metadata?.app !== SESSION_APP) return null;
  const text = session.metadata.order_id ?? '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Acts on a verified event, once: the event is recorded (unique by provider and event id) in the
 * same transaction as what it changes, so a replay, or the same event delivered twice at once,
 * finds it recorded and changes nothing. Only the order's current session speaks for it.
 * Paid is final: the provider took the money, so a payment is kept whatever came before, and no
 * failure undoes it; money taken that the order cannot keep (a second payment of a paid order, a
 * payment on a session the order had replaced) is flagged for a refund. A failure changes the
 * order only when no newer event about it has been recorded (events come out of order).
 */
export async function receivePaymentEvent(db: Db, log: FastifyBaseLogger, provider: PaymentProviderName, event: Stripe.Event, now: Date) {
  if (!isPaidType(event.type) && !isFailedType(event.type)) return;
  const type = event.type as CheckoutEventType;
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = orderIdOf(session);
  const occurredAt = new Date(event.created * 1000);
  await db.transaction(async (tx) => {
    const [order] = orderId
      ? await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.provider, provider)))
          .for('update')
      : [];
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type, orderId: order?.id ?? null, occurredAt, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return;
    if (!order) {
      log.warn({ eventId: event.id, provider }, 'a payment event names no order of ours');
      return;
    }
    const outcome = outcomeOf(type, session);
    if (!outcome) return;

    if (outcome.kind === 'paid') {
      const paymentId = idOf(session.payment_intent);
      if (order.status === 'paid') {
        // The same payment told again (completed, then async succeeded) is nothing new; another one is a double charge.
        if (paymentId !== null && paymentId !== order.providerPaymentId)
          await recordRefundDue(tx, log, order, 'double_charge', { payment: paymentId, paid_by: order.providerPaymentId, event: event.id });
        return;
      }
      if (session.id !== order.providerSessionId) {
        await recordRefundDue(tx, log, order, 'replaced_session', { payment: paymentId, session: session.id, event: event.id });
        return;
      }
      if (session.amount_total !== order.totalMinor || session.currency?.toUpperCase() !== order.currency) {
        log.error(
          { orderId: order.id, eventId: event.id, paid: session.amount_total, currency: session.currency },
          'a payment does not match its order: the order is left unpaid for a person to look at',
        );
        return;
      }
      await fulfilOrder(tx, order, { paymentId, now, log });
      return;
    }

    if (order.status !== 'pending' && order.status !== 'failed') return;
    if (session.id !== order.providerSessionId) return;
    const [newer] = await tx
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, order.id), gt(paymentEvents.occurredAt, occurredAt), ne(paymentEvents.id, recorded.id)))
      .limit(1);
    if (newer) return;
    await failOrder(tx, order, outcome.code, now);
  });
}
