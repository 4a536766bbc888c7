import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stripe } from 'stripe';
import { startTestServer, type TestServer } from '@server/test/harness';
import { HttpError } from '@server/src/http/http-errors';
import type { PaymentRequest } from './provider';
import { renewSubscriptions } from './renewals';
import { stripeLineItems, stripeProvider } from './stripe-provider';
import {
  eventAbout,
  insertCatalogue,
  insertSubscription,
  lineOf,
  orderRow,
  placeOrder,
  postEvent,
  subscriptionsOf,
  type Catalogue,
} from './test-kit';

const STRIPE = { secretKey: 'sk_test_51LatoTestKey', webhookSecret: 'whsec_stripe-webhook-secret-for-tests' };
const now = new Date('2026-11-24T10:00:00Z');
let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({ stripe: STRIPE }, { clock: () => now });
  catalogue = await insertCatalogue(server.database.db);
});
afterAll(() => server.close());

/** Stripe's API as a fetch function: records each request and answers what it is told. */
function fakeStripe(answer: (url: string, form: URLSearchParams) => { status: number; body: object }) {
  const calls: { url: string; method: string; form: URLSearchParams; idempotencyKey: string | null }[] = [];
  const fetch = async (url: string | URL, init?: RequestInit) => {
    const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    const headers = new Headers(init?.headers as HeadersInit);
    calls.push({ url: String(url), method: init?.method ?? 'GET', form, idempotencyKey: headers.get('idempotency-key') });
    const { status, body } = answer(String(url), form);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
  };
  return { calls, httpClient: Stripe.createFetchHttpClient(fetch as typeof globalThis.fetch) };
}

const request: PaymentRequest = {
  orderId: 42,
  currency: 'USD',
  totalMinor: 17900,
  lines: [
    { name: 'Growth', quantity: 1, unitMinor: 14900 },
    { name: 'Extra number', quantity: 2, unitMinor: 1500 },
  ],
  customerEmail: 'owner@example.com',
  successUrl: 'https://lato.example/dashboard/payment-complete?order=42',
  cancelUrl: 'https://lato.example/dashboard/payment?order=42',
  idempotencyKey: 'order-42',
  language: 'es',
};

describe('the Stripe provider', () => {
  it('opens a Checkout Session in payment mode with the order’s lines, its id and the ways back', async () => {
    const stripe = fakeStripe(() => ({
      status: 200,
      body: { id: 'cs_test_123', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_123', status: 'open' },
    }));
    const provider = stripeProvider(STRIPE, server.app.log, stripe.httpClient);
    expect(await provider.createSession(request)).toEqual({
      sessionId: 'cs_test_123',
      url: 'https://checkout.stripe.com/c/pay/cs_test_123',
    });
    const [call] = stripe.calls;
    expect(call!.url).toMatch(/\/v1\/checkout\/sessions$/);
    expect(call!.idempotencyKey).toBe('order-42');
    expect(Object.fromEntries(call!.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: '42',
      'metadata[order_id]': '42',
      'metadata[app]': 'lato',
      'payment_intent_data[metadata][order_id]': '42',
      'payment_intent_data[metadata][app]': 'lato',
      customer_email: 'owner@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      locale: 'es',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '14900',
      'line_items[0][price_data][product_data][name]': 'Growth',
      'line_items[1][quantity]': '2',
      'line_items[1][price_data][unit_amount]': '1500',
    });
  });

  it('charges a discounted order (or one with a credit) as one line of its total', () => {
    expect(stripeLineItems({ ...request, totalMinor: 16110 })).toEqual([
      { quantity: 1, price_data: { currency: 'usd', unit_amount: 16110, product_data: { name: 'Growth, Extra number × 2' } } },
    ]);
  });

  it('answers 503 when Stripe refuses or cannot be reached, and resumes only an open session', async () => {
    const refusing = fakeStripe(() => ({ status: 400, body: { error: { type: 'invalid_request_error', message: 'No such thing' } } }));
    const error = await stripeProvider(STRIPE, server.app.log, refusing.httpClient)
      .createSession(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(503);

    const sessions = fakeStripe((url) => ({
      status: 200,
      body: url.endsWith('cs_open')
        ? { id: 'cs_open', object: 'checkout.session', status: 'open', url: 'https://checkout.stripe.com/c/pay/cs_open' }
        : { id: 'cs_done', object: 'checkout.session', status: 'complete', url: null },
    }));
    const provider = stripeProvider(STRIPE, server.app.log, sessions.httpClient);
    expect(await provider.resumeSession('cs_open')).toEqual({ sessionId: 'cs_open', url: 'https://checkout.stripe.com/c/pay/cs_open' });
    expect(await provider.resumeSession('cs_done')).toBeNull();
  });

  it('cannot charge a renewal without the buyer: Checkout keeps no card', async () => {
    const provider = stripeProvider(STRIPE, server.app.log, fakeStripe(() => ({ status: 500, body: {} })).httpClient);
    const keepSession = async () => {};
    expect(await provider.chargeRenewal({ orderId: 1, currency: 'USD', totalMinor: 100, keepSession })).toEqual({
      kind: 'impossible',
      failureCode: 'no_payment_method',
    });
  });
});

describe('with Stripe configured', () => {
  it('takes the payments with Stripe', () => {
    expect(server.app.payments.name).toBe('stripe');
  });

  it('pays an order by Stripe’s signed event, and refuses one signed with any other secret', async () => {
    const { db } = server.database;
    const owner = await server.createUser('CLIENT');
    const organisationId = await server.organisationOf(owner);
    const order = await placeOrder(db, organisationId, [lineOf(catalogue.growth)], {
      provider: 'stripe',
      providerSessionId: 'cs_test_paid',
      userId: owner.id,
    });
    const { body } = eventAbout(order, 'checkout.session.completed', now);
    const forged = await postEvent(server.app, 'stripe', body, { secret: server.config.testPaymentsWebhookSecret, signedAt: now });
    expect(forged.statusCode).toBe(400);
    expect((await orderRow(db, order.id)).status).toBe('pending');
    const signed = await postEvent(server.app, 'stripe', body, { secret: STRIPE.webhookSecret, signedAt: now });
    expect(signed.statusCode).toBe(200);
    expect((await orderRow(db, order.id)).status).toBe('paid');
    expect(await subscriptionsOf(db, organisationId)).toHaveLength(1);
  });

  it('leaves alone the sessions of another integration on the same account, and a session the order did not open', async () => {
    const { db } = server.database;
    const owner = await server.createUser('CLIENT');
    const organisationId = await server.organisationOf(owner);
    const order = await placeOrder(db, organisationId, [lineOf(catalogue.growth)], {
      provider: 'stripe',
      providerSessionId: 'cs_test_ours',
      userId: owner.id,
    });
    const signed = (body: string) => postEvent(server.app, 'stripe', body, { secret: STRIPE.webhookSecret, signedAt: now });
    const event = JSON.parse(eventAbout(order, 'checkout.session.completed', now).body);
    // Another integration's session that happens to carry an order id, or only a client_reference_id.
    for (const metadata of [{ order_id: String(order.id) }, { order_id: String(order.id), app: 'shopify-sync' }, {}]) {
      const other = { ...event, id: `evt_other_${Object.keys(metadata).length}_${metadata.app ?? ''}` };
      other.data = { object: { ...event.data.object, metadata } };
      expect((await signed(JSON.stringify(other))).statusCode).toBe(200);
    }
    expect((await orderRow(db, order.id)).status).toBe('pending');
    // Ours, but a session the order never opened.
    expect(
      (await signed(eventAbout(order, 'checkout.session.completed', now, { sessionId: 'cs_test_someone_else' }).body)).statusCode,
    ).toBe(200);
    expect((await orderRow(db, order.id)).status).toBe('pending');
    expect(await subscriptionsOf(db, organisationId)).toEqual([]);
    expect((await signed(eventAbout(order, 'checkout.session.completed', now).body)).statusCode).toBe(200);
    expect((await orderRow(db, order.id)).status).toBe('paid');
  });

  it('does not let the test provider’s webhook pay anything, nor its page open', async () => {
    const { db } = server.database;
    const owner = await server.createUser('CLIENT');
    const order = await placeOrder(db, await server.organisationOf(owner), [lineOf(catalogue.starter)], { provider: 'test' });
    const { body } = eventAbout(order, 'checkout.session.completed', now);
    const response = await postEvent(server.app, 'test', body, { secret: server.config.testPaymentsWebhookSecret, signedAt: now });
    expect(response.statusCode).toBe(404);
    expect((await orderRow(db, order.id)).status).toBe('pending');
    const page = await server.app.inject({ method: 'GET', url: `/api/v1/shop/test-payments/${order.providerSessionId}/` });
    expect(page.statusCode).toBe(404);
  });

  it('makes a renewal fail at once (no card on file), and the subscription past due', async () => {
    const { db } = server.database;
    const owner = await server.createUser('CLIENT');
    const organisationId = await server.organisationOf(owner);
    await insertSubscription(db, organisationId, catalogue.growth, { currentPeriodEnd: new Date('2026-11-20T00:00:00Z') });
    const run = await renewSubscriptions(server.app);
    expect(run).toMatchObject({ charged: 0, failed: 1 });
    expect((await subscriptionsOf(db, organisationId))[0]!.status).toBe('past_due');
  });
});
