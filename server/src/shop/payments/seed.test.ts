import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderSummary, OrganisationBilling } from '@/api/contract/shop';
import { billingAddresses, coupons, orders, paymentEvents } from '@server/db/schema';
import { seedDemoData } from '@server/src/seed';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { demoOrganisationOf } from '@server/src/organisations/seed';

let server: TestServer;
const token = {} as Record<'grace' | 'hugo', string>;
const business = {} as Record<'dental' | 'plumbing', number>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
  token.grace = (await signIn(server.app, 'client@lato.test', DEMO_PASSWORD)).access;
  token.hugo = (await signIn(server.app, 'client2@lato.test', DEMO_PASSWORD)).access;
  business.dental = (await demoOrganisationOf(server.database.db, 'client@lato.test'))!.id;
  business.plumbing = (await demoOrganisationOf(server.database.db, 'client2@lato.test'))!.id;
});
afterAll(() => server.close());

const get = async <T>(url: string, who: keyof typeof token): Promise<T> => {
  const response = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token[who]}` } });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};
const S = '/api/v1/shop';

describe('the demo businesses’ billing', () => {
  it('puts Okafor Dental (two numbers) on Growth by the month with 500 more minutes, in its current period', async () => {
    const billing = await get<OrganisationBilling>(`${S}/organisations/${business.dental}/subscriptions/`, 'grace');
    expect(billing.subscriptions.map((s) => [s.product.name, s.interval, s.quantity, s.status])).toEqual([
      ['Growth', 'month', 1, 'active'],
      ['500 minutes', 'month', 1, 'active'],
    ]);
    const now = Date.now();
    for (const subscription of billing.subscriptions) {
      expect(Date.parse(subscription.current_period_start)).toBeLessThanOrEqual(now);
      expect(Date.parse(subscription.current_period_end)).toBeGreaterThan(now);
    }
    expect(billing.usage).toMatchObject({ numbers: 3, numbers_used: 2, max_numbers: 10, call_minutes: 2000 });
  });

  it('puts Bernard Plumbing (one number) on Starter by the year with 1,000 more SMS', async () => {
    const billing = await get<OrganisationBilling>(`${S}/organisations/${business.plumbing}/subscriptions/`, 'hugo');
    expect(billing.subscriptions.map((s) => [s.product.name, s.interval, s.status])).toEqual([
      ['Starter', 'year', 'active'],
      ['1,000 SMS', 'month', 'active'],
    ]);
    expect(billing.usage).toMatchObject({ numbers: 1, numbers_used: 1, max_numbers: 2 });
  });

  it('gives each a default billing address, and a history of paid orders with renewals, one failed and one waiting', async () => {
    const { db } = server.database;
    for (const id of Object.values(business)) {
      const addresses = await db.select().from(billingAddresses).where(eq(billingAddresses.organisationId, id));
      expect(addresses.map((a) => a.isDefault)).toEqual([true]);
    }
    const list = await get<{ count: number; results: OrderSummary[] }>(
      `${S}/orders/?organisation=${business.dental}&page_size=100`,
      'grace',
    );
    const statuses = list.results.map((o) => o.status);
    expect(statuses.filter((s) => s === 'paid').length).toBeGreaterThanOrEqual(6);
    expect(statuses.filter((s) => s === 'failed')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(1);
    expect(list.results.some((o) => o.reason === 'renewal')).toBe(true);
    // The first order used the welcome coupon; every settled order has the provider's event behind it.
    expect((await db.select().from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]!.redemptions).toBe(1);
    const settled = await db.select().from(orders).where(eq(orders.organisationId, business.dental));
    for (const order of settled.filter((o) => o.status !== 'pending')) {
      expect(await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))).toHaveLength(1);
    }
    // The waiting order can be paid on the test provider's page.
    const waiting = settled.find((o) => o.status === 'pending')!;
    const page = await server.app.inject({ method: 'GET', url: `${S}/test-payments/${waiting.providerSessionId}/` });
    expect(page.json()).toMatchObject({ status: 'open', description: '1,000 SMS' });
  });
});
