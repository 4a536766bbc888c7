import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ErrorCode } from '@/api/contract/errors';
import type { productChanges, productFields, ShopFieldCode } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { orderLines, productImages, products, subscriptions } from '@server/db/schema';
import { HttpError, notFound } from '@server/src/http/http-errors';
import type { ProductImageRow } from './product-images';
import { checkProductRules, cleanDescription } from './product-rules';
import type { ProductRow } from './product-rows';

type NewProduct = z.output<typeof productFields>;
type ProductChange = z.output<typeof productChanges>;

/** 409 with a shop code as the answer's `code` (the web app says it in the reader's language). */
const shopConflict = (detail: string, code: ShopFieldCode) => new HttpError(409, detail, code as ErrorCode);

/** The columns a change sets (undefined leaves a column as it is). */
function columnsOf(fields: ProductChange) {
  return {
    kind: fields.kind,
    nameEn: fields.name_en,
    nameEs: fields.name_es,
    descriptionEn: fields.description_en === undefined ? undefined : cleanDescription(fields.description_en),
    descriptionEs: fields.description_es === undefined ? undefined : cleanDescription(fields.description_es),
    priceMinor: fields.price_minor,
    currency: fields.currency,
    interval: fields.interval,
    yearlyPriceMinor: fields.yearly_price_minor,
    trialDays: fields.trial_days,
    featuresEn: fields.features_en,
    featuresEs: fields.features_es,
    numbers: fields.numbers,
    maxNumbers: fields.max_numbers,
    callMinutes: fields.call_minutes,
    sms: fields.sms,
    overageMinuteMinor: fields.overage_minute_minor,
    overageSmsMinor: fields.overage_sms_minor,
    status: fields.status,
    position: fields.position,
  };
}

/** A new product; published at once when created published. */
export async function createProduct(db: Db, fields: NewProduct, now: Date): Promise<ProductRow> {
  const columns = columnsOf(fields);
  checkProductRules({
    interval: fields.interval,
    yearlyPriceMinor: fields.yearly_price_minor,
    featuresEn: fields.features_en,
    featuresEs: fields.features_es,
    numbers: fields.numbers,
    maxNumbers: fields.max_numbers,
  });
  const [row] = await db
    .insert(products)
    .values({
      ...columns,
      kind: fields.kind,
      nameEn: fields.name_en,
      nameEs: fields.name_es,
      priceMinor: fields.price_minor,
      currency: fields.currency,
      interval: fields.interval,
      publishedAt: fields.status === 'published' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** Some of a product's fields; the rules are checked on the product as it would be. Publishing it the first time dates it. */
export async function updateProduct(db: Db, row: ProductRow, change: ProductChange, now: Date): Promise<ProductRow> {
  const pick = <T>(given: T | undefined, kept: T) => (given === undefined ? kept : given);
  checkProductRules({
    interval: pick(change.interval, row.interval),
    yearlyPriceMinor: pick(change.yearly_price_minor, row.yearlyPriceMinor),
    featuresEn: pick(change.features_en, row.featuresEn),
    featuresEs: pick(change.features_es, row.featuresEs),
    numbers: pick(change.numbers, row.numbers),
    maxNumbers: pick(change.max_numbers, row.maxNumbers),
  });
  const publishing = change.status === 'published' && row.publishedAt === null;
  const [updated] = await db
    .update(products)
    .set({ ...columnsOf(change), ...(publishing ? { publishedAt: now } : {}), updatedAt: now })
    .where(eq(products.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return updated;
}

/**
 * Deletes a product never ordered nor subscribed to, with its pictures' rows (their files are the
 * caller's to remove once this is done). One that was is archived instead: its orders name it.
 */
export async function deleteProduct(db: Db, row: ProductRow): Promise<ProductImageRow[]> {
  return db.transaction(async (tx) => {
    // Taking the row first: a checkout placing it meanwhile either finishes first (and is seen) or waits and finds it gone.
    const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, row.id)).for('update');
    if (!locked) throw notFound();
    const [line] = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, row.id)).limit(1);
    const [subscription] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.productId, row.id))
      .limit(1);
    if (line || subscription) throw shopConflict('This product has been ordered: archive it instead.', 'product_has_orders');
    const images = await tx.delete(productImages).where(eq(productImages.productId, row.id)).returning();
    await tx.delete(products).where(eq(products.id, row.id));
    return images;
  });
}
