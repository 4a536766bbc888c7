import { eq } from 'drizzle-orm';
import type { Cart, ShopFieldCode } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { coupons } from '@server/db/schema';
import { cappedMinor, percentOfMinor } from '@server/src/shop/money';

export type CouponRow = typeof coupons.$inferSelect;

/** Codes are kept upper-case, as people mostly type them. */
export const couponCodeOf = (typed: string) => typed.trim().toUpperCase();

export async function findCoupon(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, couponCodeOf(code)))
    .limit(1);
  return row ?? null;
}

/**
 * Why a coupon cannot apply now to a cart of this currency, or null when it can. A cart with no
 * currency yet (empty) takes any coupon that is still valid.
 */
export function couponRefusal(coupon: CouponRow | null, currency: string | null, now: Date): ShopFieldCode | null {
  if (!coupon || !coupon.active) return 'coupon_unknown';
  if (coupon.validUntil && coupon.validUntil.getTime() <= now.getTime()) return 'coupon_expired';
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return 'coupon_used_up';
  if (coupon.kind === 'amount' && currency !== null && coupon.currency !== currency) return 'coupon_currency';
  return null;
}

/** What a valid coupon takes off a subtotal: a share rounded half to even, or an amount capped at the subtotal. */
export function discountOf(coupon: Pick<CouponRow, 'kind' | 'value'>, subtotalMinor: number, currency: string): number {
  if (coupon.kind === 'percent') return cappedMinor(percentOfMinor(subtotalMinor, coupon.value, currency), subtotalMinor, currency);
  return cappedMinor(coupon.value, subtotalMinor, currency);
}

/** The coupon as the cart shows it. */
export const couponView = (coupon: CouponRow): NonNullable<Cart['coupon']> => ({
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.value,
  currency: coupon.currency,
});
