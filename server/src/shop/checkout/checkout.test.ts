import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRICE_MAX_MINOR, type BillingAddress, type CheckoutFields, type PaymentStart } from '@/api/contract/shop';
import { cartItems, carts, coupons, orders, products, subscriptions, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import type { PaymentProvider, PaymentSession } from '@server/src/shop/payments/provider';
import { releaseCoupon } from './coupons';
import { insertOrder, type OrderRow } from './order-rows';
import {
  addMember,
  copyProduct,
  insertCatalogue,
  insertCoupon,
  insertSubscription,
  recordingProvider,
  usePaymentProvider,
} from './test-kit';

let now = new Date('2026-11-24T10:00:00Z');
let server: TestServer;
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;
const payments = recordingProvider();
const people = {} as Record<'owner' | 'member' | 'stranger' | 'ceo', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;
let org: number;
let strangerOrg: number;
let address: BillingAddress;
let strangerAddress: BillingAddress;
let keys = 0;
const newKey = () => `checkout-key-${String((keys += 1)).padStart(6, '0')}`;

beforeAll(async () => {
  server = await startTestServer({ publicBaseUrl: 'https://lato.example' }, { clock: () => now });
  usePaymentProvider(server.app, payments.provider);
  catalogue = await insertCatalogue(server.database.db);
  people.owner = await server.createUser('CLIENT', { fullName: 'Olga Owner' });
  people.member = await server.createUser('CLIENT');
  people.stranger = await server.createUser('CLIENT');
  people.ceo = await server.createUser('CEO');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  org = await server.organisationOf(people.owner);
  strangerOrg = await server.organisationOf(people.stranger);
  await addMember(server.database.db, org, people.member.id);
  address = await makeAddress(org, 'owner');
  strangerAddress = await makeAddress(strangerOrg, 'stranger');
  await insertCoupon(server.database.db, { code: 'WELCOME10', kind: 'percent', value: 10 });
  await insertCoupon(server.database.db, {
    code: 'SOON',
    kind: 'amount',
    value: 5000,
    currency: 'USD',
    validUntil: new Date('2026-11-25T00:00:00Z'),
  });
});
afterAll(() => server.close());

beforeEach(async () => {
  now = new Date('2026-11-24T10:00:00Z');
  payments.fail(false);
  usePaymentProvider(server.app, payments.provider);
  await server.database.db.delete(carts);
  await server.database.db.delete(subscriptions);
});

const CHECKOUT = '/api/v1/shop/checkout/';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  server.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(payload && { payload }) });

async function makeAddress(organisation: number, who: Who) {
  const response = await call('POST', `/api/v1/shop/organisations/${organisation}/addresses/`, who, {
    name: 'Olga Owner',
    company: 'Owner & Co',
    line1: 'Gran Vía 1',
    city: 'Madrid',
    postal_code: '28013',
    country: 'ES',
    tax_id: 'B12345678',
    phone: '+34 600 000 000',
  });
  return response.json<BillingAddress>();
}

async function add(product: number, interval: string, quantity = 1, who: Who = 'owner') {
  const response = await call('POST', '/api/v1/shop/cart/items/', who, { product, interval, quantity });
  if (response.statusCode !== 200) throw new Error(`add: ${response.statusCode} ${response.body}`);
}

const fields = (overrides: Partial<CheckoutFields> = {}): CheckoutFields => ({
  organisation: org,
  address: address.id,
  idempotency_key: newKey(),
  ...overrides,
});

async function checkOut(overrides: Partial<CheckoutFields> = {}, who: Who = 'owner') {
  const response = await call('POST', CHECKOUT, who, fields(overrides));
  if (response.statusCode !== 201) throw new Error(`checkout: ${response.statusCode} ${response.body}`);
  return response.json<PaymentStart>();
}

describe('who may check out (POST /api/v1/shop/checkout/)', () => {
  it('answers 401 without a token, 403 to the agency’s staff and to a member who is not an owner', async () => {
    await add(catalogue.website.id, 'one_time');
    expect((await call('POST', CHECKOUT, null, fields())).statusCode).toBe(401);
    expect((await call('POST', CHECKOUT, 'ceo', fields())).statusCode).toBe(403);
    expect((await call('POST', CHECKOUT, 'member', fields())).statusCode).toBe(403);
  });

  it('answers 404 for a business the buyer is not in, and 400 address_unknown for another business’s address', async () => {
    await add(catalogue.website.id, 'one_time');
    expect((await call('POST', CHECKOUT, 'owner', fields({ organisation: strangerOrg, address: strangerAddress.id }))).statusCode).toBe(
      404,
    );
    const response = await call('POST', CHECKOUT, 'owner', fields({ address: strangerAddress.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'address_unknown', errors: { address: ['address_unknown'] } });
    expect(await server.database.db.$count(orders, eq(orders.organisationId, org))).toBe(0);
  });

  it('refuses a malformed request with field codes', async () => {
    const response = await call('POST', CHECKOUT, 'owner', { organisation: 'x', address: address.id, idempotency_key: 'short' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['idempotency_key', 'organisation']);
  });

  it('refuses a key of the server’s own kind (system:…), so a client’s never meets a renewal’s or a change of plan’s', async () => {
    const placed = await server.database.db.$count(orders, eq(orders.organisationId, org));
    await add(catalogue.website.id, 'one_time');
    for (const key of ['system:renewal:12:2026-12-01', 'SYSTEM:plan-change:0000000001']) {
      const response = await call('POST', CHECKOUT, 'owner', fields({ idempotency_key: key }));
      expect(response.statusCode, key).toBe(400);
      expect(response.json().errors).toEqual({ idempotency_key: ['invalid_format'] });
    }
    const subscription = await insertSubscription(server.database.db, org, catalogue.starter);
    const change = await call('POST', `/api/v1/shop/subscriptions/${subscription.id}/change-plan/`, 'owner', {
      product: catalogue.growth.id,
      interval: 'month',
      idempotency_key: 'system:plan-change:00000001',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors).toEqual({ idempotency_key: ['invalid_format'] });
    expect(await server.database.db.$count(orders, eq(orders.organisationId, org))).toBe(placed);
  });
});

describe('checking the cart out', () => {
  it('places a pending order with its lines and the address as it was, and answers the provider’s page', async () => {
    await add(catalogue.starter.id, 'year');
    await add(catalogue.extraNumber.id, 'month');
    await add(catalogue.website.id, 'one_time');
    await call('PUT', '/api/v1/shop/cart/coupon/', 'owner', { code: 'WELCOME10' });
    const before = payments.requests.length;
    const response = await call('POST', CHECKOUT, 'owner', fields({ lang: 'es' }));
    expect(response.statusCode, response.body).toBe(201);
    const { order, payment_url } = response.json<PaymentStart>();
    const subtotal = 49000 + 1500 + 240000;
    expect(order).toMatchObject({
      organisation: { id: org },
      reason: 'checkout',
      status: 'pending',
      currency: 'USD',
      provider: 'test',
      subtotal_minor: subtotal,
      discount_minor: 29050,
      credit_minor: 0,
      total_minor: subtotal - 29050,
      coupon_code: 'WELCOME10',
      line_count: 3,
      first_line: catalogue.starter.nameEs,
      placed_by: 'Olga Owner',
      paid_at: null,
      failure_code: null,
      address: {
        name: 'Olga Owner',
        company: 'Owner & Co',
        line1: 'Gran Vía 1',
        line2: '',
        city: 'Madrid',
        region: '',
        postal_code: '28013',
        country: 'ES',
        tax_id: 'B12345678',
      },
    });
    expect(
      order.lines.map((line) => [line.product_id, line.kind, line.interval, line.quantity, line.unit_minor, line.total_minor]),
    ).toEqual([
      [catalogue.starter.id, 'plan', 'year', 1, 49000, 49000],
      [catalogue.extraNumber.id, 'add_on', 'month', 1, 1500, 1500],
      [catalogue.website.id, 'service', 'one_time', 1, 240000, 240000],
    ]);
    const [asked] = payments.requests.slice(before);
    expect(asked).toMatchObject({
      orderId: order.id,
      currency: 'USD',
      totalMinor: order.total_minor,
      customerEmail: people.owner.email,
      successUrl: `https://lato.example/dashboard/payment-complete?order=${order.id}`,
      cancelUrl: `https://lato.example/dashboard/payment?order=${order.id}`,
      language: 'es',
    });
    expect(asked!.lines).toEqual([
      { name: catalogue.starter.nameEs, quantity: 1, unitMinor: 49000 },
      { name: catalogue.extraNumber.nameEs, quantity: 1, unitMinor: 1500 },
      { name: 'Sitio web', quantity: 1, unitMinor: 240000 },
    ]);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(payment_url).toBe(`https://pay.example/${row!.providerSessionId}`);
    expect(row).toMatchObject({ userId: people.owner.id, provider: 'test' });
    // The cart stays until the order is paid.
    expect(await server.database.db.$count(cartItems)).toBe(3);
  });

  it('answers the same order for the same key: one row, the same page', async () => {
    await add(catalogue.website.id, 'one_time');
    const key = newKey();
    const first = await checkOut({ idempotency_key: key });
    await add(catalogue.minutes.id, 'month');
    const again = await checkOut({ idempotency_key: key });
    expect(again).toEqual(first);
    expect(await server.database.db.$count(orders, eq(orders.idempotencyKey, key))).toBe(1);
    // Another person cannot take the key over.
    await add(catalogue.website.id, 'one_time', 1, 'stranger');
    const stolen = await call(
      'POST',
      CHECKOUT,
      'stranger',
      fields({ organisation: strangerOrg, address: strangerAddress.id, idempotency_key: key }),
    );
    expect(stolen.statusCode).toBe(409);
  });

  it('opens a new session for the same key once the provider says the first one is over', async () => {
    await add(catalogue.website.id, 'one_time');
    const key = newKey();
    const first = await checkOut({ idempotency_key: key });
    const resumed: PaymentSession = { sessionId: 'tps_resumed', url: 'https://pay.example/resumed' };
    usePaymentProvider(server.app, { ...payments.provider, resumeSession: async () => resumed });
    expect((await checkOut({ idempotency_key: key })).payment_url).toBe(resumed.url);
    usePaymentProvider(server.app, { ...payments.provider, resumeSession: async () => null });
    const renewed = await checkOut({ idempotency_key: key });
    expect(renewed.order.id).toBe(first.order.id);
    expect(renewed.payment_url).not.toBe(first.payment_url);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(renewed.payment_url).toBe(`https://pay.example/${row!.providerSessionId}`);
  });

  it('keeps the order pending without a session when the provider fails, and opens one when the same key comes again', async () => {
    await add(catalogue.website.id, 'one_time');
    payments.fail(true);
    const key = newKey();
    const failed = await call('POST', CHECKOUT, 'owner', fields({ idempotency_key: key }));
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'unavailable' });
    const [row] = await server.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(row).toMatchObject({ status: 'pending', providerSessionId: null });
    payments.fail(false);
    const retried = await checkOut({ idempotency_key: key });
    expect(retried.order.id).toBe(row!.id);
    expect(retried.payment_url).toMatch(/^https:\/\/pay\.example\/tps_/);
  });

  it('reads prices again: a price changed after adding is the order’s price', async () => {
    const service = await copyProduct(server.database.db, catalogue.website);
    await add(service.id, 'one_time', 2);
    await server.database.db.update(products).set({ priceMinor: 260000 }).where(eq(products.id, service.id));
    const { order } = await checkOut();
    expect(order.lines[0]).toMatchObject({ unit_minor: 260000, total_minor: 520000 });
    expect(order.total_minor).toBe(520000);
  });

  it('leaves out lines no longer for sale, and refuses a cart with nothing for sale', async () => {
    const service = await copyProduct(server.database.db, catalogue.website);
    await add(service.id, 'one_time');
    await add(catalogue.minutes.id, 'month');
    await insertSubscription(server.database.db, org, catalogue.starter);
    await server.database.db.update(products).set({ status: 'archived' }).where(eq(products.id, service.id));
    expect((await checkOut()).order.lines.map((line) => line.product_id)).toEqual([catalogue.minutes.id]);
    await server.database.db.delete(cartItems).where(eq(cartItems.productId, catalogue.minutes.id));
    const empty = await call('POST', CHECKOUT, 'owner', fields());
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'cart_empty' });
  });

  it('refuses a coupon that stopped applying since it was put in the cart', async () => {
    await add(catalogue.website.id, 'one_time');
    await call('PUT', '/api/v1/shop/cart/coupon/', 'owner', { code: 'SOON' });
    now = new Date('2026-11-26T00:00:00Z');
    const response = await call('POST', CHECKOUT, 'owner', fields());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'coupon_expired' });
  });

  it('refuses a cart whose line or total is more than one payment may take (order_too_large)', async () => {
    const placed = await server.database.db.$count(orders, eq(orders.organisationId, org));
    const dearest = await copyProduct(server.database.db, catalogue.website, { priceMinor: PRICE_MAX_MINOR });
    await add(dearest.id, 'one_time', 50);
    const response = await call('POST', CHECKOUT, 'owner', fields());
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'order_too_large' });
    // Two lines each within the limit, adding up beyond it.
    await server.database.db.delete(carts);
    await add(dearest.id, 'one_time');
    await add(catalogue.website.id, 'one_time');
    expect((await call('POST', CHECKOUT, 'owner', fields())).json()).toMatchObject({ code: 'order_too_large' });
    expect(await server.database.db.$count(orders, eq(orders.organisationId, org))).toBe(placed);
    // One of the dearest is one payment.
    await server.database.db.delete(carts);
    await add(dearest.id, 'one_time');
    expect((await checkOut()).order.total_minor).toBe(PRICE_MAX_MINOR);
  });

  it('takes an amount coupon off, never below zero', async () => {
    await insertCoupon(server.database.db, { code: 'BIG', kind: 'amount', value: 10000, currency: 'USD' });
    await add(catalogue.extraNumber.id, 'month');
    await insertSubscription(server.database.db, org, catalogue.starter);
    await call('PUT', '/api/v1/shop/cart/coupon/', 'owner', { code: 'BIG' });
    expect((await checkOut()).order).toMatchObject({ subtotal_minor: 1500, discount_minor: 1500, total_minor: 0 });
  });
});

describe('the plan rules at checkout', () => {
  async function expectRefused(code: string) {
    const response = await call('POST', CHECKOUT, 'owner', fields());
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code });
  }

  it('refuses a second plan while one runs (plan_already_active): change plan instead', async () => {
    await insertSubscription(server.database.db, org, catalogue.starter);
    await add(catalogue.growth.id, 'month');
    await expectRefused('plan_already_active');
  });

  it('refuses two plans in one cart, or a plan bought twice', async () => {
    await add(catalogue.starter.id, 'month');
    await add(catalogue.growth.id, 'month');
    await expectRefused('plan_already_active');
    await server.database.db.delete(carts);
    await add(catalogue.starter.id, 'month', 2);
    await expectRefused('plan_already_active');
  });

  it('refuses add-ons with no plan running and none in the cart (plan_required)', async () => {
    await add(catalogue.minutes.id, 'month');
    await expectRefused('plan_required');
    // A cancelled plan is no plan.
    await insertSubscription(server.database.db, org, catalogue.starter, { status: 'cancelled' });
    await expectRefused('plan_required');
  });

  it('takes add-ons with a plan in the same cart', async () => {
    await add(catalogue.starter.id, 'month');
    await add(catalogue.extraNumber.id, 'month');
    expect((await checkOut()).order.line_count).toBe(2);
  });

  it('refuses numbers beyond the plan’s cap, add-ons running and in the cart counted (plan_limit_numbers)', async () => {
    // Starter: 1 number included, at most 2.
    await add(catalogue.starter.id, 'month');
    await add(catalogue.extraNumber.id, 'month', 2);
    await expectRefused('plan_limit_numbers');

    await server.database.db.delete(carts);
    await insertSubscription(server.database.db, org, catalogue.starter);
    await add(catalogue.extraNumber.id, 'month');
    const { order } = await checkOut();
    expect(order.lines[0]!.quantity).toBe(1);
    // With that add-on running, the plan's numbers are all taken.
    await insertSubscription(server.database.db, org, catalogue.extraNumber, { kind: 'add_on' });
    await expectRefused('plan_limit_numbers');
    // Something that adds no number is still sold.
    await server.database.db.delete(carts);
    await add(catalogue.minutes.id, 'month');
    await add(catalogue.website.id, 'one_time');
    expect((await checkOut()).order.line_count).toBe(2);
  });
});

describe('paying an order again (POST /api/v1/shop/orders/:id/pay/)', () => {
  const pay = (id: number, who: Who = 'owner') => call('POST', `/api/v1/shop/orders/${id}/pay/`, who);

  it('opens a new session for a pending or failed order', async () => {
    await add(catalogue.website.id, 'one_time');
    const { order, payment_url } = await checkOut();
    const again = await pay(order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<PaymentStart>().payment_url).not.toBe(payment_url);
    await server.database.db.update(orders).set({ status: 'failed', failureCode: 'card_declined' }).where(eq(orders.id, order.id));
    const retried = await pay(order.id);
    expect(retried.json<PaymentStart>().order).toMatchObject({ status: 'pending', failure_code: null });
  });

  it('answers 409 order_not_payable for a paid or cancelled order', async () => {
    await add(catalogue.website.id, 'one_time');
    const { order } = await checkOut();
    for (const status of ['paid', 'cancelled'] as const) {
      await server.database.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      const response = await pay(order.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'order_not_payable' });
    }
  });

  it('refuses a plan order once the business runs a plan bought meanwhile', async () => {
    await add(catalogue.starter.id, 'month');
    const { order } = await checkOut();
    await insertSubscription(server.database.db, org, catalogue.growth);
    const response = await pay(order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'plan_already_active' });
  });

  it('answers 401, 403 to staff and to a member, 404 to another business and to an unknown order', async () => {
    await add(catalogue.website.id, 'one_time');
    const { order } = await checkOut();
    expect((await pay(order.id, null)).statusCode).toBe(401);
    expect((await pay(order.id, 'ceo')).statusCode).toBe(403);
    expect((await pay(order.id, 'member')).statusCode).toBe(403);
    expect((await pay(order.id, 'stranger')).statusCode).toBe(404);
    expect((await pay(999_999)).statusCode).toBe(404);
  });
});

describe('a coupon’s redemptions, taken when the order is placed', () => {
  const redemptions = async (code: string) =>
    (await server.database.db.select({ n: coupons.redemptions }).from(coupons).where(eq(coupons.code, code)))[0]!.n;

  it('takes one when the order is placed, so the last one goes to one order only (coupon_used_up)', async () => {
    await insertCoupon(server.database.db, { code: 'ONCE', kind: 'percent', value: 20, maxRedemptions: 1 });
    // Both carts take the coupon while none of it is used.
    await add(catalogue.website.id, 'one_time');
    await add(catalogue.website.id, 'one_time', 1, 'stranger');
    expect((await call('PUT', '/api/v1/shop/cart/coupon/', 'owner', { code: 'ONCE' })).statusCode).toBe(200);
    expect((await call('PUT', '/api/v1/shop/cart/coupon/', 'stranger', { code: 'ONCE' })).statusCode).toBe(200);
    const { order } = await checkOut();
    expect(order).toMatchObject({ coupon_code: 'ONCE', discount_minor: 48000 });
    expect(await redemptions('ONCE')).toBe(1);
    const late = await call('POST', CHECKOUT, 'stranger', fields({ organisation: strangerOrg, address: strangerAddress.id }));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'coupon_used_up', errors: { code: ['coupon_used_up'] } });
    expect(await server.database.db.$count(orders, eq(orders.organisationId, strangerOrg))).toBe(0);
    expect(await redemptions('ONCE')).toBe(1);
    // The same checkout sent again takes nothing more.
    await checkOut({ idempotency_key: (await orderRow(order.id)).idempotencyKey });
    expect(await redemptions('ONCE')).toBe(1);
  });

  it('gives it back with releaseCoupon (never below zero), and takes it again when a failed order is paid again', async () => {
    await insertCoupon(server.database.db, { code: 'TWICE', kind: 'amount', value: 1000, currency: 'USD', maxRedemptions: 2 });
    await add(catalogue.website.id, 'one_time');
    await call('PUT', '/api/v1/shop/cart/coupon/', 'owner', { code: 'TWICE' });
    const { order } = await checkOut();
    expect(await redemptions('TWICE')).toBe(1);
    // The payments area fails the order and gives the redemption back.
    await server.database.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, order.id));
    await releaseCoupon(server.database.db, await orderRow(order.id));
    expect(await redemptions('TWICE')).toBe(0);
    await releaseCoupon(server.database.db, await orderRow(order.id));
    expect(await redemptions('TWICE')).toBe(0);
    await releaseCoupon(server.database.db, { couponCode: null });

    // Expired since it was placed: the order's price stands, and it takes its redemption again.
    await server.database.db
      .update(coupons)
      .set({ validUntil: new Date('2026-11-01T00:00:00Z') })
      .where(eq(coupons.code, 'TWICE'));
    expect((await call('POST', `/api/v1/shop/orders/${order.id}/pay/`, 'owner')).statusCode).toBe(200);
    expect(await redemptions('TWICE')).toBe(1);

    // Failed again, and meanwhile every redemption went to other orders: not payable with it.
    await server.database.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, order.id));
    await server.database.db.update(coupons).set({ redemptions: 2 }).where(eq(coupons.code, 'TWICE'));
    const refused = await call('POST', `/api/v1/shop/orders/${order.id}/pay/`, 'owner');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'coupon_used_up' });
    expect((await orderRow(order.id)).status).toBe('failed');
    expect(await redemptions('TWICE')).toBe(2);
  });
});

async function orderRow(id: number): Promise<OrderRow> {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('the sessions opened for an order', () => {
  const pay = (id: number) => call('POST', `/api/v1/shop/orders/${id}/pay/`, 'owner');

  it('asks the provider with one key per attempt: the first the order’s, then one after each session', async () => {
    await add(catalogue.website.id, 'one_time');
    const before = payments.requests.length;
    const { order } = await checkOut();
    const first = (await orderRow(order.id)).providerSessionId!;
    expect((await pay(order.id)).statusCode).toBe(200);
    const second = (await orderRow(order.id)).providerSessionId!;
    expect((await pay(order.id)).statusCode).toBe(200);
    expect(payments.requests.slice(before).map((request) => request.idempotencyKey)).toEqual([
      `order-${order.id}`,
      `order-${order.id}-after-${first}`,
      `order-${order.id}-after-${second}`,
    ]);
    // The same attempt twice (the session it follows unchanged) is the same key: the provider
    // answers the session it opened.
    await server.database.db.update(orders).set({ providerSessionId: first }).where(eq(orders.id, order.id));
    expect((await pay(order.id)).json<PaymentStart>().payment_url).toBe(`https://pay.example/${second}`);
  });

  it('makes the order the provider’s that opened its session (placed under the test provider, paid again through Stripe)', async () => {
    await add(catalogue.website.id, 'one_time');
    const { order } = await checkOut();
    expect(order.provider).toBe('test');
    const stripe: PaymentProvider = { ...payments.provider, name: 'stripe' };
    usePaymentProvider(server.app, stripe);
    const again = await pay(order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<PaymentStart>().order.provider).toBe('stripe');
    expect(await orderRow(order.id)).toMatchObject({ provider: 'stripe' });
  });

  it('checks the plan rules again before a new session for the same checkout key', async () => {
    await add(catalogue.starter.id, 'month');
    const key = newKey();
    await checkOut({ idempotency_key: key });
    await insertSubscription(server.database.db, org, catalogue.growth);
    // Its session is over: a new one would sell a second plan.
    usePaymentProvider(server.app, { ...payments.provider, resumeSession: async () => null });
    const response = await call('POST', CHECKOUT, 'owner', fields({ idempotency_key: key }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'plan_already_active' });
  });
});

describe('paying a renewal or a change of plan again', () => {
  const pay = (id: number) => call('POST', `/api/v1/shop/orders/${id}/pay/`, 'owner');
  const HOUR = 3600 * 1000;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  async function place(reason: 'renewal' | 'plan_change', subscriptionId: number, createdAt: Date, product = catalogue.growth) {
    return insertOrder(
      server.database.db,
      {
        organisationId: org,
        userId: reason === 'plan_change' ? people.owner.id : null,
        reason,
        status: reason === 'renewal' ? 'failed' : 'pending',
        currency: 'USD',
        subtotalMinor: product.priceMinor,
        creditMinor: reason === 'plan_change' ? 2000 : 0,
        totalMinor: product.priceMinor - (reason === 'plan_change' ? 2000 : 0),
        idempotencyKey: `system:${reason}:${newKey()}`,
        provider: 'test',
        subscriptionId,
        createdAt,
      },
      [
        {
          productId: product.id,
          kind: product.kind,
          nameEn: product.nameEn,
          nameEs: product.nameEs,
          interval: 'month',
          quantity: 1,
          unitMinor: product.priceMinor,
          totalMinor: product.priceMinor,
        },
      ],
    );
  }

  async function expectNotPayable(id: number) {
    const response = await pay(id);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'order_not_payable' });
  }

  /** The starter plan, in the middle of its period, unchanged for a week. */
  const runningPlan = () =>
    insertSubscription(server.database.db, org, catalogue.starter, {
      currentPeriodStart: new Date('2026-11-10T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-10T00:00:00Z'),
      updatedAt: ago(168 * HOUR),
    });

  it('pays a change of plan placed within the day, its subscription as it was', async () => {
    const plan = await runningPlan();
    const order = await place('plan_change', plan.id, ago(2 * HOUR));
    const response = await pay(order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PaymentStart>().order).toMatchObject({ reason: 'plan_change', credit_minor: 2000 });
  });

  it('refuses a change of plan placed over a day ago: its credit is stale, the client asks again', async () => {
    const plan = await runningPlan();
    await expectNotPayable((await place('plan_change', plan.id, ago(25 * HOUR))).id);
  });

  it('refuses a change of plan whose subscription changed since (a new period, a new status, ended)', async () => {
    const plan = await runningPlan();
    const renewed = await place('plan_change', plan.id, ago(2 * HOUR));
    await server.database.db
      .update(subscriptions)
      .set({ currentPeriodStart: ago(HOUR), currentPeriodEnd: new Date('2026-12-24T09:00:00Z'), updatedAt: ago(HOUR) })
      .where(eq(subscriptions.id, plan.id));
    await expectNotPayable(renewed.id);

    const other = await place('plan_change', plan.id, ago(30 * 60 * 1000));
    await server.database.db
      .update(subscriptions)
      .set({ status: 'past_due', updatedAt: ago(10 * 60 * 1000) })
      .where(eq(subscriptions.id, plan.id));
    await expectNotPayable(other.id);

    const third = await place('plan_change', plan.id, ago(5 * 60 * 1000));
    await server.database.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, plan.id));
    await expectNotPayable(third.id);
  });

  it('refuses a change of plan to the plan the subscription already runs', async () => {
    const plan = await insertSubscription(server.database.db, org, catalogue.growth, {
      currentPeriodStart: new Date('2026-11-10T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-10T00:00:00Z'),
      updatedAt: ago(168 * HOUR),
    });
    await expectNotPayable((await place('plan_change', plan.id, ago(HOUR))).id);
  });

  /** The growth plan, past due: its period ended on 20 November, and its renewal failed. */
  const pastDue = (changes: Partial<typeof subscriptions.$inferInsert> = {}) =>
    insertSubscription(server.database.db, org, catalogue.growth, {
      status: 'past_due',
      currentPeriodStart: new Date('2026-10-20T00:00:00Z'),
      currentPeriodEnd: new Date('2026-11-20T00:00:00Z'),
      ...changes,
    });

  it('pays a failed renewal again while its subscription is where it was', async () => {
    const plan = await pastDue();
    const order = await place('renewal', plan.id, new Date('2026-11-20T02:20:00Z'));
    const response = await pay(order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PaymentStart>().order).toMatchObject({ reason: 'renewal', status: 'pending' });
  });

  it('refuses a renewal once its period moved on, its plan changed, or the subscription ended', async () => {
    const plan = await pastDue();
    const order = await place('renewal', plan.id, new Date('2026-11-20T02:20:00Z'));
    await server.database.db
      .update(subscriptions)
      .set({ status: 'active', currentPeriodStart: new Date('2026-11-20T00:00:00Z'), currentPeriodEnd: new Date('2026-12-20T00:00:00Z') })
      .where(eq(subscriptions.id, plan.id));
    await expectNotPayable(order.id);

    await server.database.db.delete(subscriptions);
    const changed = await pastDue({ productId: catalogue.starter.id });
    await expectNotPayable((await place('renewal', changed.id, new Date('2026-11-20T02:20:00Z'))).id);

    await server.database.db.delete(subscriptions);
    const ended = await pastDue({ status: 'cancelled' });
    await expectNotPayable((await place('renewal', ended.id, new Date('2026-11-20T02:20:00Z'))).id);
  });

  it('refuses a renewal whose period has passed', async () => {
    const plan = await pastDue({
      currentPeriodStart: new Date('2026-09-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-10-01T00:00:00Z'),
    });
    // It would pay 1 October to 1 November: over.
    await expectNotPayable((await place('renewal', plan.id, new Date('2026-10-01T02:20:00Z'))).id);
  });
});
