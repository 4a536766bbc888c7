import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestPayment } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { linesOfOrders, type OrderRow } from '@server/src/shop/checkout/order-rows';
import { shopRefusal } from '@server/src/shop/checkout/refusals';
import { returnPaths } from './return-paths';
import { checkoutSessionEvent } from './test-events';

/** The order a test session pays, while the test provider takes payments; 404 otherwise. */
async function orderOfSession(app: FastifyInstance, db: Db, session: string): Promise<OrderRow> {
  if (app.payments.name !== 'test') throw notFound();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.providerSessionId, session), eq(orders.provider, 'test')))
    .limit(1);
  if (!order) throw notFound();
  return order;
}

const sessionStatus = (order: OrderRow): TestPayment['status'] =>
  order.status === 'paid' ? 'paid' : order.status === 'failed' ? 'declined' : order.status === 'cancelled' ? 'expired' : 'open';

/** The test payment page's reading of its session: what is paid, for what, and where the buyer goes next. */
export async function testPaymentView(app: FastifyInstance, db: Db, session: string): Promise<TestPayment> {
  const order = await orderOfSession(app, db, session);
  const lines = (await linesOfOrders(db, [order.id])).get(order.id) ?? [];
  const paths = returnPaths(order);
  return {
    session,
    status: sessionStatus(order),
    amount_minor: order.totalMinor,
    currency: order.currency,
    description: lines.map((line) => (line.quantity > 1 ? `${line.nameEn} × ${line.quantity}` : line.nameEn)).join(', '),
    success_url: paths.success,
    cancel_url: paths.cancel,
  };
}

/**
 * The page's buttons. Pay and decline queue the event Stripe would send (delivered by the job
 * `deliver-test-payment-event` to the signed webhook, like Stripe's, so the order is paid or failed
 * by the same code) and send the buyer to the page that waits for it; cancel sends them back.
 * Pressing pay again on a session already paid (a double click, the back button) changes nothing
 * and goes to the success page, as Stripe's page does. A declined or expired session is over:
 * 409 `order_not_payable` (paying again makes a new session, from the order).
 * Answers where to send the buyer.
 */
export async function completeTestPayment(
  app: FastifyInstance,
  db: Db,
  session: string,
  outcome: 'pay' | 'decline' | 'cancel',
): Promise<string> {
  const order = await orderOfSession(app, db, session);
  const paths = returnPaths(order);
  if (order.status === 'paid') return paths.success;
  if (outcome === 'cancel') return paths.cancel;
  if (order.status !== 'pending') throw shopRefusal(409, 'order_not_payable', 'This payment is over; start a new one from the order.');
  const type = outcome === 'pay' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed';
  // One event per session and button: a second press is the same event, which the webhook ignores.
  const eventId = `evt_test_${session.slice(4)}_${outcome}`;
  const event = checkoutSessionEvent(
    type,
    eventId,
    { sessionId: session, orderId: order.id, currency: order.currency, totalMinor: order.totalMinor },
    app.clock(),
  );
  await app.jobs.send('deliver-test-payment-event', { event });
  return paths.success;
}
