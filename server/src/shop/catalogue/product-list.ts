import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProductList, productListQuery, ProductSummary } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { products } from '@server/db/schema';
import { pageOf } from '@server/src/sql/paging';
import { containsFolded } from '@server/src/sql/search';
import { imagesOf, toStaffImage, type PreviewSigner } from './product-images';
import { activeSubscriptionsOf, unitsSoldOf } from './sales-counts';

type ListQuery = z.output<typeof productListQuery>;

const unitsSold = unitsSoldOf(products.id);
const activeSubscriptions = activeSubscriptionsOf(products.id);

function listFilter(query: ListQuery): SQL | undefined {
  return and(
    query.q ? containsFolded([products.nameEn, products.nameEs], query.q) : undefined,
    query.kind ? eq(products.kind, query.kind) : undefined,
    query.status ? eq(products.status, query.status) : undefined,
  );
}

/** Each sort, the id breaking ties so a page never repeats or skips a row. */
const ORDERS: Record<ListQuery['sort'], SQL[]> = {
  position: [asc(products.position), asc(products.id)],
  name: [asc(sql`lower(${products.nameEn})`), asc(products.id)],
  '-updated_at': [desc(products.updatedAt), desc(products.id)],
  price: [asc(products.priceMinor), asc(products.id)],
  '-price': [desc(products.priceMinor), desc(products.id)],
  '-units_sold': [desc(unitsSold), asc(products.position), asc(products.id)],
};

/** One page of the staff's products: searched over both names, filtered, sorted, with what each sold (`signer` signs the covers' addresses). */
export async function productList(db: Db, query: ListQuery, signer: PreviewSigner): Promise<ProductList> {
  const where = listFilter(query);
  return pageOf(
    db,
    async () => (await db.select({ n: count() }).from(products).where(where))[0]!.n,
    query,
    async ({ limit, offset }) => {
      const rows = await db
        .select({ product: products, unitsSold, activeSubscriptions })
        .from(products)
        .where(where)
        .orderBy(...ORDERS[query.sort])
        .limit(limit)
        .offset(offset);
      const images = await imagesOf(
        db,
        rows.map((row) => row.product.id),
      );
      return rows.map(({ product, ...sold }): ProductSummary => {
        const cover = images.get(product.id)?.[0];
        return {
          id: product.id,
          kind: product.kind,
          name_en: product.nameEn,
          name_es: product.nameEs,
          price_minor: product.priceMinor,
          currency: product.currency,
          interval: product.interval,
          status: product.status,
          position: product.position,
          updated_at: product.updatedAt.toISOString(),
          image: cover ? toStaffImage(cover, signer) : null,
          units_sold: sold.unitsSold,
          active_subscriptions: sold.activeSubscriptions,
        };
      });
    },
  );
}
