import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import type { Catalogue } from '@/api/contract/shop';
import { coupons, products } from '@server/db/schema';
import { startTestServer, type TestServer } from '@server/test/harness';
import { imageSize } from './image-size';
import { checkProductRules } from './product-rules';
import { seedCatalogue } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.transaction((tx) =>
    seedCatalogue(tx, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets }),
  );
});
afterAll(() => server.close());

const catalogue = async (query = '') =>
  (await server.app.inject({ method: 'GET', url: `/api/v1/site/products/${query}` })).json<Catalogue>().products;

describe('the demo catalogue', () => {
  it('sells three plans, three add-ons and three services, in that order, in US dollars', async () => {
    const listed = await catalogue();
    expect(listed.map((p) => [p.kind, p.name, p.price_minor, p.interval])).toEqual([
      ['plan', 'Starter', 4_900, 'month'],
      ['plan', 'Growth', 14_900, 'month'],
      ['plan', 'Scale', 39_900, 'month'],
      ['add_on', 'Extra number', 1_500, 'month'],
      ['add_on', '500 minutes', 4_000, 'month'],
      ['add_on', '1,000 SMS', 2_000, 'month'],
      ['service', 'Website', 240_000, 'one_time'],
      ['service', 'Launch campaign', 90_000, 'one_time'],
      ['service', 'Onboarding & setup', 30_000, 'one_time'],
    ]);
    expect(new Set(listed.map((p) => p.currency))).toEqual(new Set(['USD']));
  });

  it('gives the plans their yearly prices, trials and limits, and the add-ons what they add', async () => {
    const plans = await catalogue('?kind=plan');
    expect(
      plans.map((p) => [
        p.name,
        p.yearly_price_minor,
        p.trial_days,
        p.limits.numbers,
        p.limits.max_numbers,
        p.limits.call_minutes,
        p.limits.sms,
      ]),
    ).toEqual([
      ['Starter', 49_000, 14, 1, 2, 300, 500],
      ['Growth', 149_000, 14, 3, 10, 1_500, 3_000],
      ['Scale', 399_000, 0, 10, 50, 5_000, 10_000],
    ]);
    for (const plan of plans) expect(plan.limits.overage_minute_minor).toBeGreaterThan(0);
    const addOns = await catalogue('?kind=add_on');
    expect(addOns.map((p) => [p.limits.numbers, p.limits.call_minutes, p.limits.sms, p.yearly_price_minor])).toEqual([
      [1, 0, 0, null],
      [0, 500, 0, null],
      [0, 0, 1_000, null],
    ]);
  });

  it('keeps Enterprise as a draft, out of the public catalogue', async () => {
    const rows = await server.database.db.select().from(products);
    expect(rows).toHaveLength(10);
    const drafts = rows.filter((row) => row.status !== 'published');
    expect(drafts.map((row) => [row.nameEn, row.status, row.publishedAt])).toEqual([['Enterprise', 'draft', null]]);
  });

  it('writes every product in Spanish too, following the rules the API checks', async () => {
    const rows = await server.database.db.select().from(products);
    for (const row of rows) {
      expect(() => checkProductRules(row)).not.toThrow();
      expect(row.descriptionEn).toMatch(/^<p>/);
      expect(row.descriptionEs).toMatch(/^<p>/);
      expect(row.descriptionEs).not.toBe(row.descriptionEn);
      expect(row.featuresEs.length).toBeGreaterThan(0);
      expect(row.featuresEs).not.toEqual(row.featuresEn);
    }
    expect((await catalogue('?lang=es&kind=service')).map((p) => p.name)).toEqual([
      'Sitio web',
      'Campaña de lanzamiento',
      'Puesta en marcha',
    ]);
  });

  it('gives each published product one PNG picture, served from the storage', async () => {
    for (const product of await catalogue()) {
      expect(product.images, product.name).toHaveLength(1);
      const [image] = product.images;
      expect(image).toMatchObject({ width: 480, height: 300 });
      const response = await server.app.inject({ method: 'GET', url: image!.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect((await fileTypeFromBuffer(response.rawPayload))?.mime).toBe('image/png');
      expect(imageSize(response.rawPayload, 'image/png')).toEqual({ width: 480, height: 300 });
    }
  });

  it('has the demo coupons: ten per cent, fifty dollars off, and one expired', async () => {
    const rows = await server.database.db.select().from(coupons).orderBy(coupons.code);
    expect(rows.map((row) => [row.code, row.kind, row.value, row.currency, row.active])).toEqual([
      ['EXPIRED20', 'percent', 20, null, true],
      ['LAUNCH50', 'amount', 5_000, 'USD', true],
      ['WELCOME10', 'percent', 10, null, true],
    ]);
    const expired = rows.find((row) => row.code === 'EXPIRED20')!;
    expect(expired.validUntil!.getTime()).toBeLessThan(Date.now());
    expect(rows.filter((row) => row.code !== 'EXPIRED20').every((row) => row.validUntil === null)).toBe(true);
  });
});
