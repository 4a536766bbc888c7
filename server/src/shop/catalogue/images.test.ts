import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_IMAGES_MAX, type ProductAdmin } from '@/api/contract/shop';
import { signIn, startTestServer, type TestServer } from '@server/test/harness';
import { EXE, GIF, insertProduct, jpegHead, picturesForm, PNG, webpHead } from './test-kit';

let server: TestServer;
/** How far the app's clock is ahead of the real one. */
let ahead = 0;
const tokens = {} as Record<'cto' | 'client' | 'dev', string>;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(Date.now() + ahead) });
  tokens.cto = (await signIn(server.app, (await server.createUser('CTO')).email)).access;
  tokens.client = (await signIn(server.app, (await server.createUser('CLIENT')).email)).access;
  tokens.dev = (await signIn(server.app, (await server.createUser('DEV')).email)).access;
});
afterAll(() => server.close());

const images = (id: number) => `/api/v1/shop/products/${id}/images/`;
const upload = (id: number, form: FormData, who: keyof typeof tokens | null = 'cto') =>
  server.app.inject({ method: 'POST', url: images(id), headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, payload: form });
const remove = (id: number, image: number, who: keyof typeof tokens | null = 'cto') =>
  server.app.inject({
    method: 'DELETE',
    url: `${images(id)}${image}/`,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
  });

/** The product's stored picture files (a folder in tests). */
function storedPictures(productId: number): string[] {
  try {
    return readdirSync(path.join(server.config.filesDir, 'products', String(productId)));
  } catch {
    return [];
  }
}

describe('adding pictures (POST /api/v1/shop/products/:id/images/)', () => {
  it('stores PNG, JPEG and WebP pictures by their content, with their sizes, after the others', async () => {
    const product = await insertProduct(server.database.db);
    const first = await upload(product.id, picturesForm([{ name: 'card.png', data: PNG }], { alt_en: 'The card', alt_es: 'La tarjeta' }));
    expect(first.statusCode, first.body).toBe(201);
    const response = await upload(
      product.id,
      picturesForm([
        // Named and declared wrongly: the bytes are what count.
        { name: 'photo.png', data: jpegHead(1200, 800), type: 'image/png' },
        { name: 'banner.webp', data: webpHead(640, 360), type: 'image/webp' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json<ProductAdmin>();
    expect(saved.images.map(({ alt, width, height }) => ({ alt, width, height }))).toEqual([
      { alt: 'The card', width: 40, height: 30 },
      { alt: '', width: 1200, height: 800 },
      { alt: '', width: 640, height: 360 },
    ]);
    expect(storedPictures(product.id)).toHaveLength(3);
    const served = await server.app.inject({ method: 'GET', url: saved.images[1]!.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpegHead(1200, 800))).toBe(true);
  });

  it("shows a draft's pictures to staff by the signed address their views give, and to no one else", async () => {
    const product = await insertProduct(server.database.db, { status: 'draft', publishedAt: null });
    const saved = (await upload(product.id, picturesForm([{ name: 'card.png', data: PNG }]))).json<ProductAdmin>();
    const { url } = saved.images[0]!;
    expect(url).toMatch(/\?preview=\d+\.[\w-]{32}$/);
    const seen = await server.app.inject({ method: 'GET', url });
    expect(seen.statusCode).toBe(200);
    // Kept by no shared cache: the product may never be published.
    expect(seen.headers['cache-control']).toBe('private, max-age=300');
    expect((await server.app.inject({ method: 'GET', url: url.split('?')[0]! })).statusCode).toBe(404);
  });

  it('stops showing a draft’s picture by its signed address after about an hour, or with its expiry changed', async () => {
    const product = await insertProduct(server.database.db, { status: 'draft', publishedAt: null });
    const saved = (await upload(product.id, picturesForm([{ name: 'card.png', data: PNG }]))).json<ProductAdmin>();
    const { url } = saved.images[0]!;
    const [, expiry, signature] = /preview=(\d+)\.([\w-]+)$/.exec(url)!;
    const later = url.replace(`preview=${expiry}.`, `preview=${Number(expiry) + 86_400}.`);
    expect((await server.app.inject({ method: 'GET', url: later })).statusCode).toBe(404);
    try {
      ahead = 55 * 60 * 1000;
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      ahead = 66 * 60 * 1000;
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      ahead = 0;
    }
    expect(signature).toHaveLength(32);
  });

  it('refuses a file that is not a PNG, JPEG or WebP with file_type, and keeps none of the request', async () => {
    const product = await insertProduct(server.database.db);
    const response = await upload(
      product.id,
      picturesForm([
        { name: 'fine.png', data: PNG },
        { name: 'animation.gif', data: GIF, type: 'image/gif' },
        { name: 'picture.png', data: EXE },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'images.1': ['file_type'], 'images.2': ['file_type'] });
    expect(storedPictures(product.id)).toEqual([]);
  });

  it('refuses a form without pictures, and an empty file', async () => {
    const product = await insertProduct(server.database.db);
    const none = await upload(product.id, picturesForm([], { alt_en: 'Nothing' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ images: ['required'] });
    const empty = await upload(product.id, picturesForm([{ name: 'empty.png', data: Buffer.alloc(0) }]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ 'images.0': ['empty_file'] });
  });

  it(`holds at most ${PRODUCT_IMAGES_MAX} pictures a product`, async () => {
    const product = await insertProduct(server.database.db);
    const some = Array.from({ length: PRODUCT_IMAGES_MAX - 1 }, (_, n) => ({ name: `${n}.png`, data: PNG }));
    expect((await upload(product.id, picturesForm(some))).statusCode).toBe(201);
    const two = await upload(
      product.id,
      picturesForm([
        { name: 'a.png', data: PNG },
        { name: 'b.png', data: PNG },
      ]),
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().errors).toEqual({ images: ['too_many_files'] });
    expect(storedPictures(product.id)).toHaveLength(PRODUCT_IMAGES_MAX - 1);
    expect((await upload(product.id, picturesForm([{ name: 'last.png', data: PNG }]))).statusCode).toBe(201);
  });

  it('answers 404 for an unknown product, 401 without a token and 403 to a CLIENT and a DEV', async () => {
    const product = await insertProduct(server.database.db);
    const form = () => picturesForm([{ name: 'card.png', data: PNG }]);
    expect((await upload(999_999, form())).statusCode).toBe(404);
    expect((await upload(product.id, form(), null)).statusCode).toBe(401);
    expect((await upload(product.id, form(), 'client')).statusCode).toBe(403);
    expect((await upload(product.id, form(), 'dev')).statusCode).toBe(403);
    expect(storedPictures(product.id)).toEqual([]);
  });
});

describe('removing a picture (DELETE /api/v1/shop/products/:id/images/:image/)', () => {
  it('removes the row and its file; the next is the cover', async () => {
    const product = await insertProduct(server.database.db);
    const saved = (
      await upload(
        product.id,
        picturesForm([
          { name: 'a.png', data: PNG },
          { name: 'b.jpg', data: jpegHead(10, 10) },
        ]),
      )
    ).json<ProductAdmin>();
    const [cover, next] = saved.images;
    const response = await remove(product.id, cover!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductAdmin>().images.map((image) => image.id)).toEqual([next!.id]);
    expect(storedPictures(product.id)).toHaveLength(1);
    expect((await server.app.inject({ method: 'GET', url: cover!.url })).statusCode).toBe(404);
  });

  it("answers 404 for another product's picture or an unknown one, 401 and 403 to others", async () => {
    const product = await insertProduct(server.database.db);
    const other = await insertProduct(server.database.db);
    const saved = (await upload(product.id, picturesForm([{ name: 'a.png', data: PNG }]))).json<ProductAdmin>();
    const image = saved.images[0]!.id;
    expect((await remove(other.id, image)).statusCode).toBe(404);
    expect((await remove(product.id, 999_999)).statusCode).toBe(404);
    expect((await remove(product.id, image, null)).statusCode).toBe(401);
    expect((await remove(product.id, image, 'client')).statusCode).toBe(403);
    expect((await remove(product.id, image, 'dev')).statusCode).toBe(403);
    expect(storedPictures(product.id)).toHaveLength(1);
  });
});

describe('deleting a product with pictures', () => {
  it('removes its pictures from the storage', async () => {
    const product = await insertProduct(server.database.db);
    await upload(product.id, picturesForm([{ name: 'a.png', data: PNG }]));
    expect(storedPictures(product.id)).toHaveLength(1);
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/shop/products/${product.id}/`,
      headers: { authorization: `Bearer ${tokens.cto}` },
    });
    expect(response.statusCode).toBe(200);
    expect(storedPictures(product.id)).toEqual([]);
  });
});
