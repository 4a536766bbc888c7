import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { calls, chatMessages, organisationMembers, type UserRow } from '@server/db/schema';
import type { Role } from '@/api/contract/roles';
import type { PaymentStart } from '@/api/contract/shop';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { creditFor } from './plan-change';
import {
  auditOf,
  insertCatalogue,
  insertNumber,
  insertProduct,
  insertSubscription,
  orderRow,
  subscriptionsOf,
  type Catalogue,
} from './test-kit';

const now = new Date('2026-11-16T00:00:00Z');
let server: TestServer;
let catalogue: Catalogue;
const people = {} as Record<'owner' | 'member' | 'stranger' | Role, UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
let organisation: number;
let strangers: number;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  catalogue = await insertCatalogue(server.database.db);
  for (const name of ['owner', 'member', 'stranger'] as const) people[name] = await server.createUser('CLIENT');
  for (const role of ['CEO', 'CFO', 'DEV'] as const) people[role] = await server.createUser(role);
  for (const [name, person] of Object.entries(people))
    tokens[name as keyof typeof people] = (await signIn(server.app, person.email)).access;
  organisation = await server.organisationOf(people.owner);
  strangers = await server.organisationOf(people.stranger);
  await server.database.db.insert(organisationMembers).values({ organisationId: organisation, userId: people.member.id, role: 'member' });
});
afterAll(() => server.close());

const S = '/api/v1/shop';
const call = (who: keyof typeof people | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(payload ? { payload } : {}) });

/** A business of its own for a test, owned by `owner` (a new client) with a plan. */
async function business(plan = catalogue.growth, fields: Parameters<typeof insertSubscription>[3] = {}) {
  const owner = await server.createUser('CLIENT');
  const token = (await signIn(server.app, owner.email)).access;
  const id = await server.organisationOf(owner);
  const subscription = await insertSubscription(server.database.db, id, plan, fields);
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { owner, id, subscription, as };
}

describe('an organisation’s subscriptions and usage', () => {
  it('lists the running plan first, then add-ons, with this month’s usage and overage', async () => {
    const { db } = server.database;
    const tight = await insertProduct(db, {
      nameEn: 'Tight',
      nameEs: 'Ajustado',
      numbers: 1,
      maxNumbers: 3,
      callMinutes: 3,
      sms: 1,
      overageMinuteMinor: 12,
      overageSmsMinor: 3,
    });
    const addOn = await insertSubscription(db, organisation, catalogue.extraNumber, { quantity: 2 });
    await insertSubscription(db, organisation, tight, { currentPeriodStart: new Date('2026-11-01T00:00:00Z') });
    await insertSubscription(db, organisation, catalogue.minutes, { status: 'cancelled' });
    const number = await insertNumber(db, organisation);
    await insertNumber(db, organisation);
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
    let sid = 0;
    const callOf = (duration: number, startedAt: Date, isTest = false) => ({
      numberId: number.id,
      callSid: `CA${(sid += 1)}`,
      customerPhoneNumber: '+15550001111',
      direction: 'inbound' as const,
      status: 'completed' as const,
      startedAt,
      durationSeconds: duration,
      isTest,
    });
    // 61 s is two minutes (each call rounded up), 120 s two more; a simulation and last month's call do not count.
    await db
      .insert(calls)
      .values([callOf(61, at(3)), callOf(120, at(10)), callOf(600, at(5), true), callOf(600, new Date('2026-10-30T12:00:00Z'))]);
    const sms = (role: 'customer' | 'assistant' | 'agent', status: 'sent' | 'failed' | 'received', createdAt = at(4)) => ({
      numberId: number.id,
      customerPhoneNumber: '+15550001111',
      role,
      body: 'Hello',
      status,
      createdAt,
    });
    await db
      .insert(chatMessages)
      .values([sms('assistant', 'sent'), sms('agent', 'sent'), sms('assistant', 'failed'), sms('customer', 'received')]);

    const response = await call('owner', 'GET', `${S}/organisations/${organisation}/subscriptions/?lang=es`);
    expect(response.statusCode).toBe(200);
    const billing = response.json();
    expect(billing.subscriptions.map((s: { product: { name: string } }) => s.product.name)).toEqual([
      'Ajustado',
      catalogue.extraNumber.nameEs,
    ]);
    expect(billing.subscriptions[1]).toMatchObject({ id: addOn.id, quantity: 2, status: 'active', cancel_at_period_end: false });
    expect(billing.usage).toEqual({
      numbers: 3,
      numbers_used: 2,
      max_numbers: 3,
      call_minutes: 3,
      call_minutes_used: 4,
      sms: 1,
      sms_used: 2,
      overage: { amount_minor: 12 + 3, currency: 'USD' },
      period_start: '2026-11-01T00:00:00.000Z',
      period_end: '2026-12-01T00:00:00.000Z',
    });
  });

  it('counts a yearly plan’s usage month by month', async () => {
    const { id, as } = await business(catalogue.growth, {
      interval: 'year',
      currentPeriodStart: new Date('2026-03-10T00:00:00Z'),
      currentPeriodEnd: new Date('2027-03-10T00:00:00Z'),
    });
    const usage = (await as('GET', `${S}/organisations/${id}/subscriptions/`)).json().usage;
    expect([usage.period_start, usage.period_end]).toEqual(['2026-11-10T00:00:00.000Z', '2026-12-10T00:00:00.000Z']);
  });

  it('answers a business with no plan (the agency’s managed accounts) with no usage', async () => {
    const response = await call('stranger', 'GET', `${S}/organisations/${strangers}/subscriptions/`);
    expect(response.json()).toEqual({ subscriptions: [], usage: null });
  });

  it('lets the agency’s managers read any business’s, and nobody else', async () => {
    expect((await call('CFO', 'GET', `${S}/organisations/${organisation}/subscriptions/`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `${S}/organisations/${organisation}/subscriptions/`)).statusCode).toBe(401);
    expect((await call('DEV', 'GET', `${S}/organisations/${organisation}/subscriptions/`)).statusCode).toBe(403);
    // A member of the business is not its owner.
    expect((await call('member', 'GET', `${S}/organisations/${organisation}/subscriptions/`)).statusCode).toBe(403);
    // Another business answers as if it did not exist.
    expect((await call('stranger', 'GET', `${S}/organisations/${organisation}/subscriptions/`)).statusCode).toBe(404);
    expect((await call('CEO', 'GET', `${S}/organisations/999999/subscriptions/`)).statusCode).toBe(404);
    expect((await call('owner', 'GET', `${S}/organisations/${organisation}/subscriptions/?lang=fr`)).statusCode).toBe(400);
  });
});

describe('cancelling at the period’s end, and resuming', () => {
  it('sets a plan to end at its period’s end, then keeps it on, each once', async () => {
    const { subscription, as } = await business();
    const cancelled = await as('POST', `${S}/subscriptions/${subscription.id}/cancel/`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id: subscription.id,
      status: 'active',
      cancel_at_period_end: true,
      current_period_end: '2026-12-01T00:00:00.000Z',
    });
    const again = await as('POST', `${S}/subscriptions/${subscription.id}/cancel/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('subscription_not_active');

    const resumed = await as('POST', `${S}/subscriptions/${subscription.id}/resume/`);
    expect(resumed.json()).toMatchObject({ cancel_at_period_end: false });
    expect((await as('POST', `${S}/subscriptions/${subscription.id}/resume/`)).json().code).toBe('subscription_not_active');
    const audit = (await auditOf(server.database.db, 'subscription_cancelled')).filter((e) => e.details?.subscription === subscription.id);
    expect(audit).toHaveLength(1);
    expect(
      (await auditOf(server.database.db, 'subscription_resumed')).filter((e) => e.details?.subscription === subscription.id),
    ).toHaveLength(1);
  });

  it('refuses to resume a subscription that has ended: 409 subscription_not_active', async () => {
    const { subscription, as } = await business(catalogue.growth, { status: 'cancelled', cancelAtPeriodEnd: true });
    const response = await as('POST', `${S}/subscriptions/${subscription.id}/resume/`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('subscription_not_active');
  });

  it('is for the business’s owners and the agency’s managers only', async () => {
    const { subscription } = await business();
    const mine = await insertSubscription(server.database.db, organisation, catalogue.minutes);
    for (const action of ['cancel', 'resume']) {
      const url = `${S}/subscriptions/${subscription.id}/${action}/`;
      expect((await call(null, 'POST', url)).statusCode).toBe(401);
      expect((await call('DEV', 'POST', url)).statusCode).toBe(403);
      expect((await call('owner', 'POST', url)).statusCode).toBe(404);
      expect((await call('owner', 'POST', `${S}/subscriptions/999999/${action}/`)).statusCode).toBe(404);
      expect((await call('member', 'POST', `${S}/subscriptions/${mine.id}/${action}/`)).statusCode).toBe(403);
    }
    expect((await call('CEO', 'POST', `${S}/subscriptions/${subscription.id}/cancel/`)).statusCode).toBe(200);
    expect((await call('owner', 'POST', `${S}/subscriptions/${mine.id}/cancel/?lang=xx`)).statusCode).toBe(400);
  });
});

describe('changing plan', () => {
  it('credits the unused half of the month and charges the new plan’s full period', async () => {
    // Growth, paid $149 for November; on the 16th, half the month is left: a credit of $74.50.
    const { subscription, as } = await business();
    const preview = (product: number, interval: string) =>
      as('GET', `${S}/subscriptions/${subscription.id}/change-plan/?product=${product}&interval=${interval}`);
    const monthly = await preview(catalogue.scale.id, 'month');
    expect(monthly.statusCode).toBe(200);
    expect(monthly.json()).toEqual({
      credit_minor: 7450,
      charge_minor: 39900 - 7450,
      currency: 'USD',
      period_end: '2026-12-16T00:00:00.000Z',
    });
    expect((await preview(catalogue.scale.id, 'year')).json()).toEqual({
      credit_minor: 7450,
      charge_minor: 399000 - 7450,
      currency: 'USD',
      period_end: '2027-11-16T00:00:00.000Z',
    });
    expect((await preview(catalogue.growth.id, 'year')).json().charge_minor).toBe(149000 - 7450);
    // A smaller plan than the credit: nothing to pay (the rest of the credit is not paid out).
    expect((await preview(catalogue.starter.id, 'month')).json()).toMatchObject({ credit_minor: 7450, charge_minor: 0 });
  });

  it('rounds the credit half to even', () => {
    const half = {
      status: 'active',
      quantity: 1,
      currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
    };
    const row = (unitMinor: number) => ({ ...half, unitMinor }) as Parameters<typeof creditFor>[0];
    expect(creditFor(row(4901), now)).toBe(2450);
    expect(creditFor(row(4903), now)).toBe(2452);
    expect(creditFor({ ...row(4900), status: 'past_due' }, now)).toBe(0);
    expect(creditFor(row(4900), new Date('2026-12-05T00:00:00Z'))).toBe(0);
  });

  it('refuses what is not a change: the same plan, a plan not for sale, another currency, too few numbers', async () => {
    const { id, subscription, as } = await business(catalogue.growth);
    const preview = (product: number, interval: string) =>
      as('GET', `${S}/subscriptions/${subscription.id}/change-plan/?product=${product}&interval=${interval}`);
    const same = await preview(catalogue.growth.id, 'month');
    expect([same.statusCode, same.json().code]).toEqual([409, 'same_plan']);
    const draft = await preview(catalogue.draft.id, 'month');
    expect([draft.statusCode, draft.json().errors]).toEqual([400, { product: ['product_unavailable'] }]);
    expect((await preview(catalogue.extraNumber.id, 'month')).json().errors).toEqual({ product: ['product_unavailable'] });
    expect((await preview(catalogue.scale.id, 'one_time')).json().errors).toEqual({ interval: ['interval_unavailable'] });
    expect((await preview(catalogue.euroPlan.id, 'month')).json().errors).toEqual({ product: ['currency_mismatch'] });
    for (let i = 0; i < 3; i += 1) await insertNumber(server.database.db, id);
    const fewer = await preview(catalogue.starter.id, 'month');
    expect([fewer.statusCode, fewer.json().code]).toEqual([409, 'plan_limit_numbers']);
    expect((await preview(999999, 'month')).statusCode).toBe(400);
    expect((await as('GET', `${S}/subscriptions/${subscription.id}/change-plan/?product=abc&interval=month`)).statusCode).toBe(400);
  });

  it('is for the business’s owner (a client) only; an add-on or another business’s plan is not found', async () => {
    const { subscription } = await business();
    const addOn = await insertSubscription(server.database.db, organisation, catalogue.extraNumber);
    const url = (id: number) => `${S}/subscriptions/${id}/change-plan/?product=${catalogue.scale.id}&interval=month`;
    expect((await call(null, 'GET', url(subscription.id))).statusCode).toBe(401);
    expect((await call('CEO', 'GET', url(subscription.id))).statusCode).toBe(403);
    expect((await call('owner', 'GET', url(subscription.id))).statusCode).toBe(404);
    expect((await call('owner', 'GET', url(addOn.id))).statusCode).toBe(404);
    expect((await call('member', 'GET', url(addOn.id))).statusCode).toBe(403);
    const body = { product: catalogue.scale.id, interval: 'month', idempotency_key: randomUUID() };
    expect((await call('CEO', 'POST', `${S}/subscriptions/${subscription.id}/change-plan/`, body)).statusCode).toBe(403);
    expect((await call('owner', 'POST', `${S}/subscriptions/${subscription.id}/change-plan/`, body)).statusCode).toBe(404);
    expect(
      (await call('owner', 'POST', `${S}/subscriptions/${addOn.id}/change-plan/`, { ...body, idempotency_key: 'short' })).statusCode,
    ).toBe(400);
  });

  it('places a plan_change order with the credit, paid through the provider, and the plan switches once paid', async () => {
    const { id, subscription, as } = await business();
    const key = randomUUID();
    const body = { product: catalogue.scale.id, interval: 'month', idempotency_key: key };
    const started = await as('POST', `${S}/subscriptions/${subscription.id}/change-plan/`, body);
    expect(started.statusCode).toBe(201);
    const { order, payment_url } = started.json<PaymentStart>();
    expect(order).toMatchObject({
      reason: 'plan_change',
      status: 'pending',
      subtotal_minor: 39900,
      credit_minor: 7450,
      total_minor: 32450,
      lines: [expect.objectContaining({ product_id: catalogue.scale.id, kind: 'plan', quantity: 1, unit_minor: 39900 })],
    });
    expect(payment_url).toMatch(/^\/pay\/test\/tps_/);
    // The same key again: the same order and page.
    const again = await as('POST', `${S}/subscriptions/${subscription.id}/change-plan/`, body);
    expect(again.json()).toEqual(started.json());

    const paid = await server.app.inject({
      method: 'POST',
      url: `${S}/test-payments/${payment_url.split('/').pop()}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(paid.headers.location).toBe(`/dashboard/payment-complete?order=${order.id}`);
    await server.app.jobs.settled();
    expect((await orderRow(server.database.db, order.id)).status).toBe('paid');
    expect(await subscriptionsOf(server.database.db, id)).toEqual([
      expect.objectContaining({
        id: subscription.id,
        productId: catalogue.scale.id,
        unitMinor: 39900,
        currentPeriodStart: now,
        currentPeriodEnd: new Date('2026-12-16T00:00:00Z'),
      }),
    ]);
    // Paid, the same key answers the order and the page that says how it went.
    expect((await as('POST', `${S}/subscriptions/${subscription.id}/change-plan/`, body)).json()).toMatchObject({
      order: { id: order.id, status: 'paid' },
      payment_url: `http://localhost:80/dashboard/payment-complete?order=${order.id}`,
    });
  });

  it('switches at once when the credit covers the new plan', async () => {
    const { id, subscription, as } = await business(catalogue.growth);
    const started = await as('POST', `${S}/subscriptions/${subscription.id}/change-plan/`, {
      product: catalogue.starter.id,
      interval: 'month',
      idempotency_key: randomUUID(),
    });
    expect(started.statusCode).toBe(201);
    expect(started.json().order).toMatchObject({ status: 'paid', total_minor: 0, credit_minor: 7450 });
    expect((await subscriptionsOf(server.database.db, id))[0]).toMatchObject({ productId: catalogue.starter.id, status: 'active' });
  });
});
