import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentStart } from '@/api/contract/shop';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { carts, orders, products, type UserRow } from '@server/db/schema';
import { conflict, HttpError, unavailable } from '@server/src/http/http-errors';
import { allowanceOf } from '@server/src/shop/allowance';
import { lessMinor } from '@server/src/shop/money';
import type { PaymentSession } from '@server/src/shop/payments/provider';
import { returnUrls } from '@server/src/shop/payments/return-paths';
import { addressSnapshot, findAddress } from './addresses';
import { pricedCart } from './cart-lines';
import { couponRefusal, discountOf, findCoupon } from './coupons';
import { findOrder, insertOrder, linesOfOrders, orderView, type OrderRow } from './order-rows';
import { planRefusal, type RuleLine } from './plan-rules';
import { shopRefusal } from './refusals';

/*
 * Checkout: the person's cart, priced again from the catalogue, becomes a pending order of one of
 * their organisations, and the payment provider opens a session to pay it. The order is paid only
 * by the provider's signed webhook (payments/), which also empties the cart.
 */

export interface CheckoutRequest {
  organisationId: number;
  addressId: number;
  idempotencyKey: string;
  lang: SiteLanguage;
}

/** Opens a payment session for the order and keeps its id; the order stays pending without one if the provider fails. */
async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  order: OrderRow,
  buyer: UserRow,
  lang: SiteLanguage,
  key: string,
) {
  const lines = (await linesOfOrders(app.db, [order.id])).get(order.id) ?? [];
  let session: PaymentSession;
  try {
    session = await app.payments.createSession({
      orderId: order.id,
      currency: order.currency,
      totalMinor: order.totalMinor,
      lines: lines.map((line) => ({ name: lang === 'es' ? line.nameEs : line.nameEn, quantity: line.quantity, unitMinor: line.unitMinor })),
      customerEmail: buyer.email,
      ...returnUrls(request, order),
      idempotencyKey: key,
      language: lang,
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    request.log.error({ err: error, orderId: order.id }, 'the payment provider did not open a session');
    throw unavailable('The payment provider cannot be reached right now; try again in a few minutes.');
  }
  await app.db.update(orders).set({ providerSessionId: session.sessionId, updatedAt: app.clock() }).where(eq(orders.id, order.id));
  return session.url;
}

/**
 * Where the buyer goes for an order already placed by this checkout: its open session's page,
 * a session opened now when it has none, or (once the order is settled) the page that says how it went.
 */
async function pageForPlacedOrder(app: FastifyInstance, request: FastifyRequest, order: OrderRow, buyer: UserRow, lang: SiteLanguage) {
  if (order.status !== 'pending') return returnUrls(request, order).successUrl;
  if (order.providerSessionId) {
    const open = await app.payments.resumeSession(order.providerSessionId).catch((error: unknown) => {
      request.log.warn({ err: error, orderId: order.id }, 'the payment provider could not give back a session');
      return null;
    });
    if (open) return open.url;
  }
  // None yet (the provider failed the first time), or that one is over: a new session.
  return openSession(app, request, order, buyer, lang, `order-${order.id}-${randomUUID()}`);
}

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === '23505';
};

async function orderOfKey(db: Db, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row ?? null;
}

/** The same key from the same person for the same organisation is the same checkout; any other use of it is refused. */
function sameCheckout(order: OrderRow, buyer: UserRow, organisationId: number): OrderRow {
  if (order.userId !== buyer.id || order.organisationId !== organisationId) throw conflict('This checkout key belongs to another order.');
  return order;
}

/**
 * Checks the cart out for an organisation the buyer owns (the caller checked): a pending order
 * with its lines, then the provider's session. Sent again with the same key, it answers the same
 * order and, while it waits, the same page.
 */
export async function checkout(app: FastifyInstance, request: FastifyRequest, buyer: UserRow, ask: CheckoutRequest): Promise<PaymentStart> {
  const { db } = app;
  const placed = await orderOfKey(db, ask.idempotencyKey);
  if (placed) {
    const order = sameCheckout(placed, buyer, ask.organisationId);
    return { order: await orderView(db, order.id, ask.lang), payment_url: await pageForPlacedOrder(app, request, order, buyer, ask.lang) };
  }
  const address = await findAddress(db, ask.organisationId, ask.addressId);
  if (!address) throw shopRefusal(400, 'address_unknown', 'This address is not one of the organisation’s.', 'address');

  const [cart] = await db.select().from(carts).where(eq(carts.userId, buyer.id)).limit(1);
  const priced = await pricedCart(db, cart?.id ?? null);
  const lines = priced.lines.filter((line) => line.available);
  if (lines.length === 0 || priced.currency === null) throw shopRefusal(409, 'cart_empty', 'The cart holds nothing for sale.');
  const currency = priced.currency;

  const refusal = planRefusal(
    lines.map((line) => ({
      kind: line.product.kind,
      quantity: line.quantity,
      numbers: line.product.numbers,
      maxNumbers: line.product.maxNumbers,
    })),
    await allowanceOf(db, ask.organisationId),
  );
  if (refusal) throw shopRefusal(409, refusal, 'The organisation’s plan does not allow this.');

  const coupon = cart?.couponCode ? await findCoupon(db, cart.couponCode) : null;
  if (cart?.couponCode) {
    const couponRefused = couponRefusal(coupon, currency, app.clock());
    if (couponRefused) throw shopRefusal(409, couponRefused, 'The cart’s coupon no longer applies.', 'code');
  }
  const discountMinor = coupon ? discountOf(coupon, priced.subtotalMinor, currency) : 0;

  let order: OrderRow;
  try {
    order = await insertOrder(
      db,
      {
        organisationId: ask.organisationId,
        userId: buyer.id,
        reason: 'checkout',
        status: 'pending',
        currency,
        subtotalMinor: priced.subtotalMinor,
        discountMinor,
        totalMinor: lessMinor(priced.subtotalMinor, discountMinor, currency),
        couponCode: coupon?.code ?? null,
        address: addressSnapshot(address),
        idempotencyKey: ask.idempotencyKey,
        provider: app.payments.name,
      },
      lines.map((line) => ({
        productId: line.product.id,
        kind: line.product.kind,
        nameEn: line.product.nameEn,
        nameEs: line.product.nameEs,
        interval: line.interval,
        quantity: line.quantity,
        unitMinor: line.unitMinor,
        totalMinor: line.totalMinor,
      })),
    );
  } catch (error) {
    // The same checkout sent twice at once: the key's index lets one order through; both answer it.
    const raced = isUniqueViolation(error) ? await orderOfKey(db, ask.idempotencyKey) : null;
    if (!raced) throw error;
    const same = sameCheckout(raced, buyer, ask.organisationId);
    return { order: await orderView(db, same.id, ask.lang), payment_url: await pageForPlacedOrder(app, request, same, buyer, ask.lang) };
  }
  const paymentUrl = await openSession(app, request, order, buyer, ask.lang, `order-${order.id}`);
  return { order: await orderView(db, order.id, ask.lang), payment_url: paymentUrl };
}

/** The plan rules again for an order paid later: the organisation may have bought a plan meanwhile. */
async function orderPlanRefusal(db: Db, order: OrderRow) {
  if (order.reason !== 'checkout') return null;
  const lines = (await linesOfOrders(db, [order.id])).get(order.id) ?? [];
  const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const limits = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: products.id, numbers: products.numbers, maxNumbers: products.maxNumbers })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((row) => [row.id, row] as const),
  );
  const ruleLines = lines.map((line): RuleLine => ({
    kind: line.kind,
    quantity: line.quantity,
    numbers: (line.productId !== null && limits.get(line.productId)?.numbers) || 0,
    maxNumbers: line.productId !== null ? (limits.get(line.productId)?.maxNumbers ?? null) : null,
  }));
  return planRefusal(ruleLines, await allowanceOf(db, order.organisationId));
}

/**
 * Pays a pending or failed order again: a new session with the provider (the order's prices stay
 * as placed). A paid or cancelled order is not payable.
 */
export async function payOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  buyer: UserRow,
  order: OrderRow,
  lang: SiteLanguage,
): Promise<PaymentStart> {
  const { db } = app;
  if (order.status !== 'pending' && order.status !== 'failed') {
    throw shopRefusal(409, 'order_not_payable', 'This order is already paid or cancelled.');
  }
  const refusal = await orderPlanRefusal(db, order);
  if (refusal) throw shopRefusal(409, refusal, 'The organisation’s plan does not allow this order any more.');
  if (order.status === 'failed') {
    await db.update(orders).set({ status: 'pending', failureCode: null, updatedAt: app.clock() }).where(eq(orders.id, order.id));
  }
  const current = (await findOrder(db, order.id))!;
  const paymentUrl = await openSession(app, request, current, buyer, lang, `order-${order.id}-${randomUUID()}`);
  return { order: await orderView(db, order.id, lang), payment_url: paymentUrl };
}
