import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BillingAddress, CheckoutFields, PaymentStart } from '@/api/contract/shop';
import { cartItems, carts, orders, products, subscriptions, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import type { PaymentSession } from '@server/src/shop/payments/provider';
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
