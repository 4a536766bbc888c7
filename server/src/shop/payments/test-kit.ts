import type { AuditAction } from '@/api/contract/audit-values';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import { auditEvents, orderLines, orders, paymentEvents, products, subscriptions, twilioNumbers } from '@server/db/schema';
import { insertOrder, type NewOrderLine, type OrderRow } from '@server/src/shop/checkout/order-rows';
import { insertProduct, insertSubscription } from '@server/src/shop/checkout/test-kit';
import { stripeSignature } from './deliver-test-event';
import { checkoutSessionEvent, newTestSessionId, randomAlnum, type CheckoutEventType } from './test-events';

/*
 * What the payments tests share: the demo catalogue's shapes straight into the database, orders
 * as checkout leaves them (pending, with a session), subscriptions and numbers, and events signed
 * and posted the way Stripe posts them.
 */

type ProductRow = typeof products.$inferSelect;

export { insertProduct, insertSubscription };

/** The demo catalogue's plans, add-ons and a service, under their own names (a test file may make several). */
export async function insertCatalogue(db: Db) {
  return {
    starter: await insertProduct(db, {
      nameEn: 'Starter',
      priceMinor: 4900,
      yearlyPriceMinor: 49000,
      trialDays: 14,
      numbers: 1,
      maxNumbers: 2,
      callMinutes: 300,
      sms: 500,
      overageMinuteMinor: 12,
      overageSmsMinor: 3,
    }),
    growth: await insertProduct(db, {
      nameEn: 'Growth',
      priceMinor: 14900,
      yearlyPriceMinor: 149000,
      trialDays: 14,
      numbers: 3,
      maxNumbers: 10,
      callMinutes: 1500,
      sms: 3000,
      overageMinuteMinor: 10,
      overageSmsMinor: 2,
    }),
    scale: await insertProduct(db, {
      nameEn: 'Scale',
      priceMinor: 39900,
      yearlyPriceMinor: 399000,
      numbers: 10,
      maxNumbers: 50,
      callMinutes: 5000,
    }),
    extraNumber: await insertProduct(db, { kind: 'add_on', nameEn: 'Extra number', priceMinor: 1500, numbers: 1 }),
    minutes: await insertProduct(db, { kind: 'add_on', nameEn: '500 minutes', priceMinor: 4000, callMinutes: 500 }),
    website: await insertProduct(db, { kind: 'service', nameEn: 'Website', priceMinor: 240000, interval: 'one_time' }),
    euroPlan: await insertProduct(db, { nameEn: 'Euro plan', currency: 'EUR', priceMinor: 4500, numbers: 1, maxNumbers: 2 }),
    draft: await insertProduct(db, { nameEn: 'Enterprise', status: 'draft' }),
  };
}
export type Catalogue = Awaited<ReturnType<typeof insertCatalogue>>;

/** A line of an order for a product, at its catalogue price. */
export const lineOf = (product: ProductRow, quantity = 1, interval = product.interval, unitMinor = product.priceMinor): NewOrderLine => ({
  productId: product.id,
  kind: product.kind,
  nameEn: product.nameEn,
  nameEs: product.nameEs,
  interval,
  quantity,
  unitMinor,
  totalMinor: unitMinor * quantity,
});

/** An order waiting for its payment, with the test provider's session, as checkout leaves one. */
export async function placeOrder(
  db: Db,
  organisationId: number,
  lines: NewOrderLine[],
  fields: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const subtotal = lines.reduce((sum, line) => sum + line.totalMinor, 0);
  return insertOrder(
    db,
    {
      organisationId,
      reason: 'checkout',
      status: 'pending',
      currency: 'USD',
      subtotalMinor: subtotal,
      totalMinor: subtotal - (fields.discountMinor ?? 0) - (fields.creditMinor ?? 0),
      idempotencyKey: `test-order-${randomAlnum(20)}`,
      provider: 'test',
      providerSessionId: newTestSessionId(),
      ...fields,
    },
    lines,
  );
}

let phone = 0;
/** A Twilio number held by the organisation. */
export async function insertNumber(db: Db, organisationId: number) {
  phone += 1;
  const [row] = await db
    .insert(twilioNumbers)
    .values({ phoneNumber: `+1555${String(phone).padStart(7, '0')}`, friendlyName: `Line ${phone}`, organisationId })
    .returning();
  return row!;
}

/** The event Stripe (or the test provider) sends about an order's session. */
export function eventAbout(
  order: Pick<OrderRow, 'id' | 'currency' | 'totalMinor' | 'providerSessionId'>,
  type: CheckoutEventType,
  created: Date,
  fields: { id?: string; totalMinor?: number; sessionId?: string } = {},
): { id: string; body: string } {
  const id = fields.id ?? `evt_${randomAlnum(24)}`;
  const body = checkoutSessionEvent(
    type,
    id,
    {
      sessionId: fields.sessionId ?? order.providerSessionId ?? newTestSessionId(),
      orderId: order.id,
      currency: order.currency,
      totalMinor: fields.totalMinor ?? order.totalMinor,
    },
    created,
  );
  return { id, body };
}

/** Posts an event to a provider's webhook, signed (unless `signature` says otherwise) with `secret` at `signedAt`. */
export function postEvent(
  app: FastifyInstance,
  provider: string,
  body: string,
  { secret, signedAt, signature }: { secret: string; signedAt: Date; signature?: string | null },
) {
  const header = signature === undefined ? stripeSignature(body, secret, signedAt) : signature;
  return app.inject({
    method: 'POST',
    url: `/api/v1/shop/webhooks/${provider}/`,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header === null ? {} : { 'stripe-signature': header }) },
    payload: body,
  });
}

export async function orderRow(db: Db, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export const subscriptionsOf = (db: Db, organisationId: number) =>
  db.select().from(subscriptions).where(eq(subscriptions.organisationId, organisationId)).orderBy(subscriptions.id);

export const eventsOf = (db: Db, orderId: number) => db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));

export const linesOf = (db: Db, orderId: number) => db.select().from(orderLines).where(eq(orderLines.orderId, orderId));

export const auditOf = (db: Db, action: AuditAction) => db.select().from(auditEvents).where(eq(auditEvents.action, action));

/** The refunds the audit log says an order's payments need (refund-due.ts), as their details. */
export const refundsDueOf = async (db: Db, orderId: number) =>
  (await auditOf(db, 'refund_due')).flatMap((event) =>
    event.details?.order === orderId && event.details.refund_due ? [event.details] : [],
  );
