import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathFor } from '@/api/contract/endpoint';
import { ACCESS } from '@/api/contract/roles';
import { shopEndpoints, type ProductAdmin, type ProductFields, type ProductList } from '@/api/contract/shop';
import type { UserRow } from '@server/db/schema';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { insertOrder, insertProduct, insertSubscription } from './test-kit';

let now = new Date('2026-05-04T10:00:00Z');

let server: TestServer;
const people = {} as Record<'ceo' | 'cfo' | 'cto' | 'pmClient' | 'pmDev' | 'dev' | 'client', UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people | null;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  people.ceo = await server.createUser('CEO');
  people.cfo = await server.createUser('CFO');
  people.cto = await server.createUser('CTO');
  people.pmClient = await server.createUser('PM_CLIENT');
  people.pmDev = await server.createUser('PM_DEV');
  people.dev = await server.createUser('DEV');
  people.client = await server.createUser('CLIENT');
  for (const key of Object.keys(people) as (keyof typeof people)[]) tokens[key] = (await signIn(server.app, people[key].email)).access;
});
afterAll(() => server.close());

const headers = (who: Who) => (who ? { authorization: `Bearer ${tokens[who]}` } : {});
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, who: Who = 'pmClient') =>
  server.app.inject({ method, url, headers: headers(who), ...(payload && { payload }) });

const LIST = '/api/v1/shop/products/';
const one = (id: number | string) => `/api/v1/shop/products/${id}/`;

const NEW: ProductFields = {
  kind: 'plan',
  name_en: 'Growth',
  name_es: 'Crecimiento',
  description_en: '<p>For <strong>busy</strong> lines.</p><script>alert(1)</script>',
  description_es: '<p>Para <a href="https://lato.test" onclick="x()">líneas</a> con movimiento.</p><img src=x onerror=alert(1)>',
  price_minor: 14_900,
  currency: 'USD',
  interval: 'month',
  yearly_price_minor: 149_000,
  trial_days: 14,
  features_en: ['3 numbers', '1,500 minutes'],
  features_es: ['3 números', '1.500 minutos'],
  numbers: 3,
  max_numbers: 10,
  call_minutes: 1_500,
  sms: 3_000,
  overage_minute_minor: 6,
  overage_sms_minor: 2,
};

async function create(fields: Partial<ProductFields> = {}, who: Who = 'pmClient') {
  const response = await call('POST', LIST, { ...NEW, ...fields }, who);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<ProductAdmin>();
}

describe('who may manage the catalogue', () => {
  const staffEndpoints = Object.values(shopEndpoints).filter((endpoint) => endpoint.path.startsWith('/api/v1/shop/products/'));
  const every = staffEndpoints.map((endpoint) => ({ method: endpoint.method, url: pathFor(endpoint, { id: 1, image: 1 }) }));

  it('names every staff endpoint of the catalogue ACCESS.catalogue', () => {
    expect(staffEndpoints).toHaveLength(8);
    for (const endpoint of staffEndpoints) expect(endpoint.access).toEqual(ACCESS.catalogue);
  });

  it('answers 401 without a token', async () => {
    for (const { method, url } of every) expect((await call(method, url, undefined, null)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('answers 403 to a CLIENT, a DEV and a PM_DEV', async () => {
    for (const who of ['client', 'dev', 'pmDev'] as const) {
      for (const { method, url } of every) {
        const response = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, who);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('admits the CEO, the CFO, the CTO and the client PM', async () => {
    for (const who of ['ceo', 'cfo', 'cto', 'pmClient'] as const)
      expect((await call('GET', LIST, undefined, who)).statusCode, who).toBe(200);
  });
});

describe('creating a product (POST /api/v1/shop/products/)', () => {
  it('keeps a draft with its descriptions sanitised: the script and its like are gone', async () => {
    const created = await create();
    expect(created).toMatchObject({
      kind: 'plan',
      name_en: 'Growth',
      name_es: 'Crecimiento',
      description_en: '<p>For <strong>busy</strong> lines.</p>',
      description_es: '<p>Para <a href="https://lato.test" rel="noopener noreferrer nofollow">líneas</a> con movimiento.</p>',
      price_minor: 14_900,
      yearly_price_minor: 149_000,
      features_es: ['3 números', '1.500 minutos'],
      limits: { numbers: 3, max_numbers: 10, call_minutes: 1_500, sms: 3_000, overage_minute_minor: 6, overage_sms_minor: 2 },
      status: 'draft',
      images: [],
      published_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    expect(created.description_en).not.toContain('script');
    expect(created.description_es).not.toMatch(/onclick|onerror|<img/);
    const read = await call('GET', one(created.id), undefined, 'cfo');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('dates a product created published, and keeps a description of only markup as empty', async () => {
    const created = await create({ status: 'published', description_en: '<p></p>', description_es: '<script>x</script>' });
    expect(created).toMatchObject({ status: 'published', published_at: now.toISOString(), description_en: '', description_es: '' });
  });

  it('takes the defaults: no yearly price, no trial, no features, no limits', async () => {
    const created = await create({
      kind: 'service',
      interval: 'one_time',
      yearly_price_minor: undefined,
      trial_days: undefined,
      features_en: undefined,
      features_es: undefined,
      numbers: undefined,
      max_numbers: undefined,
      call_minutes: undefined,
      sms: undefined,
      overage_minute_minor: undefined,
      overage_sms_minor: undefined,
    });
    expect(created).toMatchObject({ yearly_price_minor: null, trial_days: 0, features_en: [], features_es: [], position: 0 });
    expect(created.limits).toEqual({
      numbers: 0,
      max_numbers: null,
      call_minutes: 0,
      sms: 0,
      overage_minute_minor: 0,
      overage_sms_minor: 0,
    });
  });

  it.each([
    ['features_es', { features_es: ['3 números'] }, 'features_mismatch'],
    ['yearly_price_minor', { interval: 'one_time', yearly_price_minor: 1_000 }, 'yearly_price_not_monthly'],
    ['max_numbers', { numbers: 5, max_numbers: 4 }, 'max_numbers_below_included'],
    ['name_en', { name_en: '' }, 'required'],
    ['currency', { currency: 'BTC' }, 'invalid_choice'],
    ['kind', { kind: 'bundle' }, 'invalid_choice'],
    ['price_minor', { price_minor: -1 }, 'invalid_number'],
    ['yearly_price_minor', { yearly_price_minor: 100_000_001 }, 'too_large'],
    ['trial_days', { trial_days: 91 }, 'too_large'],
  ])('refuses %s with %s', async (field, fields, code) => {
    const response = await call('POST', LIST, { ...NEW, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([code]);
  });

  it('says every broken rule at once', async () => {
    const response = await call('POST', LIST, { ...NEW, features_es: [], interval: 'year', numbers: 3, max_numbers: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      features_es: ['features_mismatch'],
      yearly_price_minor: ['yearly_price_not_monthly'],
      max_numbers: ['max_numbers_below_included'],
    });
  });
});

describe('changing a product (PATCH /api/v1/shop/products/:id/)', () => {
  it('changes the fields given, sanitises a description, and bumps updated_at', async () => {
    const created = await create();
    now = new Date('2026-05-05T09:00:00Z');
    const response = await call('PATCH', one(created.id), {
      name_es: 'Crece',
      description_en: '<p onmouseover="x()">Hi<script>1</script></p>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductAdmin>()).toMatchObject({
      name_en: 'Growth',
      name_es: 'Crece',
      description_en: '<p>Hi</p>',
      // What was not sent stays as it was (no default fills it).
      description_es: created.description_es,
      yearly_price_minor: 149_000,
      trial_days: 14,
      features_en: created.features_en,
      limits: created.limits,
      status: 'draft',
      updated_at: now.toISOString(),
      created_at: created.created_at,
    });
  });

  it('dates the first publishing only: archiving and publishing again keep the first date', async () => {
    const created = await create();
    now = new Date('2026-05-06T09:00:00Z');
    const published = (await call('PATCH', one(created.id), { status: 'published' })).json<ProductAdmin>();
    expect(published.published_at).toBe(now.toISOString());
    const first = now.toISOString();
    now = new Date('2026-05-07T09:00:00Z');
    await call('PATCH', one(created.id), { status: 'archived' });
    now = new Date('2026-05-08T09:00:00Z');
    const again = (await call('PATCH', one(created.id), { status: 'published' })).json<ProductAdmin>();
    expect(again).toMatchObject({ status: 'published', published_at: first, updated_at: now.toISOString() });
  });

  it('checks the rules on the product as it would be', async () => {
    const created = await create();
    const mismatch = await call('PATCH', one(created.id), { features_en: ['only one'] });
    expect(mismatch.json().errors).toEqual({ features_es: ['features_mismatch'] });
    const yearly = await call('PATCH', one(created.id), { interval: 'one_time' });
    expect(yearly.json().errors).toEqual({ yearly_price_minor: ['yearly_price_not_monthly'] });
    const cap = await call('PATCH', one(created.id), { numbers: 11 });
    expect(cap.json().errors).toEqual({ max_numbers: ['max_numbers_below_included'] });
    // Both at once are fine: one-time, without its yearly price; no cap.
    const fixed = await call('PATCH', one(created.id), { interval: 'one_time', yearly_price_minor: null, numbers: 11, max_numbers: null });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json<ProductAdmin>()).toMatchObject({
      interval: 'one_time',
      yearly_price_minor: null,
      limits: { numbers: 11, max_numbers: null },
    });
  });

  it('answers 400 to a bad field and 404 to an unknown product', async () => {
    const created = await create();
    const bad = await call('PATCH', one(created.id), { status: 'sold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: ['invalid_choice'] });
    const unknown = await call('PATCH', one(created.id), { price: 10 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ price: ['unknown_field'] });
    expect((await call('PATCH', one(999_999), { name_en: 'x' })).statusCode).toBe(404);
    expect((await call('GET', one(999_999))).statusCode).toBe(404);
  });
});

describe('deleting a product (DELETE /api/v1/shop/products/:id/)', () => {
  it('deletes one never ordered', async () => {
    const created = await create();
    const response = await call('DELETE', one(created.id));
    expect(response.statusCode).toBe(200);
    expect((await call('GET', one(created.id))).statusCode).toBe(404);
    expect((await call('DELETE', one(created.id))).statusCode).toBe(404);
  });

  it('answers 409 product_has_orders when an order line or a subscription names it', async () => {
    const db = server.database.db;
    const organisationId = await server.organisationOf(await server.createUser('CLIENT'));
    const ordered = await insertProduct(db, { kind: 'service', interval: 'one_time' });
    await insertOrder(db, { organisationId, product: ordered, status: 'failed' });
    const subscribed = await insertProduct(db, { kind: 'add_on' });
    await insertSubscription(db, { organisationId, product: subscribed, status: 'cancelled' });
    for (const product of [ordered, subscribed]) {
      const response = await call('DELETE', one(product.id));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('product_has_orders');
      expect((await call('GET', one(product.id))).statusCode).toBe(200);
    }
  });
});

describe('the product list (GET /api/v1/shop/products/)', () => {
  let list: ProductList;
  const query = async (search: string) => {
    const response = await call('GET', `${LIST}${search}`, undefined, 'ceo');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductList>();
  };

  beforeAll(async () => {
    const db = server.database.db;
    const owner = await server.createUser('CLIENT');
    const organisationId = await server.organisationOf(owner);
    const other = await server.organisationOf(await server.createUser('CLIENT'));
    const campaign = await insertProduct(db, {
      kind: 'service',
      interval: 'one_time',
      nameEn: 'Launch campaign',
      nameEs: 'Campaña de difusión',
      priceMinor: 90_000,
      position: 9_001,
    });
    const sms = await insertProduct(db, {
      kind: 'add_on',
      nameEn: 'SMS pack',
      nameEs: 'Paquete de SMS',
      priceMinor: 2_000,
      position: 9_002,
    });
    await insertProduct(db, { kind: 'add_on', nameEn: 'Old SMS pack', nameEs: 'Paquete antiguo', status: 'archived', position: 9_003 });
    await insertOrder(db, { organisationId, product: campaign, quantity: 2 });
    await insertOrder(db, { organisationId: other, product: campaign });
    // Neither a pending order nor a cancelled subscription counts.
    await insertOrder(db, { organisationId, product: campaign, quantity: 5, status: 'pending' });
    await insertOrder(db, { organisationId, product: sms, quantity: 4 });
    await insertSubscription(db, { organisationId, product: sms });
    await insertSubscription(db, { organisationId: other, product: sms, status: 'past_due' });
    await insertSubscription(db, { organisationId: other, product: sms, status: 'cancelled' });
    list = await query('?q=DIFUSION&page_size=100');
  });

  it('searches both names, ignoring case and accents, and counts the paid units and running subscriptions', async () => {
    expect(list.results.map((row) => row.name_en)).toEqual(['Launch campaign']);
    expect(list.results[0]).toMatchObject({ units_sold: 3, active_subscriptions: 0, image: null, kind: 'service' });
    const sms = await query('?q=sms&kind=add_on&status=published');
    expect(sms.results.map((row) => [row.name_en, row.units_sold, row.active_subscriptions])).toEqual([['SMS pack', 4, 2]]);
  });

  it('sorts, filters and pages', async () => {
    const bySales = await query('?sort=-units_sold&page_size=2');
    expect(bySales.results.map((row) => row.name_en)).toEqual(['SMS pack', 'Launch campaign']);
    expect(bySales).toMatchObject({ current_page: 1 });
    const archived = await query('?status=archived&q=sms');
    expect(archived.results.map((row) => row.name_en)).toEqual(['Old SMS pack']);
    const all = await query('?page_size=100&sort=-price');
    const prices = all.results.map((row) => row.price_minor);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(all.count).toBe(all.results.length);
    const byPosition = await query('?page_size=100');
    const positions = byPosition.results.map((row) => row.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('answers 400 to a bad filter and 404 past the last page', async () => {
    const bad = await call('GET', `${LIST}?sort=cheapest&kind=bundle`, undefined, 'ceo');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'sort']);
    expect((await call('GET', `${LIST}?page=999`, undefined, 'ceo')).statusCode).toBe(404);
  });
});
