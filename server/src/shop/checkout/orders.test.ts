import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderList } from '@/api/contract/shop';
import { organisations, type UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertOrder } from './order-rows';
import { addMember, insertProduct } from './test-kit';

let server: TestServer;
const people = {} as Record<'owner' | 'member' | 'stranger' | 'cfo' | 'pmClient' | 'pmDev', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;
let org: number;
let secondOrg: number;
let strangerOrg: number;
let planId: number;
let serviceId: number;
const placed: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  people.owner = await server.createUser('CLIENT', { fullName: 'Olga Owner' });
  people.member = await server.createUser('CLIENT');
  people.stranger = await server.createUser('CLIENT');
  people.cfo = await server.createUser('CFO');
  people.pmClient = await server.createUser('PM_CLIENT');
  people.pmDev = await server.createUser('PM_DEV');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  org = await server.organisationOf(people.owner);
  strangerOrg = await server.organisationOf(people.stranger);
  const [second] = await db.insert(organisations).values({ name: 'Panadería Ruiz' }).returning();
  secondOrg = second!.id;
  await addMember(db, secondOrg, people.owner.id, 'owner');
  await addMember(db, org, people.member.id);
  planId = (await insertProduct(db, { nameEn: 'Growth', nameEs: 'Crecimiento' })).id;
  serviceId = (await insertProduct(db, { kind: 'service', interval: 'one_time', nameEn: 'Website', nameEs: 'Sitio web' })).id;

  const line = (productId: number, nameEn: string, nameEs: string, totalMinor: number) => ({
    productId,
    kind: 'service' as const,
    nameEn,
    nameEs,
    interval: 'one_time' as const,
    quantity: 1,
    unitMinor: totalMinor,
    totalMinor,
  });
  const order = async (
    name: string,
    organisationId: number,
    totalMinor: number,
    status: 'pending' | 'paid' | 'failed',
    day: number,
    lines = 1,
  ) => {
    const row = await insertOrder(
      db,
      {
        organisationId,
        userId: people.owner.id,
        status,
        currency: 'USD',
        subtotalMinor: totalMinor,
        totalMinor,
        idempotencyKey: `orders-test-${name}`,
        provider: 'test',
        createdAt: new Date(Date.UTC(2026, 10, day)),
        paidAt: status === 'paid' ? new Date(Date.UTC(2026, 10, day, 1)) : null,
      },
      [line(planId, 'Growth', 'Crecimiento', totalMinor), ...(lines > 1 ? [line(serviceId, 'Website', 'Sitio web', 100)] : [])],
    );
    placed[name] = row.id;
  };
  await order('a', org, 4900, 'paid', 1, 2);
  await order('b', org, 14900, 'pending', 2);
  await order('c', secondOrg, 900, 'failed', 3);
  await order('d', strangerOrg, 39900, 'paid', 4);
  await insertOrder(
    db,
    {
      organisationId: strangerOrg,
      status: 'paid',
      currency: 'USD',
      subtotalMinor: 100,
      totalMinor: 100,
      idempotencyKey: 'orders-test-e',
      provider: 'test',
      createdAt: new Date(Date.UTC(2026, 10, 5)),
    },
    [line(serviceId, 'Website', 'Sitio web', 100)],
  ).then((row) => (placed.e = row.id));
});
afterAll(() => server.close());

const call = (url: string, who: Who) =>
  server.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
async function list(query: string, who: Who = 'owner') {
  const response = await call(`/api/v1/shop/orders/${query}`, who);
  if (response.statusCode !== 200) throw new Error(`orders: ${response.statusCode} ${response.body}`);
  return response.json<OrderList>();
}
const ids = (page: OrderList) => page.results.map((row) => row.id);

describe('the orders list (GET /api/v1/shop/orders/)', () => {
  it('answers 401 without a token and 403 to a role outside billing', async () => {
    expect((await call('/api/v1/shop/orders/', null)).statusCode).toBe(401);
    expect((await call('/api/v1/shop/orders/', 'pmDev')).statusCode).toBe(403);
  });

  it('shows the agency’s managers every business’s orders, newest first', async () => {
    const page = await list('', 'cfo');
    expect(ids(page)).toEqual([placed.e, placed.d, placed.c, placed.b, placed.a]);
    expect(page).toMatchObject({ count: 5, num_pages: 1, current_page: 1 });
    expect(page.results.at(-1)).toMatchObject({
      organisation: { id: org, name: 'Olga Owner' },
      reason: 'checkout',
      status: 'paid',
      currency: 'USD',
      total_minor: 4900,
      provider: 'test',
      line_count: 2,
      first_line: 'Growth',
      created_at: '2026-11-01T00:00:00.000Z',
      paid_at: '2026-11-01T01:00:00.000Z',
    });
  });

  it('shows a client the businesses they own only, a member’s business not at all', async () => {
    expect(ids(await list(''))).toEqual([placed.c, placed.b, placed.a]);
    expect(ids(await list('', 'member'))).toEqual([]);
    expect(ids(await list('', 'stranger'))).toEqual([placed.e, placed.d]);
  });

  it('answers 404 to a client filtering by a business they do not own', async () => {
    expect((await call(`/api/v1/shop/orders/?organisation=${strangerOrg}`, 'owner')).statusCode).toBe(404);
    expect((await call(`/api/v1/shop/orders/?organisation=${org}`, 'member')).statusCode).toBe(404);
    expect(ids(await list(`?organisation=${secondOrg}`))).toEqual([placed.c]);
    expect(ids(await list(`?organisation=${strangerOrg}`, 'pmClient'))).toEqual([placed.e, placed.d]);
  });

  it('filters by status and by product, and sorts by date or total', async () => {
    expect(ids(await list('?status=paid', 'cfo'))).toEqual([placed.e, placed.d, placed.a]);
    expect(ids(await list(`?product=${serviceId}`, 'cfo'))).toEqual([placed.e, placed.a]);
    expect(ids(await list('?sort=created_at', 'cfo'))).toEqual([placed.a, placed.b, placed.c, placed.d, placed.e]);
    expect(ids(await list('?sort=-total', 'cfo'))).toEqual([placed.d, placed.b, placed.a, placed.c, placed.e]);
    expect(ids(await list('?sort=total', 'cfo'))).toEqual([placed.e, placed.c, placed.a, placed.b, placed.d]);
  });

  it('searches an order’s number or words of its business’s name (accents aside)', async () => {
    expect(ids(await list(`?q=${placed.b}`, 'cfo'))).toEqual([placed.b]);
    expect(ids(await list(`?q=%23${placed.d}`, 'cfo'))).toEqual([placed.d]);
    expect(ids(await list('?q=ruiz%20panaderia', 'cfo'))).toEqual([placed.c]);
    expect(ids(await list('?q=olga', 'cfo'))).toEqual([placed.b, placed.a]);
    // A client's search stays within their own businesses.
    expect(ids(await list(`?q=${placed.d}`, 'owner'))).toEqual([]);
  });

  it('pages, and names lines in the language asked for', async () => {
    const second = await list('?page=2&page_size=2&lang=es', 'cfo');
    expect(second).toMatchObject({ count: 5, num_pages: 3, current_page: 2 });
    expect(second.results.map((row) => row.first_line)).toEqual(['Crecimiento', 'Crecimiento']);
    expect((await call('/api/v1/shop/orders/?page=9', 'cfo')).statusCode).toBe(404);
    expect((await call('/api/v1/shop/orders/?status=lost', 'cfo')).statusCode).toBe(400);
  });
});

describe('one order (GET /api/v1/shop/orders/:id/)', () => {
  const one = (id: number, who: Who, lang = '') => call(`/api/v1/shop/orders/${id}/${lang}`, who);

  it('shows its lines to an owner of its business and to the agency’s managers', async () => {
    const response = await one(placed.a!, 'owner', '?lang=es');
    expect(response.statusCode).toBe(200);
    const order = response.json<Order>();
    expect(order.lines.map((line) => line.name)).toEqual(['Crecimiento', 'Sitio web']);
    expect(order).toMatchObject({ placed_by: 'Olga Owner', address: null, subtotal_minor: 4900, credit_minor: 0 });
    expect((await one(placed.a!, 'cfo')).statusCode).toBe(200);
    expect((await one(placed.e!, 'pmClient')).json<Order>().placed_by).toBeNull();
  });

  it('answers 401, 403 outside billing and to a member, 404 for another business’s and an unknown order', async () => {
    expect((await one(placed.a!, null)).statusCode).toBe(401);
    expect((await one(placed.a!, 'pmDev')).statusCode).toBe(403);
    expect((await one(placed.a!, 'member')).statusCode).toBe(403);
    expect((await one(placed.a!, 'stranger')).statusCode).toBe(404);
    expect((await one(placed.d!, 'owner')).statusCode).toBe(404);
    expect((await one(999_999, 'cfo')).statusCode).toBe(404);
  });
});
