import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, carts, coupons, paymentEvents, subscriptions } from '@server/db/schema';
import { creditFor } from './plan-change';
import { renewalKey } from './system-keys';
import { startTestServer, type TestServer } from '@server/test/harness';
import { stripeSignature } from './deliver-test-event';
import {
  auditOf,
  eventAbout,
  eventsOf,
  insertCatalogue,
  insertSubscription,
  lineOf,
  orderRow,
  placeOrder,
  postEvent,
  refundsDueOf,
  subscriptionsOf,
  type Catalogue,
} from './test-kit';

let now = new Date('2026-11-24T10:00:00Z');
let server: TestServer;
let catalogue: Catalogue;
let secret: string;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  catalogue = await insertCatalogue(server.database.db);
  secret = server.config.testPaymentsWebhookSecret;
});
afterAll(() => server.close());

const seconds = (n: number) => new Date(now.getTime() + n * 1000);
const post = (body: string, options: { secret?: string; signedAt?: Date; signature?: string | null } = {}) =>
  postEvent(server.app, 'test', body, {
    secret: options.secret ?? secret,
    signedAt: options.signedAt ?? now,
    signature: options.signature,
  });

/** A new client business with a pending checkout order of a plan, an add-on and a service. */
async function pendingOrder(fields: Parameters<typeof placeOrder>[3] = {}) {
  const owner = await server.createUser('CLIENT');
  const organisationId = await server.organisationOf(owner);
  const order = await placeOrder(
    server.database.db,
    organisationId,
    [lineOf(catalogue.starter), lineOf(catalogue.extraNumber, 1), lineOf(catalogue.minutes, 2), lineOf(catalogue.website)],
    { userId: owner.id, ...fields },
  );
  return { owner, organisationId, order };
}

describe('the payment webhook with a good signature', () => {
  it('pays the order in one go: subscriptions, coupon, cart, audit, and the event kept', async () => {
    const { db } = server.database;
    // Checkout took the coupon's redemption when it placed the order: paying does not take another.
    await db.insert(coupons).values({ code: 'HOOK10', kind: 'percent', value: 10, redemptions: 1 });
    const { owner, organisationId, order } = await pendingOrder({ couponCode: 'HOOK10', discountMinor: 100 });
    const [cart] = await db.insert(carts).values({ userId: owner.id, couponCode: 'HOOK10' }).returning();
    await db.insert(cartItems).values({ cartId: cart!.id, productId: catalogue.starter.id, interval: 'month', quantity: 1 });

    const { id, body } = eventAbout(order, 'checkout.session.completed', now);
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    const paid = await orderRow(db, order.id);
    expect(paid).toMatchObject({ status: 'paid', paidAt: now, failureCode: null });
    expect(paid.providerPaymentId).toMatch(/^pi_test_/);
    const running = await subscriptionsOf(db, organisationId);
    expect(running.map((s) => [s.productId, s.kind, s.quantity, s.status])).toEqual([
      [catalogue.starter.id, 'plan', 1, 'trialing'],
      [catalogue.extraNumber.id, 'add_on', 1, 'active'],
      [catalogue.minutes.id, 'add_on', 2, 'active'],
    ]);
    // The trial's 14 days come before the first paid month.
    expect(running[0]).toMatchObject({
      currentPeriodStart: now,
      trialEndsAt: new Date('2026-12-08T10:00:00Z'),
      currentPeriodEnd: new Date('2027-01-08T10:00:00Z'),
      // What was paid for it: its share of the coupon's 1.00 off the order's 2,544.00 taken off.
      unitMinor: 4899,
      orderId: order.id,
    });
    expect(running[1]!.currentPeriodEnd).toEqual(new Date('2026-12-24T10:00:00Z'));
    expect((await db.select().from(coupons).where(eq(coupons.code, 'HOOK10')))[0]!.redemptions).toBe(1);
    expect(await db.select().from(carts).where(eq(carts.userId, owner.id))).toEqual([]);
    expect((await eventsOf(db, order.id)).map((e) => [e.eventId, e.type, e.provider])).toEqual([
      [id, 'checkout.session.completed', 'test'],
    ]);
    const [audit] = (await auditOf(db, 'order_paid')).filter((e) => e.details?.order === order.id);
    expect(audit).toMatchObject({ actorId: null, targetType: 'organisation', targetId: organisationId });
    expect(audit!.details).toMatchObject({ reason: 'checkout', total: `${(order.totalMinor / 100).toFixed(2)} USD`, provider: 'test' });
  });

  it('gives a trial once per business and product: a plan bought again starts paid', async () => {
    const { db } = server.database;
    const { owner, organisationId, order } = await pendingOrder();
    await post(eventAbout(order, 'checkout.session.completed', now).body);
    const [first] = await subscriptionsOf(db, organisationId);
    await db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, first!.id));
    const again = await placeOrder(db, organisationId, [lineOf(catalogue.starter)], { userId: owner.id });
    expect((await post(eventAbout(again, 'checkout.session.completed', now).body)).statusCode).toBe(200);
    const latest = (await subscriptionsOf(db, organisationId)).find((s) => s.orderId === again.id);
    expect(latest).toMatchObject({ status: 'active', trialEndsAt: null, currentPeriodEnd: new Date('2026-12-24T10:00:00Z') });
  });

  it('pays an order whose payment arrives later (async succeeded after an unpaid completion)', async () => {
    const { db } = server.database;
    const { order } = await pendingOrder();
    const unpaid = JSON.parse(eventAbout(order, 'checkout.session.completed', now).body);
    unpaid.data.object.payment_status = 'unpaid';
    expect((await post(JSON.stringify(unpaid))).statusCode).toBe(200);
    expect((await orderRow(db, order.id)).status).toBe('pending');
    expect((await post(eventAbout(order, 'checkout.session.async_payment_succeeded', seconds(60)).body)).statusCode).toBe(200);
    expect((await orderRow(db, order.id)).status).toBe('paid');
  });

  it('fails an order on a failed or expired payment, with why', async () => {
    const { db } = server.database;
    const { order } = await pendingOrder();
    expect((await post(eventAbout(order, 'checkout.session.async_payment_failed', now).body)).statusCode).toBe(200);
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'failed', failureCode: 'payment_failed' });
    const { order: expiring } = await pendingOrder();
    await post(eventAbout(expiring, 'checkout.session.expired', now).body);
    expect(await orderRow(db, expiring.id)).toMatchObject({ status: 'failed', failureCode: 'session_expired' });
  });

  it('answers 200 and changes nothing for an event type it does not act on, or an order it does not know', async () => {
    const { db } = server.database;
    const { order } = await pendingOrder();
    const other = JSON.parse(eventAbout(order, 'checkout.session.completed', now).body);
    other.type = 'payment_intent.created';
    expect((await post(JSON.stringify(other))).json()).toEqual({ received: true });
    expect(await eventsOf(db, order.id)).toEqual([]);
    const unknown = eventAbout({ ...order, id: 999_999 }, 'checkout.session.completed', now);
    expect((await post(unknown.body)).statusCode).toBe(200);
    const [kept] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, unknown.id));
    expect(kept!.orderId).toBeNull();
    expect((await orderRow(db, order.id)).status).toBe('pending');
  });

  it('leaves an order unpaid when the amount paid is not its total', async () => {
    const { db } = server.database;
    const { organisationId, order } = await pendingOrder();
    await post(eventAbout(order, 'checkout.session.completed', now, { totalMinor: 1 }).body);
    expect((await orderRow(db, order.id)).status).toBe('pending');
    expect(await subscriptionsOf(db, organisationId)).toEqual([]);
  });
});

describe('the payment webhook refuses what it cannot trust (400, nothing changes)', () => {
  it.each([
    ['signed with another secret', (body: string) => post(body, { secret: 'whsec_not-the-right-secret-at-all-0000' })],
    [
      'a body other than the one signed',
      (body: string) => post(body.replace('"paid"', '"paid" '), { signature: stripeSignature(body, secret, now) }),
    ],
    ['no Stripe-Signature header', (body: string) => post(body, { signature: null })],
    ['a header that is no signature', (body: string) => post(body, { signature: 'not a signature' })],
    ['a signature made six minutes ago', (body: string) => post(body, { signedAt: seconds(-360) })],
  ])('%s', async (_name, send) => {
    const { db } = server.database;
    const { organisationId, order } = await pendingOrder();
    const response = await send(eventAbout(order, 'checkout.session.completed', now).body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid');
    expect((await orderRow(db, order.id)).status).toBe('pending');
    expect(await eventsOf(db, order.id)).toEqual([]);
    expect(await subscriptionsOf(db, organisationId)).toEqual([]);
  });

  it('takes a signature made four minutes ago (Stripe retries within its tolerance)', async () => {
    const { order } = await pendingOrder();
    expect((await post(eventAbout(order, 'checkout.session.completed', now).body, { signedAt: seconds(-240) })).statusCode).toBe(200);
  });

  it('refuses an empty body and malformed JSON', async () => {
    const empty = await server.app.inject({
      method: 'POST',
      url: '/api/v1/shop/webhooks/test/',
      headers: { 'stripe-signature': 't=1,v1=0' },
    });
    expect(empty.statusCode).toBe(400);
    const broken = '{"id": "evt_1", ';
    expect((await post(broken)).statusCode).toBe(400);
  });

  it('answers 404 for Stripe, which is not configured here', async () => {
    const { order } = await pendingOrder({ provider: 'stripe' });
    const response = await postEvent(server.app, 'stripe', eventAbout(order, 'checkout.session.completed', now).body, {
      secret,
      signedAt: now,
    });
    expect(response.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/api/v1/shop/webhooks/paypal/' })).statusCode).toBe(404);
  });
});

describe('the payment webhook, replayed and out of order', () => {
  it('changes nothing when the same event comes again', async () => {
    const { db } = server.database;
    await db.insert(coupons).values({ code: 'TWICE', kind: 'percent', value: 10, redemptions: 1 });
    const { organisationId, order } = await pendingOrder({ couponCode: 'TWICE' });
    const { body } = eventAbout(order, 'checkout.session.completed', now);
    await post(body);
    const before = { order: await orderRow(db, order.id), subscriptions: await subscriptionsOf(db, organisationId) };
    now = seconds(120);
    // Stripe signs each delivery anew; a replay of the old signature would be stale soon anyway.
    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true });
    expect(await orderRow(db, order.id)).toEqual(before.order);
    expect(await subscriptionsOf(db, organisationId)).toEqual(before.subscriptions);
    expect((await db.select().from(coupons).where(eq(coupons.code, 'TWICE')))[0]!.redemptions).toBe(1);
    expect(await eventsOf(db, order.id)).toHaveLength(1);
    expect((await auditOf(db, 'order_paid')).filter((e) => e.details?.order === order.id)).toHaveLength(1);
  });

  it('keeps a paid order paid when a failure arrives after it, even one that happened later', async () => {
    const { db } = server.database;
    const { organisationId, order } = await pendingOrder();
    await post(eventAbout(order, 'checkout.session.completed', now).body);
    await post(eventAbout(order, 'checkout.session.async_payment_failed', seconds(-30)).body);
    await post(eventAbout(order, 'checkout.session.expired', seconds(30)).body);
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'paid', failureCode: null });
    expect(await subscriptionsOf(db, organisationId)).toHaveLength(3);
    expect(await eventsOf(db, order.id)).toHaveLength(3);
  });

  it('lets an older failure not overwrite a newer one', async () => {
    const { db } = server.database;
    const { order } = await pendingOrder();
    await post(eventAbout(order, 'checkout.session.async_payment_failed', seconds(20)).body);
    await post(eventAbout(order, 'checkout.session.expired', seconds(10)).body);
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'failed', failureCode: 'payment_failed' });
    await post(eventAbout(order, 'checkout.session.expired', seconds(40)).body);
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'failed', failureCode: 'session_expired' });
  });

  it('pays an order whose success arrives after a newer failure: the money was taken', async () => {
    const { db } = server.database;
    const { order } = await pendingOrder();
    await post(eventAbout(order, 'checkout.session.async_payment_failed', seconds(20)).body);
    await post(eventAbout(order, 'checkout.session.completed', seconds(10)).body);
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'paid', failureCode: null });
  });

  it('does not fail an order over an earlier attempt’s session expiring', async () => {
    const { db } = server.database;
    const { order } = await pendingOrder();
    await post(eventAbout(order, 'checkout.session.expired', now, { sessionId: 'tps_AAAAAAAAAAAAAAAAAAAAAAAA' }).body);
    expect((await orderRow(db, order.id)).status).toBe('pending');
  });
});

describe('the payment webhook for renewals and changes of plan', () => {
  it('moves a renewed subscription on by a period, and makes it past due when the renewal fails', async () => {
    const { db } = server.database;
    const owner = await server.createUser('CLIENT');
    const organisationId = await server.organisationOf(owner);
    const plan = await insertSubscription(db, organisationId, catalogue.growth);
    const renewal = await placeOrder(db, organisationId, [lineOf(catalogue.growth)], { reason: 'renewal', subscriptionId: plan.id });
    await post(eventAbout(renewal, 'checkout.session.completed', now).body);
    const [renewed] = await subscriptionsOf(db, organisationId);
    expect(renewed).toMatchObject({
      status: 'active',
      currentPeriodStart: new Date('2026-12-01T00:00:00Z'),
      currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
    });
    const next = await placeOrder(db, organisationId, [lineOf(catalogue.growth)], { reason: 'renewal', subscriptionId: plan.id });
    await post(eventAbout(next, 'checkout.session.async_payment_failed', now).body);
    expect((await subscriptionsOf(db, organisationId))[0]).toMatchObject({
      status: 'past_due',
      currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('switches the plan when a change of plan is paid, with a new period from now', async () => {
    const { db } = server.database;
    const owner = await server.createUser('CLIENT');
    const organisationId = await server.organisationOf(owner);
    const plan = await insertSubscription(db, organisationId, catalogue.starter, { cancelAtPeriodEnd: true });
    const change = await placeOrder(db, organisationId, [lineOf(catalogue.growth, 1, 'year', 149000)], {
      reason: 'plan_change',
      subscriptionId: plan.id,
      creditMinor: 1000,
    });
    await post(eventAbout(change, 'checkout.session.completed', now).body);
    expect(await subscriptionsOf(db, organisationId)).toEqual([
      expect.objectContaining({
        id: plan.id,
        productId: catalogue.growth.id,
        interval: 'year',
        unitMinor: 149000,
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 365 * 24 * 3600 * 1000),
      }),
    ]);
  });
});

describe('what a payment does to the coupon and the cart', () => {
  const redemptionsOf = async (code: string) =>
    (await server.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.redemptions;

  it('gives the coupon’s redemption back when the order fails, once, and takes it again if it is paid after all', async () => {
    const { db } = server.database;
    await db.insert(coupons).values({ code: 'BACK10', kind: 'percent', value: 10, redemptions: 1 });
    const { order } = await pendingOrder({ couponCode: 'BACK10', discountMinor: 100 });
    await post(eventAbout(order, 'checkout.session.async_payment_failed', now).body);
    expect(await redemptionsOf('BACK10')).toBe(0);
    await post(eventAbout(order, 'checkout.session.expired', seconds(10)).body);
    expect(await redemptionsOf('BACK10')).toBe(0);
    await post(eventAbout(order, 'checkout.session.completed', seconds(20)).body);
    expect((await orderRow(db, order.id)).status).toBe('paid');
    expect(await redemptionsOf('BACK10')).toBe(1);
  });

  it('takes only what was bought out of the buyer’s cart, by product and interval', async () => {
    const { db } = server.database;
    const { owner, order } = await pendingOrder();
    const [cart] = await db.insert(carts).values({ userId: owner.id }).returning();
    await db.insert(cartItems).values([
      { cartId: cart!.id, productId: catalogue.starter.id, interval: 'month', quantity: 1 },
      { cartId: cart!.id, productId: catalogue.starter.id, interval: 'year', quantity: 1 },
      { cartId: cart!.id, productId: catalogue.website.id, interval: 'one_time', quantity: 1 },
      { cartId: cart!.id, productId: catalogue.growth.id, interval: 'month', quantity: 1 },
    ]);
    await post(eventAbout(order, 'checkout.session.completed', now).body);
    const left = await db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id)).orderBy(cartItems.id);
    expect(left.map((item) => [item.productId, item.interval])).toEqual([
      [catalogue.starter.id, 'year'],
      [catalogue.growth.id, 'month'],
    ]);
  });
});

describe('a subscription’s price is what was paid for it', () => {
  it('shares the order’s discount among its lines: the plan is kept, and credited back, at its share', async () => {
    const { db } = server.database;
    const owner = await server.createUser('CLIENT');
    const organisationId = await server.organisationOf(owner);
    // 2,000 off 20,000: the plan's 14,900 takes 1,490 of it, the service's 5,100 the rest.
    const order = await placeOrder(db, organisationId, [lineOf(catalogue.growth), lineOf(catalogue.website, 1, 'one_time', 5100)], {
      userId: owner.id,
      discountMinor: 2000,
    });
    await post(eventAbout(order, 'checkout.session.completed', now).body);
    const [plan] = await subscriptionsOf(db, organisationId);
    expect(plan).toMatchObject({ productId: catalogue.growth.id, unitMinor: 13410 });
    // Half of the paid-for time left (trial over): half of what was paid, not of the list price.
    const half = {
      ...plan!,
      status: 'active' as const,
      currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
    };
    expect(creditFor(half, new Date('2026-11-16T00:00:00Z'))).toBe(6705);
  });
});

describe('money taken that an order cannot keep is flagged for a refund', () => {
  it('a second, different payment of a paid order (a double charge)', async () => {
    const { db } = server.database;
    const { order } = await pendingOrder();
    await post(eventAbout(order, 'checkout.session.completed', now).body);
    const paid = await orderRow(db, order.id);
    // The same payment told again (async succeeded) is nothing new.
    const same = JSON.parse(eventAbout(order, 'checkout.session.async_payment_succeeded', seconds(5)).body);
    same.data.object.payment_intent = paid.providerPaymentId;
    await post(JSON.stringify(same));
    expect(await refundsDueOf(db, order.id)).toEqual([]);
    await post(eventAbout(order, 'checkout.session.completed', seconds(10)).body);
    expect(await orderRow(db, order.id)).toEqual(paid);
    expect(await refundsDueOf(db, order.id)).toEqual([
      expect.objectContaining({
        refund_due: 'double_charge',
        paid_by: paid.providerPaymentId,
        payment: expect.stringMatching(/^pi_test_/),
      }),
    ]);
  });

  it('a payment on a session the order no longer has (paid in an old tab): the order is not paid by it', async () => {
    const { db } = server.database;
    const { organisationId, order } = await pendingOrder();
    await post(eventAbout(order, 'checkout.session.completed', now, { sessionId: 'tps_OldSessionOldSessionOld1' }).body);
    expect((await orderRow(db, order.id)).status).toBe('pending');
    expect(await subscriptionsOf(db, organisationId)).toEqual([]);
    expect(await refundsDueOf(db, order.id)).toEqual([expect.objectContaining({ refund_due: 'replaced_session' })]);
  });

  it('ignores a session without this app’s mark, whatever order id it names', async () => {
    const { db } = server.database;
    const { order } = await pendingOrder();
    const foreign = JSON.parse(eventAbout(order, 'checkout.session.completed', now).body);
    delete foreign.data.object.metadata.app;
    expect((await post(JSON.stringify(foreign))).statusCode).toBe(200);
    expect((await orderRow(db, order.id)).status).toBe('pending');
  });

  it('a second plan paid while the business runs one: the running plan stays, the order is paid and flagged', async () => {
    const { db } = server.database;
    const owner = await server.createUser('CLIENT');
    const organisationId = await server.organisationOf(owner);
    const running = await insertSubscription(db, organisationId, catalogue.growth);
    const order = await placeOrder(db, organisationId, [lineOf(catalogue.starter), lineOf(catalogue.minutes)], { userId: owner.id });
    await post(eventAbout(order, 'checkout.session.completed', now).body);
    expect((await orderRow(db, order.id)).status).toBe('paid');
    expect((await subscriptionsOf(db, organisationId)).map((s) => [s.id === running.id, s.productId, s.status])).toEqual([
      [true, catalogue.growth.id, 'active'],
      [false, catalogue.minutes.id, 'active'],
    ]);
    expect(await refundsDueOf(db, order.id)).toEqual([expect.objectContaining({ refund_due: 'second_plan', running: running.id })]);
  });

  it('add-ons paid that take the numbers beyond the plan’s cap: running, and flagged', async () => {
    const { db } = server.database;
    const owner = await server.createUser('CLIENT');
    const organisationId = await server.organisationOf(owner);
    // Starter: one number, two at most; one extra number already.
    await insertSubscription(db, organisationId, catalogue.starter);
    await insertSubscription(db, organisationId, catalogue.extraNumber);
    const order = await placeOrder(db, organisationId, [lineOf(catalogue.extraNumber)], { userId: owner.id });
    await post(eventAbout(order, 'checkout.session.completed', now).body);
    expect(await subscriptionsOf(db, organisationId)).toHaveLength(3);
    expect(await refundsDueOf(db, order.id)).toEqual([
      expect.objectContaining({ refund_due: 'numbers_beyond_plan', numbers: 3, max_numbers: 2 }),
    ]);
  });

  it('a renewal paid after its plan was changed, or for a period already renewed: the subscription stays as it is', async () => {
    const { db } = server.database;
    const owner = await server.createUser('CLIENT');
    const organisationId = await server.organisationOf(owner);
    const plan = await insertSubscription(db, organisationId, catalogue.starter);
    const renewal = await placeOrder(db, organisationId, [lineOf(catalogue.starter)], {
      reason: 'renewal',
      subscriptionId: plan.id,
      idempotencyKey: renewalKey(plan, 1),
    });
    const older = await placeOrder(db, organisationId, [lineOf(catalogue.starter)], {
      reason: 'renewal',
      subscriptionId: plan.id,
      idempotencyKey: renewalKey({ id: plan.id, currentPeriodEnd: new Date('2026-11-01T00:00:00Z') }, 1),
    });
    await post(eventAbout(older, 'checkout.session.completed', now).body);
    // Changed to Growth by the year since the renewal was placed.
    const changed = { productId: catalogue.growth.id, interval: 'year' as const, unitMinor: 149000 };
    await db.update(subscriptions).set(changed).where(eq(subscriptions.id, plan.id));
    await post(eventAbout(renewal, 'checkout.session.completed', now).body);
    expect((await subscriptionsOf(db, organisationId))[0]).toMatchObject({ ...changed, currentPeriodEnd: plan.currentPeriodEnd });
    expect((await orderRow(db, renewal.id)).status).toBe('paid');
    expect(await refundsDueOf(db, older.id)).toEqual([
      expect.objectContaining({ refund_due: 'renewal_not_applicable', why: 'period already renewed' }),
    ]);
    expect(await refundsDueOf(db, renewal.id)).toEqual([
      expect.objectContaining({ refund_due: 'renewal_not_applicable', why: 'plan changed' }),
    ]);
  });
});
