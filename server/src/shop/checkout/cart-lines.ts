import { asc, eq } from 'drizzle-orm';
import type { BillingInterval } from '@/api/contract/shop-values';
import type { Db } from '@server/db/client';
import { cartItems, products } from '@server/db/schema';
import { sumMinor, timesMinor } from '@server/src/shop/money';
import { forSale, unitPriceOf } from './pricing';

export type ProductRow = typeof products.$inferSelect;

/** A cart line priced from the catalogue as it is now. */
export interface PricedLine {
  id: number;
  product: ProductRow;
  interval: BillingInterval;
  quantity: number;
  unitMinor: number;
  totalMinor: number;
  /** Still for sale, in the cart's currency: a line that is not stays shown and counts nowhere. */
  available: boolean;
}

export interface PricedCart {
  lines: PricedLine[];
  /** The currency of the lines still for sale; null when none is. */
  currency: string | null;
  /** The lines still for sale, added up. */
  subtotalMinor: number;
}

/** A cart's lines in the order they were added, each priced now (prices are never kept in a cart). */
export async function pricedCart(db: Db, cartId: number | null): Promise<PricedCart> {
  if (cartId === null) return { lines: [], currency: null, subtotalMinor: 0 };
  const rows = await db
    .select({ id: cartItems.id, interval: cartItems.interval, quantity: cartItems.quantity, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  // A cart holds one currency: the first line still for sale sets it (a product whose currency
  // changed since it was added is left out rather than mixed in).
  const currency = rows.find((row) => forSale(row.product, row.interval))?.product.currency ?? null;
  const lines = rows.map((row): PricedLine => {
    const unitMinor = unitPriceOf(row.product, row.interval);
    return {
      id: row.id,
      product: row.product,
      interval: row.interval,
      quantity: row.quantity,
      unitMinor,
      totalMinor: timesMinor(unitMinor, row.quantity, row.product.currency),
      available: forSale(row.product, row.interval) && row.product.currency === currency,
    };
  });
  const counted = lines.filter((line) => line.available);
  return {
    lines,
    currency,
    subtotalMinor:
      currency === null
        ? 0
        : sumMinor(
            counted.map((line) => line.totalMinor),
            currency,
          ),
  };
}
