import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { PaymentStart } from '@/api/contract/shop';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { eventsOf, insertCatalogue, lineOf, orderRow, placeOrder, subscriptionsOf, type Catalogue } from './test-kit';

let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await insertCatalogue(server.database.db);
});
afterAll(() => server.close());

const S = '/api/v1/shop';

/** A client who owns a business with a billing address, signed in. */
async function buyer() {
  const user = await server.createUser('CLIENT');
  const organisation = await server.organisationOf(user);
  const { access } = await signIn(server.app, user.email);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${access}` }, ...(payload ? { payload } : {}) });
  const address = await call('POST', `${S}/organisations/${organisation}/addresses/`, {
    name: 'Ada Okafor',
    line1: '1180 Peachtree St NE',
    city: 'Atlanta',
    country: 'US',
  });
  expect(address.statusCode).toBe(201);
  return { user, organisation, address: address.json<{ id: number }>().id, call };
}

const sessionOf = (paymentUrl: string) => paymentUrl.match(/\/pay\/test\/(tps_[A-Za-z0-9]{24})$/)![1]!;
const page = (session: string) => server.app.inject({ method: 'GET', url: `${S}/test-payments/${session}/` });
const press = (session: string, outcome: string) =>
  server.app.inject({
    method: 'POST',
    url: `${S}/test-payments/${session}/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

describe('the test provider, end to end through HTTP', () => {
  it('checks out, shows its page, pays, delivers the signed event, and the order is paid with its subscription', async () => {
    const { organisation, address, call } = await buyer();
    expect((await call('POST', `${S}/cart/items/`, { product: catalogue.growth.id, interval: 'month', quantity: 1 })).statusCode).toBe(200);
    expect((await call('POST', `${S}/cart/items/`, { product: catalogue.website.id, interval: 'one_time' })).statusCode).toBe(200);
    const started = await call('POST', `${S}/checkout/`, { organisation, address, idempotency_key: randomUUID() });
    expect(started.statusCode).toBe(201);
    const { order, payment_url } = started.json<PaymentStart>();
    expect(order).toMatchObject({ status: 'pending', provider: 'test', total_minor: 14900 + 240000 });
    const session = sessionOf(payment_url);

    const shown = await page(session);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      session,
      status: 'open',
      amount_minor: 254900,
      currency: 'USD',
      description: 'Growth, Website',
      success_url: `/dashboard/payment-complete?order=${order.id}`,
      cancel_url: `/dashboard/payment?order=${order.id}`,
    });

    const paid = await press(session, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/dashboard/payment-complete?order=${order.id}`);
    await server.app.jobs.settled();

    const read = await call('GET', `${S}/orders/${order.id}/`);
    expect(read.json()).toMatchObject({ status: 'paid', failure_code: null });
    expect((await page(session)).json().status).toBe('paid');
    const billing = (await call('GET', `${S}/organisations/${organisation}/subscriptions/`)).json();
    expect(billing.subscriptions).toEqual([
      expect.objectContaining({ product: { id: catalogue.growth.id, name: 'Growth', kind: 'plan' }, status: 'trialing' }),
    ]);
    expect((await call('GET', `${S}/cart/`)).json()).toMatchObject({ lines: [], item_count: 0 });
    // The event went through the webhook, as Stripe's do.
    expect((await eventsOf(server.database.db, order.id)).map((e) => e.type)).toEqual(['checkout.session.completed']);
  });

  it('declines, the order fails, and paying again with a new session works', async () => {
    const { organisation, address, call } = await buyer();
    await call('POST', `${S}/cart/items/`, { product: catalogue.starter.id, interval: 'year' });
    const { order, payment_url } = (
      await call('POST', `${S}/checkout/`, { organisation, address, idempotency_key: randomUUID() })
    ).json<PaymentStart>();
    const declined = await press(sessionOf(payment_url), 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/dashboard/payment-complete?order=${order.id}`);
    await server.app.jobs.settled();
    expect((await call('GET', `${S}/orders/${order.id}/`)).json()).toMatchObject({ status: 'failed', failure_code: 'payment_failed' });
    expect((await page(sessionOf(payment_url))).json().status).toBe('declined');
    // The cart is still there to try again from.
    expect((await call('GET', `${S}/cart/`)).json().item_count).toBe(1);

    const again = await call('POST', `${S}/orders/${order.id}/pay/`);
    expect(again.statusCode).toBe(200);
    const retry = sessionOf(again.json<PaymentStart>().payment_url);
    expect(retry).not.toBe(sessionOf(payment_url));
    expect((await press(retry, 'pay')).statusCode).toBe(303);
    await server.app.jobs.settled();
    expect((await call('GET', `${S}/orders/${order.id}/`)).json().status).toBe('paid');
    const [plan] = await subscriptionsOf(server.database.db, organisation);
    expect(plan).toMatchObject({ productId: catalogue.starter.id, interval: 'year', unitMinor: 49000 });
  });
});

describe('the test payment page', () => {
  async function pending() {
    const owner = await server.createUser('CLIENT');
    return placeOrder(server.database.db, await server.organisationOf(owner), [lineOf(catalogue.extraNumber, 3)], { userId: owner.id });
  }

  it('goes back to the cancel address on cancel, and nothing is sent', async () => {
    const order = await pending();
    const cancelled = await press(order.providerSessionId!, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/dashboard/payment?order=${order.id}`);
    await server.app.jobs.settled();
    expect((await orderRow(server.database.db, order.id)).status).toBe('pending');
    expect((await page(order.providerSessionId!)).json()).toMatchObject({
      status: 'open',
      description: `${catalogue.extraNumber.nameEn} × 3`,
    });
  });

  it('sends a second press of pay to the success page once paid, and the event is not sent again', async () => {
    const order = await pending();
    await press(order.providerSessionId!, 'pay');
    // Pressed twice before the event arrived: the same event, which the webhook takes once.
    await press(order.providerSessionId!, 'pay');
    await server.app.jobs.settled();
    const after = await press(order.providerSessionId!, 'pay');
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe(`/dashboard/payment-complete?order=${order.id}`);
    await server.app.jobs.settled();
    expect(await eventsOf(server.database.db, order.id)).toHaveLength(1);
    expect((await press(order.providerSessionId!, 'cancel')).headers.location).toBe(`/dashboard/payment-complete?order=${order.id}`);
  });

  it('refuses to pay a declined session: 409 order_not_payable', async () => {
    const order = await pending();
    await press(order.providerSessionId!, 'decline');
    await server.app.jobs.settled();
    const refused = await press(order.providerSessionId!, 'pay');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('order_not_payable');
  });

  it('shows a change of plan with the billing page as its way back, and a cancelled order as expired', async () => {
    const owner = await server.createUser('CLIENT');
    const organisationId = await server.organisationOf(owner);
    const change = await placeOrder(server.database.db, organisationId, [lineOf(catalogue.scale)], { reason: 'plan_change' });
    expect((await page(change.providerSessionId!)).json()).toMatchObject({ cancel_url: '/dashboard/billing', amount_minor: 39900 });
    const given = await placeOrder(server.database.db, organisationId, [lineOf(catalogue.scale)], { status: 'cancelled' });
    expect((await page(given.providerSessionId!)).json().status).toBe('expired');
  });

  it('answers 404 for a session that does not exist or is not shaped like one, and 400 for another button', async () => {
    expect((await page('tps_AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await press('tps_AAAAAAAAAAAAAAAAAAAAAAAA', 'pay')).statusCode).toBe(404);
    expect((await page('cs_test_123')).statusCode).toBe(404);
    expect((await page('tps_short')).statusCode).toBe(404);
    const order = await pending();
    const odd = await press(order.providerSessionId!, 'refund');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors).toEqual({ outcome: ['invalid_choice'] });
  });
});
