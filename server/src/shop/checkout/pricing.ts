import type { BillingInterval } from '@/api/contract/shop-values';
import type { products } from '@server/db/schema';

type Priced = Pick<typeof products.$inferSelect, 'status' | 'interval' | 'priceMinor' | 'yearlyPriceMinor'>;

/**
 * Whether a product is sold by this interval: its own, or `year` for a monthly product that has a
 * yearly price.
 */
export function soldBy(product: Pick<Priced, 'interval' | 'yearlyPriceMinor'>, interval: BillingInterval): boolean {
  if (interval === product.interval) return true;
  return interval === 'year' && product.interval === 'month' && product.yearlyPriceMinor !== null;
}

/** The catalogue's price now of one unit for one interval (prices are never kept in a cart). */
export function unitPriceOf(product: Pick<Priced, 'interval' | 'priceMinor' | 'yearlyPriceMinor'>, interval: BillingInterval): number {
  return interval === 'year' && product.interval === 'month' && product.yearlyPriceMinor !== null
    ? product.yearlyPriceMinor
    : product.priceMinor;
}

/** Still for sale by this interval: published, and the interval still offered. */
export const forSale = (product: Priced, interval: BillingInterval) => product.status === 'published' && soldBy(product, interval);
