import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentStart } from '@/api/contract/shop';
import type { BillingInterval } from '@/api/contract/shop-values';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { UserRow } from '@server/db/schema';
import { conflict } from '@server/src/http/http-errors';
import { addressesOf, addressSnapshot } from '@server/src/shop/checkout/addresses';
import { openPaymentSession, orderOfKey } from '@server/src/shop/checkout/checkout';
import { insertOrder, orderView, type OrderRow } from '@server/src/shop/checkout/order-rows';
import { fulfilOrder } from './fulfil';
import { quotePlanChange } from './plan-change';
import { returnUrls } from './return-paths';
import { manageableSubscription } from './subscriptions';
import { planChangeKey } from './system-keys';
import { isUniqueViolation } from '@server/src/sql/unique-violation';

export interface PlanChangeAsk {
  subscriptionId: number;
  product: number;
  interval: BillingInterval;
  idempotencyKey: string;
  lang: SiteLanguage;
}

/** The same key again: the same order, and while it waits, the same page (or a new session if it has none open). */
async function answerPlaced(
  app: FastifyInstance,
  request: FastifyRequest,
  placed: OrderRow,
  buyer: UserRow,
  ask: PlanChangeAsk,
): Promise<PaymentStart> {
  if (placed.userId !== buyer.id || placed.reason !== 'plan_change' || placed.subscriptionId !== ask.subscriptionId)
    throw conflict('This key belongs to another order.');
  const view = await orderView(app.db, placed.id, ask.lang);
  if (placed.status !== 'pending') return { order: view, payment_url: returnUrls(request, placed).successUrl };
  const open = placed.providerSessionId ? await app.payments.resumeSession(placed.providerSessionId) : null;
  return { order: view, payment_url: open?.url ?? (await openPaymentSession(app, request, placed, buyer, ask.lang)) };
}

/**
 * A change of plan as an order of its own (reason `plan_change`, one line: the new plan for a full
 * period, less the credit for the unused time of the current one), paid through the provider like
 * a checkout; the webhook switches the plan once it is paid. An order with nothing to pay (the
 * credit covers the new plan) has nothing for a provider to confirm: it is fulfilled at once.
 */
export async function changePlan(app: FastifyInstance, request: FastifyRequest, buyer: UserRow, ask: PlanChangeAsk): Promise<PaymentStart> {
  const { db } = app;
  const { subscription, organisation } = await manageableSubscription(db, buyer, ask.subscriptionId);
  // The client's key, kept apart from checkouts' (a checkout never answers a change of plan's order, nor the reverse).
  const key = planChangeKey(subscription.id, ask.idempotencyKey);
  const placed = await orderOfKey(app.db, key);
  if (placed) return answerPlaced(app, request, placed, buyer, ask);

  const now = app.clock();
  const quote = await quotePlanChange(db, subscription, { product: ask.product, interval: ask.interval }, now);
  const [address] = await addressesOf(db, organisation.id);
  let order: OrderRow;
  try {
    order = await insertOrder(
      db,
      {
        organisationId: organisation.id,
        userId: buyer.id,
        reason: 'plan_change',
        status: 'pending',
        currency: quote.currency,
        subtotalMinor: quote.priceMinor,
        creditMinor: quote.creditMinor,
        totalMinor: quote.chargeMinor,
        address: address ? addressSnapshot(address) : null,
        idempotencyKey: key,
        provider: app.payments.name,
        subscriptionId: subscription.id,
        // The app's time: how long ago the change was priced is measured in it (checkout/payable.ts).
        createdAt: now,
        updatedAt: now,
      },
      [
        {
          productId: quote.product.id,
          kind: 'plan',
          nameEn: quote.product.nameEn,
          nameEs: quote.product.nameEs,
          interval: quote.interval,
          quantity: 1,
          unitMinor: quote.priceMinor,
          totalMinor: quote.priceMinor,
        },
      ],
    );
  } catch (error) {
    // The same change sent twice at once: one order goes in, both answer it.
    const raced = isUniqueViolation(error) ? await orderOfKey(app.db, key) : undefined;
    if (!raced) throw error;
    return answerPlaced(app, request, raced, buyer, ask);
  }

  if (order.totalMinor === 0) {
    await db.transaction((tx) => fulfilOrder(tx, order, { paymentId: null, now, log: request.log }));
    return { order: await orderView(db, order.id, ask.lang), payment_url: returnUrls(request, order).successUrl };
  }
  const paymentUrl = await openPaymentSession(app, request, order, buyer, ask.lang);
  return { order: await orderView(db, order.id, ask.lang), payment_url: paymentUrl };
}
