import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CatalogueSort, ProductKind, PublicProduct } from '@/api/contract/shop';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { productImages, products } from '@server/db/schema';
import { imagesOf, toProductImage, type ProductImageRow } from './product-images';
import { limitsOf, type ProductRow } from './product-rows';

/** On sale: published. A draft is being written, an archived product is no longer sold. */
export const forSale = eq(products.status, 'published');

function toPublicProduct(row: ProductRow, images: readonly ProductImageRow[], lang: SiteLanguage): PublicProduct {
  const es = lang === 'es';
  return {
    id: row.id,
    kind: row.kind,
    name: es ? row.nameEs : row.nameEn,
    description: es ? row.descriptionEs : row.descriptionEn,
    price_minor: row.priceMinor,
    currency: row.currency,
    interval: row.interval,
    yearly_price_minor: row.yearlyPriceMinor,
    trial_days: row.trialDays,
    features: es ? row.featuresEs : row.featuresEn,
    limits: limitsOf(row),
    images: images.map((image) => toProductImage(image, lang)),
  };
}

/** The order of each sort, the catalogue's own order (position) breaking ties. */
function catalogueOrder(sort: CatalogueSort, lang: SiteLanguage): SQL[] {
  const featured = [asc(products.position), asc(products.id)];
  if (sort === 'price_asc') return [asc(products.priceMinor), ...featured];
  if (sort === 'price_desc') return [desc(products.priceMinor), ...featured];
  if (sort === 'name') return [asc(sql`lower(${lang === 'es' ? products.nameEs : products.nameEn})`), ...featured];
  return featured;
}

/** The products on sale (of one kind, if asked), in `lang`: the public catalogue, the pricing page. */
export async function readCatalogue(
  db: Db,
  { lang, kind, sort = 'featured' }: { lang: SiteLanguage; kind?: ProductKind; sort?: CatalogueSort },
): Promise<PublicProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(forSale, kind ? eq(products.kind, kind) : undefined))
    .orderBy(...catalogueOrder(sort, lang));
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPublicProduct(row, images.get(row.id) ?? [], lang));
}

/** The product's row if it is on sale, else null: what a cart and a checkout read prices from. */
export async function publishedProduct(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), forSale))
    .limit(1);
  return row ?? null;
}

/** One product's public page in `lang`; null for a draft, an archived product, or none. */
export async function readPublicProduct(db: Db, id: number, lang: SiteLanguage): Promise<PublicProduct | null> {
  const row = await publishedProduct(db, id);
  if (!row) return null;
  const images = await imagesOf(db, [row.id]);
  return toPublicProduct(row, images.get(row.id) ?? [], lang);
}

/** A product's picture, and whether the product is on sale; null when the product has no such picture. */
export async function imageOfProduct(
  db: Db,
  productId: number,
  imageId: number,
): Promise<{ image: ProductImageRow; onSale: boolean } | null> {
  const [row] = await db
    .select({ image: productImages, status: products.status })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .limit(1);
  return row ? { image: row.image, onSale: row.status === 'published' } : null;
}
