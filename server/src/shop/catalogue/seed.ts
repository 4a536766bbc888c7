import { Readable } from 'node:stream';
import { PRODUCT_IMAGE_MAX_BYTES } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { coupons, productImages, products } from '@server/db/schema';
import { sanitiseRichText } from '@server/src/rich-text/sanitise';
import type { SeedContext } from '@server/src/seed/demo-seed';
import { demoPicture } from './demo-png';
import { productImageKey } from './product-images';
import { DEMO_COUPONS, DEMO_PRODUCTS } from './seed-products';

const DAY = 24 * 3600 * 1000;
const PICTURE = { width: 480, height: 300 };

/** The agency's catalogue: plans, add-ons and services, with their pictures; and the demo coupons. */
export async function seedCatalogue(db: Db, context: SeedContext): Promise<void> {
  const now = new Date();
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  for (const demo of DEMO_PRODUCTS) {
    const { picture, descriptionEn, descriptionEs, ...fields } = demo;
    const published = fields.status === 'published';
    const [product] = await db
      .insert(products)
      .values({
        ...fields,
        descriptionEn: sanitiseRichText(descriptionEn),
        descriptionEs: sanitiseRichText(descriptionEs),
        currency: 'USD',
        publishedAt: published ? at(-60) : null,
        createdAt: at(-61),
        updatedAt: published ? at(-60) : at(-2),
      })
      .returning({ id: products.id });
    if (!picture) continue;
    const png = demoPicture({ ...picture, ...PICTURE });
    const key = productImageKey(product!.id);
    await context.storage.put(key, Readable.from([png]), { contentType: 'image/png', maxBytes: PRODUCT_IMAGE_MAX_BYTES });
    await db.insert(productImages).values({
      productId: product!.id,
      storedName: key,
      contentType: 'image/png',
      ...PICTURE,
      // Shapes and colours only, beside the product's name: nothing for a screen reader to say.
      altEn: '',
      altEs: '',
      position: 0,
      createdAt: at(-60),
    });
  }
  await db.insert(coupons).values(
    DEMO_COUPONS.map(({ expiredDaysAgo, ...coupon }) => ({
      ...coupon,
      validUntil: expiredDaysAgo === null ? null : at(-expiredDaysAgo),
      createdAt: at(-60),
    })),
  );
}
