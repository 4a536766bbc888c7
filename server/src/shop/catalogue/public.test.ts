import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Catalogue, PublicProduct } from '@/api/contract/shop';
import { productImages } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';
import { publishedProduct } from './public-reads';
import { insertProduct, PNG } from './test-kit';
import { previewSignature, productImageKey, productImageUrl } from './product-images';
import { Readable } from 'node:stream';
import type { ProductRow } from './product-rows';

let server: TestServer;
const rows = {} as Record<'website' | 'growth' | 'starter' | 'extra' | 'draft' | 'archived', ProductRow>;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  rows.growth = await insertProduct(db, { nameEn: 'Growth', nameEs: 'Crecimiento', priceMinor: 14_900, position: 2 });
  rows.starter = await insertProduct(db, {
    nameEn: 'Starter',
    nameEs: 'Inicial',
    priceMinor: 4_900,
    yearlyPriceMinor: 49_000,
    trialDays: 14,
    featuresEn: ['1 number'],
    featuresEs: ['1 número'],
    descriptionEn: '<p>Small.</p>',
    descriptionEs: '<p>Pequeño.</p>',
    numbers: 1,
    maxNumbers: 2,
    callMinutes: 300,
    sms: 500,
    position: 1,
  });
  rows.extra = await insertProduct(db, {
    kind: 'add_on',
    nameEn: 'Extra number',
    nameEs: 'Número adicional',
    priceMinor: 1_500,
    position: 10,
  });
  rows.website = await insertProduct(db, {
    kind: 'service',
    interval: 'one_time',
    nameEn: 'Website',
    nameEs: 'Sitio web',
    priceMinor: 240_000,
    position: 20,
  });
  rows.draft = await insertProduct(db, { nameEn: 'Enterprise', status: 'draft', publishedAt: null, position: 4 });
  rows.archived = await insertProduct(db, { nameEn: 'Legacy', status: 'archived', position: 5 });
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
const names = async (query: string) => (await get(`/api/v1/site/products/${query}`)).json<Catalogue>().products.map((p) => p.name);

async function addPicture(product: ProductRow, alt = { en: 'A card', es: 'Una tarjeta' }) {
  const key = productImageKey(product.id);
  await server.app.storage.put(key, Readable.from([PNG]), { contentType: 'image/png', maxBytes: PNG.length });
  const [image] = await server.database.db
    .insert(productImages)
    .values({ productId: product.id, storedName: key, contentType: 'image/png', width: 40, height: 30, altEn: alt.en, altEs: alt.es })
    .returning();
  return image!;
}

describe('the public catalogue (GET /api/v1/site/products/)', () => {
  it('lists the published products only, in the catalogue order, without a token', async () => {
    const response = await get('/api/v1/site/products/');
    expect(response.statusCode).toBe(200);
    expect(response.json<Catalogue>().products.map((p) => p.name)).toEqual(['Starter', 'Growth', 'Extra number', 'Website']);
  });

  it('filters by kind, and sorts by price or by name in the language asked for', async () => {
    expect(await names('?kind=plan')).toEqual(['Starter', 'Growth']);
    expect(await names('?kind=service')).toEqual(['Website']);
    expect(await names('?sort=price_asc')).toEqual(['Extra number', 'Starter', 'Growth', 'Website']);
    expect(await names('?sort=price_desc')).toEqual(['Website', 'Growth', 'Starter', 'Extra number']);
    expect(await names('?sort=name&lang=es')).toEqual(['Crecimiento', 'Inicial', 'Número adicional', 'Sitio web']);
    expect(await names('?sort=name')).toEqual(['Extra number', 'Growth', 'Starter', 'Website']);
  });

  it('answers in Spanish when asked: names, descriptions and features', async () => {
    const starter = (await get('/api/v1/site/products/?lang=es')).json<Catalogue>().products[0]!;
    expect(starter).toEqual({
      id: rows.starter.id,
      kind: 'plan',
      name: 'Inicial',
      description: '<p>Pequeño.</p>',
      price_minor: 4_900,
      currency: 'USD',
      interval: 'month',
      yearly_price_minor: 49_000,
      trial_days: 14,
      features: ['1 número'],
      limits: { numbers: 1, max_numbers: 2, call_minutes: 300, sms: 500, overage_minute_minor: 0, overage_sms_minor: 0 },
      images: [],
    });
  });

  it.each([['?kind=bundle'], ['?sort=cheapest'], ['?lang=fr']])('answers 400 to %s', async (query) => {
    const response = await get(`/api/v1/site/products/${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid');
  });
});

describe('a public product (GET /api/v1/site/products/:id/)', () => {
  it('shows a published product in the language asked for', async () => {
    const response = await get(`/api/v1/site/products/${rows.extra.id}/?lang=es`);
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicProduct>()).toMatchObject({ id: rows.extra.id, kind: 'add_on', name: 'Número adicional' });
  });

  it('answers 404 for a draft, an archived product and an unknown id', async () => {
    for (const id of [rows.draft.id, rows.archived.id, 999_999]) {
      const response = await get(`/api/v1/site/products/${id}/`);
      expect(response.statusCode, `product ${id}`).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('answers 404 to an id that is not one (no such address), and 400 to a language it does not speak', async () => {
    expect((await get('/api/v1/site/products/0x1/')).statusCode).toBe(404);
    expect((await get(`/api/v1/site/products/${rows.extra.id}/?lang=de`)).statusCode).toBe(400);
  });
});

describe('a product picture (GET /api/v1/site/products/:id/images/:image/)', () => {
  it('is listed with the product and served with its type, kept a day by any cache', async () => {
    const image = await addPicture(rows.website);
    const product = (await get(`/api/v1/site/products/${rows.website.id}/?lang=es`)).json<PublicProduct>();
    expect(product.images).toEqual([
      { id: image.id, url: productImageUrl(rows.website.id, image.id), alt: 'Una tarjeta', width: 40, height: 30 },
    ]);
    const response = await get(product.images[0]!.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    // A day, not a year: the product may be withdrawn, and its pictures with it.
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it("answers 404 for a draft's picture, another product's picture, and an unknown one", async () => {
    const drafted = await addPicture(rows.draft);
    const starters = await addPicture(rows.starter);
    expect((await get(productImageUrl(rows.draft.id, drafted.id))).statusCode).toBe(404);
    expect((await get(`${productImageUrl(rows.draft.id, drafted.id)}?preview=forged`)).statusCode).toBe(404);
    // Another picture's signature shows only that picture.
    const signed = `?preview=${previewSignature({ secret: server.config.jwtSecret, now: new Date() }, starters.id)}`;
    expect((await get(`${productImageUrl(rows.draft.id, drafted.id)}${signed}`)).statusCode).toBe(404);
    expect((await get(productImageUrl(rows.growth.id, starters.id))).statusCode).toBe(404);
    expect((await get(productImageUrl(rows.starter.id, 999_999))).statusCode).toBe(404);
    expect((await get(productImageUrl(rows.starter.id, starters.id))).statusCode).toBe(200);
  });

  it('answers 404 when the stored file is gone', async () => {
    const image = await addPicture(rows.growth);
    await server.app.storage.remove(image.storedName);
    expect((await get(productImageUrl(rows.growth.id, image.id))).statusCode).toBe(404);
    await server.database.db.delete(productImages).where(eq(productImages.id, image.id));
  });

  it('answers 404 to ids that are not ids', async () => {
    expect((await get(`/api/v1/site/products/${rows.starter.id}/images/abc/`)).statusCode).toBe(404);
  });
});

describe('publishedProduct', () => {
  it('gives the row of a product for sale, and null for a draft, an archived or an unknown one', async () => {
    const db = server.database.db;
    expect((await publishedProduct(db, rows.starter.id))?.priceMinor).toBe(4_900);
    expect(await publishedProduct(db, rows.draft.id)).toBeNull();
    expect(await publishedProduct(db, rows.archived.id)).toBeNull();
    expect(await publishedProduct(db, 999_999)).toBeNull();
  });
});
