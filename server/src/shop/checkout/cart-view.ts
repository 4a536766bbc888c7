import type { Cart, CartLine } from '@/api/contract/shop';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { imagesOf, toProductImage } from '@server/src/shop/catalogue/product-images';
import { lessMinor } from '@server/src/shop/money';
import { couponRefusal, couponView, discountOf, findCoupon } from './coupons';
import type { PricedCart } from './cart-lines';

export const EMPTY_CART: Cart = {
  lines: [],
  currency: null,
  subtotal_minor: 0,
  discount_minor: 0,
  total_minor: 0,
  coupon: null,
  item_count: 0,
};

/**
 * The cart as the pages show it. A coupon that no longer applies (expired since, used up) stays
 * shown with nothing off, so the buyer sees it and may remove it; checkout refuses it with its code.
 */
export async function cartView(db: Db, priced: PricedCart, couponCode: string | null, lang: SiteLanguage, now: Date): Promise<Cart> {
  // A line shows the product's cover picture.
  const images = await imagesOf(db, [...new Set(priced.lines.map((line) => line.product.id))]);
  const lines = priced.lines.map((line): CartLine => ({
    id: line.id,
    product: {
      id: line.product.id,
      kind: line.product.kind,
      name: lang === 'es' ? line.product.nameEs : line.product.nameEn,
      currency: line.product.currency,
      trial_days: line.product.trialDays,
      images: (images.get(line.product.id) ?? []).slice(0, 1).map((image) => toProductImage(image, lang)),
    },
    interval: line.interval,
    quantity: line.quantity,
    unit_minor: line.unitMinor,
    total_minor: line.totalMinor,
    available: line.available,
  }));
  const coupon = couponCode ? await findCoupon(db, couponCode) : null;
  const applies = coupon !== null && priced.currency !== null && couponRefusal(coupon, priced.currency, now) === null;
  const discount = applies ? discountOf(coupon, priced.subtotalMinor, priced.currency!) : 0;
  return {
    lines,
    currency: priced.currency,
    subtotal_minor: priced.subtotalMinor,
    discount_minor: discount,
    total_minor: priced.currency === null ? 0 : lessMinor(priced.subtotalMinor, discount, priced.currency),
    coupon: coupon ? couponView(coupon) : null,
    item_count: priced.lines.filter((line) => line.available).reduce((count, line) => count + line.quantity, 0),
  };
}
