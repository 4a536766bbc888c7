import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, type Role } from '@/api/contract/roles';
import { addDays } from '@/api/contract/dashboards';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';
import type {
  SalesConversion,
  SalesCurrencies,
  SalesCustomers,
  SalesProducts,
  SalesRecent,
  SalesSeries,
  SalesStatuses,
  SalesSummary,
} from '@/api/contract/sales-analytics';
import type { SiteSummary } from '@/api/contract/site-analytics';
import type { OrderReason, OrderStatus } from '@/api/contract/shop-values';
import { orderLines, orders, organisations, pageViews, products } from '@server/db/schema';
import { insertProduct } from '@server/src/shop/checkout/test-kit';
import { expectAccessByRoleTable, getAs, readAs, signInEveryRole, startTestServer, type TestServer } from '@server/test/harness';

/*
 * A small fixture of orders whose every figure is worked out by hand below. The period read most is
 * Monday 9 to Sunday 15 March 2026 (UTC); the one before it is 2 to 8 March. Madrid is UTC+1 then.
 *
 * Orders (USD unless said; created → paid, UTC):
 *   O1  acme    checkout paid       20_000  10 Feb 10:00 → 10 Feb 10:05   Starter×1 20_000 (acme's first)
 *   O2  acme    checkout paid       10_000  10 Mar 11:50 → 10 Mar 12:00   Growth×2 8_000, Classic Widget×1 2_000
 *   O3  acme    renewal  paid        4_902  12 Mar 08:00 → 12 Mar 08:00   Starter×1 4_902
 *   O4  fresh   checkout paid        5_000  11 Mar 08:55 → 11 Mar 09:00   Growth×1 4_000, Classic Widget×1 1_000 (fresh's first)
 *   O5  fresh   checkout paid        3_000  13 Mar 14:00 → 13 Mar 15:00   Starter×1 3_000
 *   O6  bakery  checkout paid        4_000   5 Mar 10:00 →  5 Mar 10:10   Growth×1 4_000 (bakery's first)
 *   O7  bakery  checkout paid        3_000  15 Mar 23:20 → 15 Mar 23:30   Extra number×3 3_000 (the 16th in Madrid)
 *   O8  bakery  checkout failed      7_000  12 Mar 10:00
 *   O9  bakery  checkout pending     1_500  14 Mar 10:00
 *   O10 cafe    checkout cancelled   2_500  13 Mar 14:00 (the same moment as O5, made after it)
 *   O11 cafe    checkout paid  EUR   9_000  11 Mar 10:00 → 11 Mar 10:05   Campaign×1 9_000
 *   O12 delta   renewal  paid        4_900   3 Mar 09:00 →  3 Mar 09:00
 *   O13 delta   checkout paid        4_900  15 Jan 09:00 → 15 Jan 09:00 (delta's first)
 *   O14 delta   renewal  failed      4_900  14 Mar 06:00
 *   O15 fresh   checkout pending     5_000   6 Mar 12:00
 *   O16 delta   checkout paid  GBP   1_000  20 Jan 09:00 → 20 Jan 09:00
 * Classic Widget is deleted from the catalogue after it was ordered; Starter was ordered as "Basic" and
 * renamed since.
 *
 * Page views (sessions split after 30 minutes away; a view without a visitor hash is a session):
 *   this period: v1 10 Mar 10:00, 10:10, 10:50 (2 sessions); v2 12 Mar 09:00 (1); two unhashed on
 *   13 Mar 12:00 and 12:01 (2); v3 14 Mar 20:00, 20:20 (1); v5 15 Mar 23:30 (1, the 16th in Madrid): 7.
 *   the period before: v4 5 Mar 10:00 (1); v1 6 Mar 10:00, 11:00 (2): 3.
 */

const A = '/api/v1/analytics/sales';
const MARCH = 'from=2026-03-09&to=2026-03-15';
const USD = `${MARCH}&currency=USD`;

let server: TestServer;
let tokens: Record<Role, string>;
const names = { acme: 'Acme Dental', fresh: 'Fresh Farm', bakery: 'Panadería Ruiz', cafe: 'Café Luna', delta: 'Delta Logistics' };
const orgs = {} as Record<keyof typeof names, number>;
const made = {} as Record<string, number>;
const catalogue = {} as Record<'growth' | 'starter' | 'extraNumber' | 'widget' | 'campaign', number>;

const at = (moment: string) => new Date(`${moment}Z`);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  tokens = await signInEveryRole(server);
  for (const key of Object.keys(names) as (keyof typeof names)[])
    orgs[key] = (await db.insert(organisations).values({ name: names[key] }).returning())[0]!.id;

  catalogue.growth = (await insertProduct(db, { nameEn: 'Growth', nameEs: 'Crecimiento' })).id;
  catalogue.starter = (await insertProduct(db, { nameEn: 'Starter', nameEs: 'Inicial' })).id;
  catalogue.extraNumber = (await insertProduct(db, { kind: 'add_on', nameEn: 'Extra number', nameEs: 'Número extra' })).id;
  catalogue.widget = (await insertProduct(db, { kind: 'service', nameEn: 'Classic Widget', interval: 'one_time' })).id;
  catalogue.campaign = (await insertProduct(db, { kind: 'service', nameEn: 'Campaign', currency: 'EUR', interval: 'one_time' })).id;

  type Line = [keyof typeof catalogue, string, string, number, number];
  const order = async (
    key: string,
    org: keyof typeof orgs,
    reason: OrderReason,
    status: OrderStatus,
    totalMinor: number,
    createdAt: string,
    paidAt: string | null,
    lines: Line[] = [],
    currency: InvoiceCurrency = 'USD',
  ) => {
    const [row] = await db
      .insert(orders)
      .values({
        organisationId: orgs[org],
        reason,
        status,
        currency,
        subtotalMinor: totalMinor,
        totalMinor,
        idempotencyKey: `order-${key}`,
        provider: 'test',
        createdAt: at(createdAt),
        paidAt: paidAt === null ? null : at(paidAt),
      })
      .returning();
    made[key] = row!.id;
    for (const [product, nameEn, nameEs, quantity, total] of lines)
      await db.insert(orderLines).values({
        orderId: row!.id,
        productId: catalogue[product],
        kind: product === 'extraNumber' ? 'add_on' : product === 'widget' || product === 'campaign' ? 'service' : 'plan',
        nameEn,
        nameEs,
        interval: 'month',
        quantity,
        unitMinor: total / quantity,
        totalMinor: total,
      });
  };
  const growth = (quantity: number, total: number): Line => ['growth', 'Growth', 'Crecimiento', quantity, total];
  const basic = (total: number): Line => ['starter', 'Basic', 'Básico', 1, total];
  await order('O1', 'acme', 'checkout', 'paid', 20_000, '2026-02-10T10:00:00', '2026-02-10T10:05:00', [basic(20_000)]);
  await order('O2', 'acme', 'checkout', 'paid', 10_000, '2026-03-10T11:50:00', '2026-03-10T12:00:00', [
    growth(2, 8_000),
    ['widget', 'Classic Widget', 'Widget antiguo', 1, 2_000],
  ]);
  await order('O3', 'acme', 'renewal', 'paid', 4_902, '2026-03-12T08:00:00', '2026-03-12T08:00:00', [basic(4_902)]);
  await order('O4', 'fresh', 'checkout', 'paid', 5_000, '2026-03-11T08:55:00', '2026-03-11T09:00:00', [
    growth(1, 4_000),
    ['widget', 'Classic Widget', 'Widget viejo', 1, 1_000],
  ]);
  await order('O5', 'fresh', 'checkout', 'paid', 3_000, '2026-03-13T14:00:00', '2026-03-13T15:00:00', [basic(3_000)]);
  await order('O6', 'bakery', 'checkout', 'paid', 4_000, '2026-03-05T10:00:00', '2026-03-05T10:10:00', [growth(1, 4_000)]);
  await order('O7', 'bakery', 'checkout', 'paid', 3_000, '2026-03-15T23:20:00', '2026-03-15T23:30:00', [
    ['extraNumber', 'Extra number', 'Número extra', 3, 3_000],
  ]);
  await order('O8', 'bakery', 'checkout', 'failed', 7_000, '2026-03-12T10:00:00', null, [growth(1, 7_000)]);
  await order('O9', 'bakery', 'checkout', 'pending', 1_500, '2026-03-14T10:00:00', null);
  await order('O10', 'cafe', 'checkout', 'cancelled', 2_500, '2026-03-13T14:00:00', null);
  await order(
    'O11',
    'cafe',
    'checkout',
    'paid',
    9_000,
    '2026-03-11T10:00:00',
    '2026-03-11T10:05:00',
    [['campaign', 'Campaign', 'Campaña', 1, 9_000]],
    'EUR',
  );
  await order('O12', 'delta', 'renewal', 'paid', 4_900, '2026-03-03T09:00:00', '2026-03-03T09:00:00');
  await order('O13', 'delta', 'checkout', 'paid', 4_900, '2026-01-15T09:00:00', '2026-01-15T09:00:00');
  await order('O14', 'delta', 'renewal', 'failed', 4_900, '2026-03-14T06:00:00', null);
  await order('O15', 'fresh', 'checkout', 'pending', 5_000, '2026-03-06T12:00:00', null);
  await order('O16', 'delta', 'checkout', 'paid', 1_000, '2026-01-20T09:00:00', '2026-01-20T09:00:00', [], 'GBP');
  // Deleted once ordered: its lines keep their names, and lose its id.
  await db.delete(products).where(eq(products.id, catalogue.widget));

  const view = (viewedAt: string, visitorHash: string | null) =>
    db.insert(pageViews).values({ viewedAt: at(viewedAt), path: '/', language: 'en', deviceClass: 'desktop', visitorHash });
  await view('2026-03-10T10:00:00', 'v1');
  await view('2026-03-10T10:10:00', 'v1');
  await view('2026-03-10T10:50:00', 'v1');
  await view('2026-03-12T09:00:00', 'v2');
  await view('2026-03-13T12:00:00', null);
  await view('2026-03-13T12:01:00', null);
  await view('2026-03-14T20:00:00', 'v3');
  await view('2026-03-14T20:20:00', 'v3');
  await view('2026-03-15T23:30:00', 'v5');
  await view('2026-03-05T10:00:00', 'v4');
  await view('2026-03-06T10:00:00', 'v1');
  await view('2026-03-06T11:00:00', 'v1');
});
afterAll(() => server.close());

const call = (url: string, token: string | null = tokens.CEO) => getAs(server.app, url, token);
const get = <T>(url: string) => readAs<T>(server.app, url, tokens.CEO);

describe('the currencies', () => {
  it('counts the paid orders per currency, the most first, then by code', async () => {
    // USD: O1 O2 O3 O4 O5 O6 O7 O12 O13. EUR: O11. GBP: O16. Failed, pending and cancelled ones do not count.
    expect(await get<SalesCurrencies>(`${A}/currencies/`)).toEqual({
      rows: [
        { currency: 'USD', orders: 9 },
        { currency: 'EUR', orders: 1 },
        { currency: 'GBP', orders: 1 },
      ],
    });
  });
});

describe('the summary', () => {
  it('reads the revenue, paid orders, average order value, new and repeat businesses, and the period before’s', async () => {
    // Paid this period: O2 10_000 + O3 4_902 + O4 5_000 + O5 3_000 + O7 3_000 = 25_902 over 5: 5_180.4, so 5_180.
    // Before: O6 4_000 + O12 4_900 = 8_900 over 2: 4_450.
    // New: fresh (first paid 11 Mar); before: bakery (5 Mar). acme's first is February's, delta's January's.
    // Repeat: acme (O1 before), fresh (O4 then O5), bakery (O6 before O7); before: delta (O13 before O12),
    // not bakery (O6 its first).
    expect(await get<SalesSummary>(`${A}/summary/?${USD}&compare=true`)).toEqual({
      revenue: { value: 25_902, previous: 8_900 },
      paid_orders: { value: 5, previous: 2 },
      average_order_value: { value: 5_180, previous: 4_450 },
      new_customers: { value: 1, previous: 1 },
      repeat_customers: { value: 3, previous: 1 },
    });
  });

  it('cuts the days in the reader’s time zone: O7, paid at 23:30 UTC on the 15th, is the 16th in Madrid', async () => {
    // 22_902 over 4: 5_725.5, rounded once, half away from zero. The bakery paid nothing in the period.
    expect(await get<SalesSummary>(`${A}/summary/?${USD}&time_zone=Europe/Madrid`)).toEqual({
      revenue: { value: 22_902, previous: null },
      paid_orders: { value: 4, previous: null },
      average_order_value: { value: 5_726, previous: null },
      new_customers: { value: 1, previous: null },
      repeat_customers: { value: 2, previous: null },
    });
  });

  it('reads one currency only: the café’s euros', async () => {
    expect(await get<SalesSummary>(`${A}/summary/?${MARCH}&currency=EUR&compare=true`)).toEqual({
      revenue: { value: 9_000, previous: 0 },
      paid_orders: { value: 1, previous: 0 },
      average_order_value: { value: 9_000, previous: null },
      new_customers: { value: 1, previous: 0 },
      repeat_customers: { value: 0, previous: 0 },
    });
  });

  it('answers zeros, and no average, for a period without sales', async () => {
    expect(await get<SalesSummary>(`${A}/summary/?from=2025-01-01&to=2025-01-07&currency=USD`)).toEqual({
      revenue: { value: 0, previous: null },
      paid_orders: { value: 0, previous: null },
      average_order_value: { value: null, previous: null },
      new_customers: { value: 0, previous: null },
      repeat_customers: { value: 0, previous: null },
    });
  });
});

describe('the series', () => {
  const days = (from: string, points: [number, number, number | null][]) =>
    points.map(([revenue, paid, previous], index) => ({
      start: addDays(from, index),
      revenue_minor: revenue,
      paid_orders: paid,
      previous_revenue_minor: previous,
    }));

  it('gives the revenue and paid orders per day, with the period before’s moved on by a week when compared', async () => {
    // 10th O2, 11th O4, 12th O3, 13th O5, 15th O7. Before: O12 (3 Mar) on the 10th, O6 (5 Mar) on the 12th.
    expect(await get<SalesSeries>(`${A}/series/?${USD}&compare=true`)).toEqual({
      unit: 'day',
      points: days('2026-03-09', [
        [0, 0, 0],
        [10_000, 1, 4_900],
        [5_000, 1, 0],
        [4_902, 1, 4_000],
        [3_000, 1, 0],
        [0, 0, 0],
        [3_000, 1, 0],
      ]),
    });
  });

  it('cuts the days in the reader’s time zone, without the period before unless compared', async () => {
    expect(await get<SalesSeries>(`${A}/series/?${USD}&time_zone=Europe/Madrid`)).toEqual({
      unit: 'day',
      points: days('2026-03-09', [
        [0, 0, null],
        [10_000, 1, null],
        [5_000, 1, null],
        [4_902, 1, null],
        [3_000, 1, null],
        [0, 0, null],
        [0, 0, null],
      ]),
    });
  });

  it('cuts a year by month, every month drawn', async () => {
    const { unit, points } = await get<SalesSeries>(`${A}/series/?from=2026-01-01&to=2026-12-31&currency=USD`);
    expect(unit).toBe('month');
    expect(points).toHaveLength(12);
    // January O13; February O1; March O12 O6 O2 O4 O3 O5 O7: 4_900 + 4_000 + 25_902.
    expect(points.slice(0, 3)).toEqual([
      { start: '2026-01-01', revenue_minor: 4_900, paid_orders: 1, previous_revenue_minor: null },
      { start: '2026-02-01', revenue_minor: 20_000, paid_orders: 1, previous_revenue_minor: null },
      { start: '2026-03-01', revenue_minor: 34_802, paid_orders: 7, previous_revenue_minor: null },
    ]);
    expect(points.slice(3).every((point) => point.revenue_minor === 0 && point.paid_orders === 0)).toBe(true);
  });
});

describe('the statuses', () => {
  it('counts the orders placed in the period per status they are in now, every status in order', async () => {
    // Placed this period in USD: paid O2 O3 O4 O5 O7; failed O8 O14; pending O9; cancelled O10.
    expect(await get<SalesStatuses>(`${A}/statuses/?${USD}`)).toEqual({
      rows: [
        { status: 'pending', orders: 1, total_minor: 1_500 },
        { status: 'paid', orders: 5, total_minor: 25_902 },
        { status: 'failed', orders: 2, total_minor: 11_900 },
        { status: 'cancelled', orders: 1, total_minor: 2_500 },
      ],
    });
  });

  it('gives every status, at zero when none, in another currency', async () => {
    expect(await get<SalesStatuses>(`${A}/statuses/?${MARCH}&currency=EUR`)).toEqual({
      rows: [
        { status: 'pending', orders: 0, total_minor: 0 },
        { status: 'paid', orders: 1, total_minor: 9_000 },
        { status: 'failed', orders: 0, total_minor: 0 },
        { status: 'cancelled', orders: 0, total_minor: 0 },
      ],
    });
  });
});

describe('the products', () => {
  const growth = () => ({
    product: { id: catalogue.growth, name_en: 'Growth', name_es: 'Crecimiento', kind: 'plan' },
    quantity: 3,
    orders: 2,
    revenue_minor: 12_000,
  });
  // Ordered as "Basic": read under the catalogue's current names.
  const starter = () => ({
    product: { id: catalogue.starter, name_en: 'Starter', name_es: 'Inicial', kind: 'plan' },
    quantity: 2,
    orders: 2,
    revenue_minor: 7_902,
  });

  it('sums the lines of the period’s paid orders per product, the most revenue first, then by name', async () => {
    // Growth: O2 2×, O4 1×. Starter: O3, O5. Extra number: O7 3×. Classic Widget (deleted): O2, O4, under the
    // latest line's Spanish name. O8's Growth line is of a failed order; O1's Starter of February.
    // Classic Widget and Extra number both take 3_000: by name (the deleted one's as ordered).
    expect(await get<SalesProducts>(`${A}/products/?${USD}`)).toEqual({
      rows: [
        growth(),
        starter(),
        {
          product: { id: null, name_en: 'Classic Widget', name_es: 'Widget viejo', kind: 'service' },
          quantity: 2,
          orders: 2,
          revenue_minor: 3_000,
        },
        {
          product: { id: catalogue.extraNumber, name_en: 'Extra number', name_es: 'Número extra', kind: 'add_on' },
          quantity: 3,
          orders: 1,
          revenue_minor: 3_000,
        },
      ],
    });
  });

  it('cuts at the limit', async () => {
    expect(await get<SalesProducts>(`${A}/products/?${USD}&limit=2`)).toEqual({ rows: [growth(), starter()] });
  });
});

describe('the customers', () => {
  const row = (key: keyof typeof names, paidOrders: number, revenue: number, firstPaidAt: string, isNew: boolean) => ({
    organisation: { id: orgs[key], name: names[key] },
    paid_orders: paidOrders,
    revenue_minor: revenue,
    first_paid_at: `${firstPaidAt}.000Z`,
    new: isNew,
  });

  it('gives the businesses that paid in the period, the most revenue first, with their first payment ever', async () => {
    // acme: O2 + O3; fresh: O4 + O5 (new); bakery: O7, first paid O6 before. The café paid in euros only.
    expect(await get<SalesCustomers>(`${A}/customers/?${USD}`)).toEqual({
      rows: [
        row('acme', 2, 14_902, '2026-02-10T10:05:00', false),
        row('fresh', 2, 8_000, '2026-03-11T09:00:00', true),
        row('bakery', 1, 3_000, '2026-03-05T10:10:00', false),
      ],
    });
  });

  it('cuts at the limit, and reads the reader’s days', async () => {
    expect(await get<SalesCustomers>(`${A}/customers/?${USD}&limit=1`)).toEqual({
      rows: [row('acme', 2, 14_902, '2026-02-10T10:05:00', false)],
    });
    expect((await get<SalesCustomers>(`${A}/customers/?${USD}&time_zone=Europe/Madrid`)).rows.map((r) => r.organisation.name)).toEqual([
      names.acme,
      names.fresh,
    ]);
  });
});

describe('the recent orders', () => {
  const row = (key: string, org: keyof typeof names, status: OrderStatus, reason: OrderReason, total: number, createdAt: string) => ({
    id: made[key],
    organisation: { id: orgs[org], name: names[org] },
    status,
    reason,
    total_minor: total,
    created_at: `${createdAt}.000Z`,
  });

  it('gives the orders placed in the period in the currency, any status, the newest first (then the latest made)', async () => {
    // O10 and O5 were placed at the same moment: O10, made after, first. O11 is in euros.
    expect(await get<SalesRecent>(`${A}/recent/?${USD}`)).toEqual({
      rows: [
        row('O7', 'bakery', 'paid', 'checkout', 3_000, '2026-03-15T23:20:00'),
        row('O9', 'bakery', 'pending', 'checkout', 1_500, '2026-03-14T10:00:00'),
        row('O14', 'delta', 'failed', 'renewal', 4_900, '2026-03-14T06:00:00'),
        row('O10', 'cafe', 'cancelled', 'checkout', 2_500, '2026-03-13T14:00:00'),
        row('O5', 'fresh', 'paid', 'checkout', 3_000, '2026-03-13T14:00:00'),
        row('O8', 'bakery', 'failed', 'checkout', 7_000, '2026-03-12T10:00:00'),
        row('O3', 'acme', 'paid', 'renewal', 4_902, '2026-03-12T08:00:00'),
        row('O4', 'fresh', 'paid', 'checkout', 5_000, '2026-03-11T08:55:00'),
        row('O2', 'acme', 'paid', 'checkout', 10_000, '2026-03-10T11:50:00'),
      ],
    });
  });

  it('cuts at the limit', async () => {
    const { rows } = await get<SalesRecent>(`${A}/recent/?${USD}&limit=2`);
    expect(rows.map((r) => r.id)).toEqual([made.O7, made.O9]);
  });
});

describe('the conversion', () => {
  it('reads the sessions, the checkouts placed (any currency and status) and the paid ones, and their rate', async () => {
    // Checkouts: O2 O4 O5 O7 O8 O9 O10 O11 (euros too); paid: O2 O4 O5 O7 O11. Renewals O3 O14 are not.
    // Before: O6 (paid), O15. Sessions 7 and 3 (see the fixture).
    expect(await get<SalesConversion>(`${A}/conversion/?${MARCH}&compare=true`)).toEqual({
      sessions: { value: 7, previous: 3 },
      checkouts: { value: 8, previous: 2 },
      paid_checkouts: { value: 5, previous: 1 },
      conversion_rate: { value: 5 / 7, previous: 1 / 3 },
    });
  });

  it('counts exactly the site analytics’ sessions, in the reader’s time zone too', async () => {
    for (const query of [`${MARCH}&compare=true`, `${MARCH}&time_zone=Europe/Madrid&compare=true`, 'from=2026-01-01&to=2026-12-31']) {
      const site = await get<SiteSummary>(`/api/v1/analytics/site/summary/?${query}`);
      expect((await get<SalesConversion>(`${A}/conversion/?${query}`)).sessions, query).toEqual(site.sessions);
    }
    // In Madrid v5's view and O7 are the 16th's.
    expect(await get<SalesConversion>(`${A}/conversion/?${MARCH}&time_zone=Europe/Madrid`)).toEqual({
      sessions: { value: 6, previous: null },
      checkouts: { value: 7, previous: null },
      paid_checkouts: { value: 4, previous: null },
      conversion_rate: { value: 4 / 6, previous: null },
    });
  });

  it('answers no rate without sessions', async () => {
    expect(await get<SalesConversion>(`${A}/conversion/?from=2025-01-01&to=2025-01-07&compare=true`)).toEqual({
      sessions: { value: 0, previous: 0 },
      checkouts: { value: 0, previous: 0 },
      paid_checkouts: { value: 0, previous: 0 },
      conversion_rate: { value: null, previous: null },
    });
  });
});

describe('who may read the sales figures, and what is refused', () => {
  const WIDGETS = ['summary', 'series', 'statuses', 'products', 'customers', 'recent'];
  const RANKED = ['products', 'customers', 'recent'];
  const ENDPOINTS = [`${A}/currencies/`, ...WIDGETS.map((widget) => `${A}/${widget}/?${USD}`), `${A}/conversion/?${MARCH}`];

  // There is no 404: the widgets read every business's orders, no one row by its id.
  it('answers the catalogue’s managers, refuses developers, PM_DEV and clients (403) and anyone signed out (401)', async () => {
    await expectAccessByRoleTable(call, ENDPOINTS, tokens, ACCESS.catalogue);
  });

  it('refuses a period that ends before it starts or is over 366 days, an unknown time zone or currency, a bad limit (400)', async () => {
    for (const widget of [...WIDGETS, 'conversion']) {
      const currency = widget === 'conversion' ? '' : '&currency=USD';
      const cases: [string, string, string][] = [
        [`from=2026-03-15&to=2026-03-09${currency}`, 'to', 'end_before_start'],
        [`from=2025-01-01&to=2026-01-02${currency}`, 'to', 'too_large'],
        [`${MARCH}&time_zone=Mars/Olympus_Mons${currency}`, 'time_zone', 'invalid_choice'],
        [`to=2026-03-15${currency}`, 'from', 'required'],
      ];
      if (widget !== 'conversion') cases.push([MARCH, 'currency', 'required'], [`${MARCH}&currency=XYZ`, 'currency', 'invalid_choice']);
      if (RANKED.includes(widget))
        cases.push(
          [`${USD}&limit=0`, 'limit', 'too_small'],
          [`${USD}&limit=51`, 'limit', 'too_large'],
          [`${USD}&limit=ten`, 'limit', 'invalid_number'],
        );
      for (const [query, field, code] of cases) {
        const url = `${A}/${widget}/?${query}`;
        const response = await call(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().errors, url).toEqual({ [field]: [code] });
      }
      // 366 days, a leap year's, is still taken.
      expect((await call(`${A}/${widget}/?from=2024-01-01&to=2024-12-31${currency}`)).statusCode).toBe(200);
    }
  });
});
