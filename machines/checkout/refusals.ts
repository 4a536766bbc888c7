import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toApiError } from '@/api/api-error';
import { problemSaying, type Problem } from '@/api/problem';
import { SHOP_FIELD_CODES, type ShopFieldCode } from '@/api/contract/shop-values';

/**
 * The shop's refusals that send the buyer back to the cart: what is in it (or its coupon) cannot be
 * bought as it is. The checkout answers them (409, or 400 for a coupon), and so do the cart's own
 * edits. The cart's address carries the code (`?refused=`), so a reload still says why.
 */
export const CART_REFUSALS = [
  'plan_already_active',
  'plan_required',
  'plan_limit_numbers',
  'cart_empty',
  'coupon_unknown',
  'coupon_expired',
  'coupon_used_up',
  'coupon_currency',
  'currency_mismatch',
  'product_unavailable',
  'interval_unavailable',
  'order_too_large',
] as const satisfies readonly ShopFieldCode[];
export type CartRefusal = (typeof CART_REFUSALS)[number];

/** What each refusal tells the buyer, and what they can do about it. */
export const CART_REFUSAL_MESSAGES: Record<CartRefusal, MessageDescriptor> = {
  plan_already_active: msg`This business already runs a plan, or the cart holds more than one. Keep a single plan in the cart, or change plan from Plan & billing.`,
  plan_required: msg`Add-ons need a plan: add a plan to the cart, or buy one first.`,
  plan_limit_numbers: msg`This would give the business more phone numbers than its plan allows. Remove some extra numbers, or choose a bigger plan.`,
  cart_empty: msg`Your cart is empty, or nothing in it is still for sale.`,
  coupon_unknown: msg`There is no coupon with this code.`,
  coupon_expired: msg`This coupon has expired.`,
  coupon_used_up: msg`This coupon has been used as many times as it allows.`,
  coupon_currency: msg`This coupon is for another currency than your cart's.`,
  currency_mismatch: msg`Your cart holds prices in two currencies. Remove the items in the other currency.`,
  product_unavailable: msg`Something in your cart is no longer for sale. Remove it to go on.`,
  interval_unavailable: msg`Something in your cart is no longer sold for that billing period. Remove it and add it again.`,
  order_too_large: msg`This order is more than one payment can take. Lower some quantities, or split it into several orders.`,
};

const SHOP_CODES: ReadonlySet<string> = new Set(SHOP_FIELD_CODES);

/**
 * The shop's code of a refusal: the answer's own `code` when it is the shop's, else the first shop
 * code on a field (the server puts it in both places; a field alone is enough).
 */
export function shopCodeOf(error: unknown): ShopFieldCode | undefined {
  const { code, fieldErrors } = toApiError(error);
  if (code && SHOP_CODES.has(code)) return code as ShopFieldCode;
  return Object.values(fieldErrors)
    .flat()
    .find((fieldCode) => SHOP_CODES.has(fieldCode)) as ShopFieldCode | undefined;
}

export const isCartRefusal = (code: unknown): code is CartRefusal => (CART_REFUSALS as readonly unknown[]).includes(code);

/** The refusal that sends the buyer back to the cart, if the error is one. */
export function cartRefusalOf(error: unknown): CartRefusal | undefined {
  const code = shopCodeOf(error);
  return isCartRefusal(code) ? code : undefined;
}

/** A refusal as the problem the cart shows. */
export const refusalProblem = (refusal: CartRefusal): Problem => problemSaying(CART_REFUSAL_MESSAGES[refusal]);
