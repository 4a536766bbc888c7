import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSales } from '@/api/contract/shop';
import { organisations } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertOrder, insertPaidOrder, insertProduct, insertSubscription } from './test-kit';
import type { ProductRow } from './product-rows';

let server: TestServer;
const tokens = {} as Record<'cfo' | 'client' | 'dev', string>;
let product: ProductRow;
let untouched: ProductRow;
const orgs = { bakery: 0, clinic: 0 };
const orderIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  tokens.cfo = (await signIn(server.app, (await server.createUser('CFO')).email)).access;
  tokens.client = (await signIn(server.app, (await server.createUser('CLIENT')).email)).access;
  tokens.dev = (await signIn(server.app, (await server.createUser('DEV')).email)).access;
  orgs.bakery = await server.organisationOf(await server.createUser('CLIENT'));
  orgs.clinic = await server.organisationOf(await server.createUser('CLIENT'));
  await db.update(organisations).set({ name: 'Bakery' }).where(eq(organisations.id, orgs.bakery));
  await db.update(organisations).set({ name: 'Clinic' }).where(eq(organisations.id, orgs.clinic));
  product = await insertProduct(db, { kind: 'add_on', priceMinor: 1_500 });
  untouched = await insertProduct(db);
  const day = (n: number) => new Date(`2026-03-${String(n).padStart(2, '0')}T10:00:00Z`);
  orderIds.push(await insertOrder(db, { organisationId: orgs.bakery, product, quantity: 2, paidAt: day(1) }));
  orderIds.push(await insertOrder(db, { organisationId: orgs.clinic, product, quantity: 1, paidAt: day(3) }));
  orderIds.push(await insertOrder(db, { organisationId: orgs.clinic, product, quantity: 3, paidAt: day(2), currency: 'EUR' }));
  // Not sales: a pending and a failed order.
  await insertOrder(db, { organisationId: orgs.bakery, product, quantity: 7, status: 'pending' });
  await insertOrder(db, { organisationId: orgs.bakery, product, quantity: 9, status: 'failed' });
  await insertSubscription(db, { organisationId: orgs.bakery, product, status: 'trialing' });
  await insertSubscription(db, { organisationId: orgs.clinic, product, status: 'active' });
  await insertSubscription(db, { organisationId: orgs.clinic, product, status: 'cancelled' });
});
afterAll(() => server.close());

const sales = (id: number, query = '', who: keyof typeof tokens | null = 'cfo') =>
  server.app.inject({
    method: 'GET',
    url: `/api/v1/shop/products/${id}/sales/${query}`,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
  });

describe("a product's sales (GET /api/v1/shop/products/:id/sales/)", () => {
  it('counts paid units, revenue per currency and running subscriptions, and lists paid lines newest first', async () => {
    const response = await sales(product.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductSales>()).toEqual({
      count: 3,
      num_pages: 1,
      current_page: 1,
      units_sold: 6,
      revenue: [
        { amount_minor: 4_500, currency: 'EUR' },
        { amount_minor: 4_500, currency: 'USD' },
      ],
      active_subscriptions: 2,
      results: [
        {
          order_id: orderIds[1],
          organisation: { id: orgs.clinic, name: 'Clinic' },
          interval: 'month',
          quantity: 1,
          total_minor: 1_500,
          currency: 'USD',
          paid_at: '2026-03-03T10:00:00.000Z',
        },
        {
          order_id: orderIds[2],
          organisation: { id: orgs.clinic, name: 'Clinic' },
          interval: 'month',
          quantity: 3,
          total_minor: 4_500,
          currency: 'EUR',
          paid_at: '2026-03-02T10:00:00.000Z',
        },
        {
          order_id: orderIds[0],
          organisation: { id: orgs.bakery, name: 'Bakery' },
          interval: 'month',
          quantity: 2,
          total_minor: 3_000,
          currency: 'USD',
          paid_at: '2026-03-01T10:00:00.000Z',
        },
      ],
    });
  });

  it('counts as revenue each line’s share of what its order brought in, after coupons and credits', async () => {
    const db = server.database.db;
    const [sold, other, third, plan] = [
      await insertProduct(db, { kind: 'add_on', priceMinor: 1_000 }),
      await insertProduct(db, { kind: 'service', interval: 'one_time', priceMinor: 7_000 }),
      await insertProduct(db, { kind: 'service', interval: 'one_time', priceMinor: 334 }),
      await insertProduct(db, { priceMinor: 14_900 }),
    ];
    const [penny, pennyToo] = [await insertProduct(db, { priceMinor: 333 }), await insertProduct(db, { priceMinor: 333 })];
    // 10 % off 3 × 1,000 + 7,000: the sold lines' share of 9,000 is 2,700.
    await insertPaidOrder(db, {
      organisationId: orgs.bakery,
      lines: [
        { product: sold, quantity: 3 },
        { product: other, quantity: 1 },
      ],
      discountMinor: 1_000,
    });
    // 1,000 brought in 100: 33.3, 33.3 and 33.4; the unit left over goes to the largest remainder.
    await insertPaidOrder(db, {
      organisationId: orgs.clinic,
      lines: [
        { product: penny, quantity: 1 },
        { product: pennyToo, quantity: 1 },
        { product: third, quantity: 1 },
      ],
      discountMinor: 900,
    });
    // A change of plan: the new plan's price less the credit for the old one's unused time.
    await insertPaidOrder(db, {
      organisationId: orgs.clinic,
      lines: [{ product: plan, quantity: 1 }],
      creditMinor: 4_900,
      reason: 'plan_change',
    });
    const revenue = async (id: number) => (await sales(id)).json<ProductSales>().revenue;
    expect(await revenue(sold.id)).toEqual([{ amount_minor: 2_700, currency: 'USD' }]);
    expect(await revenue(other.id)).toEqual([{ amount_minor: 6_300, currency: 'USD' }]);
    const shares = [await revenue(penny.id), await revenue(pennyToo.id), await revenue(third.id)].map((r) => r[0]!.amount_minor);
    expect(shares).toEqual([33, 33, 34]);
    expect(await revenue(plan.id)).toEqual([{ amount_minor: 10_000, currency: 'USD' }]);
    // The lines still show what they were sold at.
    expect((await sales(sold.id)).json<ProductSales>().results[0]).toMatchObject({ quantity: 3, total_minor: 3_000 });
  });

  it('pages the lines, the totals staying whole', async () => {
    const page = (await sales(product.id, '?page=2&page_size=2')).json<ProductSales>();
    expect(page).toMatchObject({ count: 3, num_pages: 2, current_page: 2, units_sold: 6 });
    expect(page.results.map((line) => line.order_id)).toEqual([orderIds[0]]);
  });

  it('answers zeros for a product never sold', async () => {
    expect((await sales(untouched.id)).json<ProductSales>()).toEqual({
      count: 0,
      num_pages: 1,
      current_page: 1,
      results: [],
      units_sold: 0,
      revenue: [],
      active_subscriptions: 0,
    });
  });

  it('answers 400 to a bad page size, 404 to an unknown product or a page past the last', async () => {
    const bad = await sales(product.id, '?page_size=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ page_size: ['too_large'] });
    expect((await sales(999_999)).statusCode).toBe(404);
    expect((await sales(product.id, '?page=3&page_size=2')).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to a CLIENT and a DEV', async () => {
    expect((await sales(product.id, '', null)).statusCode).toBe(401);
    expect((await sales(product.id, '', 'client')).statusCode).toBe(403);
    expect((await sales(product.id, '', 'dev')).statusCode).toBe(403);
  });
});
