import { eq } from 'drizzle-orm';
import type { ProductAdmin, ProductLimits } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { products } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import { imagesOfProduct, toStaffImage, type PreviewSigner, type ProductImageRow } from './product-images';

export type ProductRow = typeof products.$inferSelect;

/** A product, published or not; 404 when there is none. */
export async function productRow(db: Db, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export const limitsOf = (row: ProductRow): ProductLimits => ({
  numbers: row.numbers,
  max_numbers: row.maxNumbers,
  call_minutes: row.callMinutes,
  sms: row.sms,
  overage_minute_minor: row.overageMinuteMinor,
  overage_sms_minor: row.overageSmsMinor,
});

/** A product as staff edit it, with its pictures (`signer` signs their addresses, a draft's too). */
export function toProductAdmin(row: ProductRow, images: readonly ProductImageRow[], signer: PreviewSigner): ProductAdmin {
  return {
    id: row.id,
    kind: row.kind,
    name_en: row.nameEn,
    name_es: row.nameEs,
    description_en: row.descriptionEn,
    description_es: row.descriptionEs,
    price_minor: row.priceMinor,
    currency: row.currency,
    interval: row.interval,
    yearly_price_minor: row.yearlyPriceMinor,
    trial_days: row.trialDays,
    features_en: row.featuresEn,
    features_es: row.featuresEs,
    limits: limitsOf(row),
    status: row.status,
    position: row.position,
    images: images.map((image) => toStaffImage(image, signer)),
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function productAdmin(db: Db, row: ProductRow, signer: PreviewSigner): Promise<ProductAdmin> {
  return toProductAdmin(row, await imagesOfProduct(db, row.id), signer);
}
