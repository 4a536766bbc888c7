import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Cart, ShopFieldCode } from '@/api/contract/shop';
import type { Db } from '@server/db/client';
import { coupons, type orders } from '@server/db/schema';
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

/*
 * A coupon's redemptions count the orders holding it: one is taken when an order is placed with it
 * (in the order's transaction), and given back when that order fails or is cancelled. So two carts
 * cannot both take a coupon's last redemption while their orders wait to be paid.
 */

const redemptionLeft = or(isNull(coupons.maxRedemptions), lt(coupons.redemptions, coupons.maxRedemptions));

/**
 * Takes one redemption of a coupon that still applies now, for an order being placed; false when
 * none is left (or it stopped applying meanwhile). One statement, so two orders never take the last one.
 */
export async function reserveCoupon(tx: Db, code: string, now: Date): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(
      and(eq(coupons.code, code), eq(coupons.active, true), redemptionLeft, or(isNull(coupons.validUntil), gt(coupons.validUntil, now))),
    )
    .returning({ id: coupons.id });
  return taken.length > 0;
}

/**
 * Takes a redemption again for an order that failed (its redemption was given back) and is being
 * paid again. Its discount was fixed when it was placed, when the coupon applied: an expiry or a
 * withdrawal since does not undo it, only the coupon's last redemption going to another order does.
 */
export async function reserveCouponAgain(tx: Db, code: string): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(and(eq(coupons.code, code), redemptionLeft))
    .returning({ id: coupons.id });
  return taken.length > 0;
}

/** Gives back the redemption an order held (it failed, or was cancelled); never below zero. */
export async function releaseCoupon(db: Db, order: Pick<typeof orders.$inferSelect, 'couponCode'>): Promise<void> {
  if (!order.couponCode) return;
  await db
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} - 1` })
    .where(and(eq(coupons.code, order.couponCode), gt(coupons.redemptions, 0)));
}
