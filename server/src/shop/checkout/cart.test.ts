import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart } from '@/api/contract/shop';
import { carts, products, type UserRow } from '@server/db/schema';
import { cookiesOf, signIn, startTestServer, TEST_PASSWORD, type TestServer } from '@server/test/harness';
import { cartCookieOf, copyProduct, insertCatalogue, insertCoupon } from './test-kit';

let now = new Date('2026-11-24T10:00:00Z');
let server: TestServer;
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;
const people = {} as Record<'client' | 'other', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  catalogue = await insertCatalogue(server.database.db);
  people.client = await server.createUser('CLIENT');
  people.other = await server.createUser('CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
  await insertCoupon(server.database.db, { code: 'WELCOME10', kind: 'percent', value: 10 });
  await insertCoupon(server.database.db, { code: 'LAUNCH50', kind: 'amount', value: 5000, currency: 'USD' });
  await insertCoupon(server.database.db, { code: 'EURO5', kind: 'amount', value: 500, currency: 'EUR' });
  await insertCoupon(server.database.db, { code: 'EXPIRED20', kind: 'percent', value: 20, validUntil: new Date('2026-01-01T00:00:00Z') });
  await insertCoupon(server.database.db, { code: 'USEDUP', kind: 'percent', value: 5, maxRedemptions: 3, redemptions: 3 });
  await insertCoupon(server.database.db, { code: 'OFF', kind: 'percent', value: 15, active: false });
});
afterAll(() => server.close());

beforeEach(async () => {
  now = new Date('2026-11-24T10:00:00Z');
  await server.database.db.delete(carts);
});

const CART = '/api/v1/shop/cart/';
const ITEMS = '/api/v1/shop/cart/items/';
const item = (id: number) => `/api/v1/shop/cart/items/${id}/`;
const COUPON = '/api/v1/shop/cart/coupon/';

type Who = keyof typeof people | { cookie: string } | null;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function call(method: Method, url: string, who: Who, payload?: object) {
  const headers = who && typeof who === 'string' ? { authorization: `Bearer ${tokens[who]}` } : {};
  const cookies = who && typeof who === 'object' ? { lato_cart: who.cookie } : undefined;
  return server.app.inject({ method, url, headers, ...(cookies && { cookies }), ...(payload && { payload }) });
}

async function ok(method: Method, url: string, who: Who, payload?: object): Promise<Cart> {
  const response = await call(method, url, who, payload);
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<Cart>();
}

/** A visitor who has put something in the cart: its cookie. */
async function visitorWith(product: number, quantity = 1, interval = 'month'): Promise<{ cookie: string }> {
  const response = await call('POST', ITEMS, null, { product, interval, quantity });
  expect(response.statusCode, response.body).toBe(200);
  return { cookie: cartCookieOf(response)! };
}

describe('a visitor’s cart, by its cookie', () => {
  it('is empty without a cookie, and sets none for reading', async () => {
    const response = await call('GET', CART, null);
    expect(response.statusCode).toBe(200);
    expect(response.json<Cart>()).toEqual({
      lines: [],
      currency: null,
      subtotal_minor: 0,
      discount_minor: 0,
      total_minor: 0,
      coupon: null,
      item_count: 0,
    });
    expect(cartCookieOf(response)).toBeUndefined();
  });

  it('sets an httpOnly, SameSite=Lax cookie for 30 days when something is added, and keeps only its hash', async () => {
    const response = await call('POST', ITEMS, null, { product: catalogue.starter.id, interval: 'month' });
    expect(response.statusCode).toBe(200);
    const cookie = cookiesOf(response).lato_cart!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86_400 });
    const [row] = await server.database.db.select().from(carts);
    expect(row!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.visitorHash).not.toContain(cookie.value);
    expect(row!.userId).toBeNull();

    const cart = await ok('GET', CART, { cookie: cookie.value });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      product: { id: catalogue.starter.id, kind: 'plan', name: 'Starter', currency: 'USD', trial_days: 14, images: [] },
      interval: 'month',
      quantity: 1,
      unit_minor: 4900,
      total_minor: 4900,
      available: true,
    });
    expect(cart).toMatchObject({ currency: 'USD', subtotal_minor: 4900, total_minor: 4900, item_count: 1 });
  });

  it('sets no cookie when the product is refused', async () => {
    const response = await call('POST', ITEMS, null, { product: catalogue.draft.id, interval: 'month' });
    expect(response.statusCode).toBe(400);
    expect(cartCookieOf(response)).toBeUndefined();
  });

  it('keeps a second addition in the same cookie’s cart, and a made-up cookie reads an empty cart', async () => {
    const visitor = await visitorWith(catalogue.website.id, 1, 'one_time');
    const again = await call('POST', ITEMS, visitor, { product: catalogue.website.id, interval: 'one_time', quantity: 2 });
    expect(cartCookieOf(again)).toBeUndefined();
    expect(again.json<Cart>().lines[0]!.quantity).toBe(3);
    expect((await ok('GET', CART, { cookie: 'x'.repeat(43) })).lines).toEqual([]);
    expect((await ok('GET', CART, { cookie: 'not a token' })).lines).toEqual([]);
  });

  it('reads in Spanish when asked', async () => {
    const visitor = await visitorWith(catalogue.website.id, 1, 'one_time');
    expect((await ok('GET', `${CART}?lang=es`, visitor)).lines[0]!.product.name).toBe('Sitio web');
  });
});

describe('a person’s cart, by the access token', () => {
  it('is their own: another person never sees it', async () => {
    await ok('POST', ITEMS, 'client', { product: catalogue.growth.id, interval: 'year' });
    const mine = await ok('GET', CART, 'client');
    expect(mine.lines[0]).toMatchObject({ interval: 'year', unit_minor: 149000 });
    expect((await ok('GET', CART, 'other')).lines).toEqual([]);
  });

  it('answers 401 for a token that does not hold, never falling back to the visitor’s cart', async () => {
    const visitor = await visitorWith(catalogue.website.id, 1, 'one_time');
    for (const [method, url, payload] of [
      ['GET', CART],
      ['POST', ITEMS, { product: catalogue.website.id, interval: 'one_time' }],
      ['PATCH', item(1), { quantity: 2 }],
      ['DELETE', item(1)],
      ['PUT', COUPON, { code: 'WELCOME10' }],
      ['DELETE', COUPON],
    ] as const) {
      const response = await server.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer not-a-token' },
        cookies: { lato_cart: visitor.cookie },
        ...(payload && { payload }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('adding to the cart (POST /api/v1/shop/cart/items/)', () => {
  it('refuses what is not for sale: a draft, an archived product, an unknown id', async () => {
    const archived = await copyProduct(server.database.db, catalogue.website, { status: 'archived' });
    for (const product of [catalogue.draft.id, archived.id, 999_999]) {
      const response = await call('POST', ITEMS, 'client', { product, interval: 'one_time' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'product_unavailable', errors: { product: ['product_unavailable'] } });
    }
  });

  it('refuses an interval the product is not sold by', async () => {
    const refused = [
      [catalogue.extraNumber.id, 'year'], // an add-on has no yearly price
      [catalogue.website.id, 'month'], // a one-time service
      [catalogue.starter.id, 'one_time'],
    ] as const;
    for (const [product, interval] of refused) {
      const response = await call('POST', ITEMS, 'client', { product, interval });
      expect(response.statusCode, `${product} ${interval}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'interval_unavailable' });
    }
  });

  it('refuses another currency with 409 currency_mismatch', async () => {
    await ok('POST', ITEMS, 'client', { product: catalogue.website.id, interval: 'one_time' });
    const response = await call('POST', ITEMS, 'client', { product: catalogue.euroService.id, interval: 'one_time' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'currency_mismatch' });
  });

  it('refuses a malformed body with field codes', async () => {
    const response = await call('POST', ITEMS, 'client', { product: 'x', interval: 'weekly', quantity: 51 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(['interval', 'product', 'quantity']);
  });

  it('adds quantities of the same line up to 50', async () => {
    await ok('POST', ITEMS, 'client', { product: catalogue.extraNumber.id, interval: 'month', quantity: 40 });
    const cart = await ok('POST', ITEMS, 'client', { product: catalogue.extraNumber.id, interval: 'month', quantity: 30 });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 50, total_minor: 75000 });
  });

  it('keeps a monthly and a yearly line of the same plan apart', async () => {
    await ok('POST', ITEMS, 'client', { product: catalogue.starter.id, interval: 'month' });
    const cart = await ok('POST', ITEMS, 'client', { product: catalogue.starter.id, interval: 'year' });
    expect(cart.lines.map((line) => [line.interval, line.unit_minor])).toEqual([
      ['month', 4900],
      ['year', 49000],
    ]);
    expect(cart.subtotal_minor).toBe(53900);
  });
});

describe('changing and removing lines', () => {
  it('changes a quantity and removes a line', async () => {
    const added = await ok('POST', ITEMS, 'client', { product: catalogue.minutes.id, interval: 'month' });
    const id = added.lines[0]!.id;
    expect((await ok('PATCH', item(id), 'client', { quantity: 3 })).lines[0]).toMatchObject({ quantity: 3, total_minor: 12000 });
    expect((await ok('DELETE', item(id), 'client')).lines).toEqual([]);
  });

  it('answers 404 for another cart’s line, a visitor’s or a person’s', async () => {
    const visitor = await visitorWith(catalogue.website.id, 1, 'one_time');
    const visitorLine = (await ok('GET', CART, visitor)).lines[0]!.id;
    const mine = (await ok('POST', ITEMS, 'client', { product: catalogue.minutes.id, interval: 'month' })).lines[0]!.id;
    expect((await call('PATCH', item(visitorLine), 'client', { quantity: 2 })).statusCode).toBe(404);
    expect((await call('DELETE', item(visitorLine), 'other')).statusCode).toBe(404);
    expect((await call('PATCH', item(mine), 'other', { quantity: 2 })).statusCode).toBe(404);
    expect((await call('DELETE', item(mine), null)).statusCode).toBe(404);
    expect((await call('DELETE', item(mine), { cookie: visitor.cookie })).statusCode).toBe(404);
    expect((await ok('GET', CART, 'client')).lines).toHaveLength(1);
  });

  it('refuses a quantity out of range', async () => {
    const id = (await ok('POST', ITEMS, 'client', { product: catalogue.minutes.id, interval: 'month' })).lines[0]!.id;
    for (const quantity of [0, 51, 1.5]) expect((await call('PATCH', item(id), 'client', { quantity })).statusCode).toBe(400);
  });
});

describe('a product withdrawn after it was added', () => {
  it('stays shown as unavailable and counts nowhere', async () => {
    const plan = await copyProduct(server.database.db, catalogue.growth);
    await ok('POST', ITEMS, 'client', { product: plan.id, interval: 'year' });
    await ok('POST', ITEMS, 'client', { product: catalogue.website.id, interval: 'one_time' });
    await server.database.db.update(products).set({ status: 'archived' }).where(eq(products.id, plan.id));
    const cart = await ok('GET', CART, 'client');
    expect(cart.lines.map((line) => line.available)).toEqual([false, true]);
    expect(cart).toMatchObject({ currency: 'USD', subtotal_minor: 240000, total_minor: 240000, item_count: 1 });
    // A yearly price taken away: the yearly line is no longer sold either.
    await server.database.db.update(products).set({ status: 'published', yearlyPriceMinor: null }).where(eq(products.id, plan.id));
    expect((await ok('GET', CART, 'client')).lines[0]!.available).toBe(false);
  });

  it('reads prices from the catalogue as they are now', async () => {
    const service = await copyProduct(server.database.db, catalogue.website);
    await ok('POST', ITEMS, 'client', { product: service.id, interval: 'one_time', quantity: 2 });
    await server.database.db.update(products).set({ priceMinor: 250000 }).where(eq(products.id, service.id));
    expect((await ok('GET', CART, 'client')).lines[0]).toMatchObject({ unit_minor: 250000, total_minor: 500000 });
  });
});

describe('coupons (PUT and DELETE /api/v1/shop/cart/coupon/)', () => {
  it('takes a percentage off, rounded half to even', async () => {
    // 10 % of $0.45 × 1 is 4.5 cents: half to even gives 4; of $0.55, 5.5 gives 6.
    const cheap = await copyProduct(server.database.db, catalogue.website, { priceMinor: 45 });
    await ok('POST', ITEMS, 'client', { product: cheap.id, interval: 'one_time' });
    const cart = await ok('PUT', COUPON, 'client', { code: ' welcome10 ' });
    expect(cart).toMatchObject({ subtotal_minor: 45, discount_minor: 4, total_minor: 41 });
    expect(cart.coupon).toEqual({ code: 'WELCOME10', kind: 'percent', value: 10, currency: null });
    await server.database.db.update(products).set({ priceMinor: 55 }).where(eq(products.id, cheap.id));
    expect(await ok('GET', CART, 'client')).toMatchObject({ subtotal_minor: 55, discount_minor: 6, total_minor: 49 });
  });

  it('takes an amount off, never more than the subtotal', async () => {
    await ok('POST', ITEMS, 'client', { product: catalogue.extraNumber.id, interval: 'month' });
    expect(await ok('PUT', COUPON, 'client', { code: 'LAUNCH50' })).toMatchObject({
      subtotal_minor: 1500,
      discount_minor: 1500,
      total_minor: 0,
    });
    await ok('PATCH', item((await ok('GET', CART, 'client')).lines[0]!.id), 'client', { quantity: 4 });
    expect(await ok('GET', CART, 'client')).toMatchObject({ subtotal_minor: 6000, discount_minor: 5000, total_minor: 1000 });
    expect(await ok('DELETE', COUPON, 'client')).toMatchObject({ coupon: null, discount_minor: 0, total_minor: 6000 });
  });

  it('refuses unknown, inactive, expired, used-up and other-currency coupons with their codes', async () => {
    await ok('POST', ITEMS, 'client', { product: catalogue.website.id, interval: 'one_time' });
    for (const [code, reason] of [
      ['NOPE', 'coupon_unknown'],
      ['OFF', 'coupon_unknown'],
      ['EXPIRED20', 'coupon_expired'],
      ['USEDUP', 'coupon_used_up'],
      ['EURO5', 'coupon_currency'],
    ] as const) {
      const response = await call('PUT', COUPON, 'client', { code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json(), code).toMatchObject({ code: reason, errors: { code: [reason] } });
    }
    expect((await ok('GET', CART, 'client')).coupon).toBeNull();
  });

  it('refuses a coupon on an empty cart, and a blank code', async () => {
    const empty = await call('PUT', COUPON, 'client', { code: 'WELCOME10' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'cart_empty' });
    expect((await call('PUT', COUPON, 'client', { code: '' })).statusCode).toBe(400);
  });

  it('shows a coupon expired since with nothing off', async () => {
    await insertCoupon(server.database.db, { code: 'SOON', kind: 'percent', value: 50, validUntil: new Date('2026-11-25T00:00:00Z') });
    await ok('POST', ITEMS, 'client', { product: catalogue.website.id, interval: 'one_time' });
    expect((await ok('PUT', COUPON, 'client', { code: 'SOON' })).discount_minor).toBe(120000);
    now = new Date('2026-11-26T00:00:00Z');
    expect(await ok('GET', CART, 'client')).toMatchObject({ coupon: { code: 'SOON' }, discount_minor: 0, total_minor: 240000 });
  });

  it('works for a visitor too', async () => {
    const visitor = await visitorWith(catalogue.website.id, 1, 'one_time');
    expect((await ok('PUT', COUPON, visitor, { code: 'WELCOME10' })).total_minor).toBe(216000);
    expect((await ok('DELETE', COUPON, visitor)).total_minor).toBe(240000);
  });
});

describe('merging the visitor’s cart into the person’s', () => {
  async function signInWithCookie(email: string, cookie: string) {
    return server.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/',
      payload: { email, password: TEST_PASSWORD },
      cookies: { lato_cart: cookie },
    });
  }

  it('happens at sign-in: quantities add up (capped), the visitor’s cart goes and its cookie is cleared', async () => {
    await ok('POST', ITEMS, 'client', { product: catalogue.extraNumber.id, interval: 'month', quantity: 45 });
    const visitor = await visitorWith(catalogue.extraNumber.id, 10);
    await call('POST', ITEMS, visitor, { product: catalogue.website.id, interval: 'one_time' });
    await ok('PUT', COUPON, visitor, { code: 'WELCOME10' });

    const response = await signInWithCookie(people.client.email, visitor.cookie);
    expect(response.statusCode).toBe(200);
    const cleared = cookiesOf(response).lato_cart!;
    expect(cleared.value).toBe('');
    const cart = await ok('GET', CART, 'client');
    expect(cart.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [catalogue.extraNumber.id, 50],
      [catalogue.website.id, 1],
    ]);
    expect(cart.coupon?.code).toBe('WELCOME10');
    const rows = await server.database.db.select().from(carts);
    expect(rows).toHaveLength(1);
    expect((await ok('GET', CART, visitor)).lines).toEqual([]);
  });

  it('keeps the person’s own coupon over the visitor’s', async () => {
    await ok('POST', ITEMS, 'client', { product: catalogue.website.id, interval: 'one_time' });
    await ok('PUT', COUPON, 'client', { code: 'LAUNCH50' });
    const visitor = await visitorWith(catalogue.minutes.id);
    await ok('PUT', COUPON, visitor, { code: 'WELCOME10' });
    await signInWithCookie(people.client.email, visitor.cookie);
    expect((await ok('GET', CART, 'client')).coupon?.code).toBe('LAUNCH50');
  });

  it('happens at sign-up’s confirmation too', async () => {
    const visitor = await visitorWith(catalogue.website.id, 1, 'one_time');
    const email = 'new-buyer@example.com';
    const register = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/register/',
      payload: { email, full_name: 'New Buyer', password: TEST_PASSWORD, accept_terms: true },
    });
    expect(register.statusCode, register.body).toBe(200);
    await server.app.jobs.settled();
    const code = /\b(\d{6})\b/.exec((await server.sentEmails(email)).at(-1)!.text)![1];
    const confirm = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/register/confirm/',
      payload: { email, code },
      cookies: { lato_cart: visitor.cookie },
    });
    expect(confirm.statusCode, confirm.body).toBe(201);
    expect(cookiesOf(confirm).lato_cart!.value).toBe('');
    const access = confirm.json<{ access: string }>().access;
    const cart = await server.app.inject({ method: 'GET', url: CART, headers: { authorization: `Bearer ${access}` } });
    expect(cart.json<Cart>().lines.map((line) => line.product.id)).toEqual([catalogue.website.id]);
  });

  it('POST /api/v1/shop/cart/merge/ does it for someone already signed in', async () => {
    const visitor = await visitorWith(catalogue.minutes.id, 2);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/shop/cart/merge/',
      headers: { authorization: `Bearer ${tokens.other}` },
      cookies: { lato_cart: visitor.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Cart>().lines.map((line) => line.quantity)).toEqual([2]);
    expect(cookiesOf(response).lato_cart!.value).toBe('');
    // Without a cookie there is nothing to merge: the person's cart as it is.
    expect((await ok('POST', '/api/v1/shop/cart/merge/', 'other')).lines).toHaveLength(1);
    expect((await call('POST', '/api/v1/shop/cart/merge/', null)).statusCode).toBe(401);
  });
});
