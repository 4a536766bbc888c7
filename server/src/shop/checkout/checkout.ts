import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentStart } from '@/api/contract/shop';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { carts, orders, type UserRow } from '@server/db/schema';
import { conflict, HttpError, unavailable } from '@server/src/http/http-errors';
import { allowanceOf } from '@server/src/shop/allowance';
import { AMOUNT_MAX_MINOR, lessMinor } from '@server/src/shop/money';
import type { PaymentSession } from '@server/src/shop/payments/provider';
import { returnUrls } from '@server/src/shop/payments/return-paths';
import { addressSnapshot, findAddress } from './addresses';
import { pricedCart } from './cart-lines';
import { couponRefusal, discountOf, findCoupon, reserveCoupon, reserveCouponAgain } from './coupons';
import { findOrder, insertOrder, linesOfOrders, orderView, type OrderRow } from './order-rows';
import { checkPayable } from './payable';
import { planRefusal } from './plan-rules';
import { shopRefusal } from './refusals';
import { isUniqueViolation } from '@server/src/sql/unique-violation';

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
  /** The campaign code the buyer's tab arrived with (marketing). */
  campaign?: string;
}

/**
 * The provider's idempotency key for the order's next session: the first one's, then one for each
 * session it follows. The same attempt sent twice (a double click, the provider's own retries) is
 * the same key, so the provider answers the session it opened rather than a second one.
 */
export const sessionKeyOf = (order: Pick<OrderRow, 'id' | 'providerSessionId'>) =>
  order.providerSessionId === null ? `order-${order.id}` : `order-${order.id}-after-${order.providerSessionId}`;

/**
 * Opens a payment session for the order, its lines as the provider's page shows them (the caller
 * checked it may be paid: checkPayable, the cart's rules just before placing it, a change of plan's
 * or an invoice's own) and keeps its id; the order stays pending without one if
 * the provider fails. A session it replaces is not expired at the provider (the interface has no
 * way to): the webhook takes the word only of the order's current session (payments/webhook.ts).
 */
export async function openPaymentSession(
  app: FastifyInstance,
  request: FastifyRequest,
  order: OrderRow,
  buyer: UserRow,
  lang: SiteLanguage,
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
      idempotencyKey: sessionKeyOf(order),
      language: lang,
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    request.log.error({ err: error, orderId: order.id }, 'the payment provider did not open a session');
    throw unavailable('The payment provider cannot be reached right now; try again in a few minutes.');
  }
  // The order is now the current provider's: one placed under the test provider and paid again once
  // Stripe is set up is Stripe's, whose webhook must find it.
  await app.db
    .update(orders)
    .set({ providerSessionId: session.sessionId, provider: app.payments.name, updatedAt: app.clock() })
    .where(eq(orders.id, order.id));
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
  // None yet (the provider failed the first time), or that one is over: a new session, if the
  // organisation's plan still allows the order.
  await checkPayable(app.db, order, app.clock());
  return openPaymentSession(app, request, order, buyer, lang);
}

/**
 * The order a key placed, whoever placed it: the caller refuses another person's (sameCheckout),
 * since the key's index is over every order (and the server's own keys start `system:`, which the
 * contract refuses from a client).
 */
export async function orderOfKey(db: Db, key: string): Promise<OrderRow | null> {
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
  // More than one payment may take (and than the database's integers hold, for the dearest products).
  if (priced.subtotalMinor > AMOUNT_MAX_MINOR || lines.some((line) => line.totalMinor > AMOUNT_MAX_MINOR)) {
    throw shopRefusal(409, 'order_too_large', 'This order is more than one payment may take: split it into several.');
  }

  let order: OrderRow;
  try {
    order = await db.transaction(async (tx) => {
      if (coupon && !(await reserveCoupon(tx, coupon.code, app.clock()))) {
        // Its last redemption went to another order since the check above (or it stopped applying).
        const why = couponRefusal(await findCoupon(tx, coupon.code), currency, app.clock()) ?? 'coupon_used_up';
        throw shopRefusal(409, why, 'The cart’s coupon no longer applies.', 'code');
      }
      return insertOrder(
        tx,
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
          campaign: ask.campaign ?? null,
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
    });
  } catch (error) {
    // The same checkout sent twice at once: the key's index lets one order through; both answer it.
    const raced = isUniqueViolation(error) ? await orderOfKey(db, ask.idempotencyKey) : null;
    if (!raced) throw error;
    const same = sameCheckout(raced, buyer, ask.organisationId);
    return { order: await orderView(db, same.id, ask.lang), payment_url: await pageForPlacedOrder(app, request, same, buyer, ask.lang) };
  }
  const paymentUrl = await openPaymentSession(app, request, order, buyer, ask.lang);
  return { order: await orderView(db, order.id, ask.lang), payment_url: paymentUrl };
}

/**
 * A failed order pending again, its coupon's redemption taken again (given back when it failed).
 * Only the request that revives it takes it: a second one at once finds it pending already.
 */
async function reviveFailed(db: Db, order: OrderRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [revived] = await tx
      .update(orders)
      .set({ status: 'pending', failureCode: null, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'failed')))
      .returning({ id: orders.id });
    if (!revived || !order.couponCode) return;
    if (!(await reserveCouponAgain(tx, order.couponCode)))
      throw shopRefusal(409, 'coupon_used_up', 'The order’s coupon was used up meanwhile: check the cart out again.');
  });
}

/**
 * Pays a pending or failed order again: a new session with the provider (the order's prices stay
 * as placed). A paid or cancelled order is not payable, nor one the plan rules or its subscription
 * (a renewal's, a change of plan's) no longer allow (checkPayable). A pending order's coupon keeps
 * the redemption it took when placed even if the coupon has expired since: it applied then, and
 * the order's price stands.
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
  await checkPayable(db, order, app.clock());
  if (order.status === 'failed') await reviveFailed(db, order, app.clock());
  const current = (await findOrder(db, order.id))!;
  const paymentUrl = await openPaymentSession(app, request, current, buyer, lang);
  return { order: await orderView(db, order.id, lang), payment_url: paymentUrl };
}
