import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BillingInterval, CatalogueSort, ProductKind } from '@/api/contract/shop';
import type { CartPageError } from '@/api/contract/site-pages';

/** A kind of product, as a badge says it. */
export const KIND_LABELS: Record<ProductKind, MessageDescriptor> = {
  plan: msg`Plan`,
  add_on: msg`Add-on`,
  service: msg`Service`,
};

/** The catalogue's filter links, by kind. */
export const KIND_FILTER_LABELS: Record<ProductKind, MessageDescriptor> = {
  plan: msg`Plans`,
  add_on: msg`Add-ons`,
  service: msg`Services`,
};

export const SORT_LABELS: Record<CatalogueSort, MessageDescriptor> = {
  featured: msg`Featured`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
  name: msg`Name`,
};

/** How a cart line is billed. */
export const BILLING_LABELS: Record<BillingInterval, MessageDescriptor> = {
  month: msg`Billed monthly`,
  year: msg`Billed yearly`,
  one_time: msg`One-time payment`,
};

/** What the cart page says when its last change was refused (`/cart?error=`). */
export const CART_ERROR_MESSAGES: Record<CartPageError, MessageDescriptor> = {
  product_unavailable: msg`This product is not for sale any more.`,
  interval_unavailable: msg`This product cannot be billed that way. Choose monthly or yearly as its page offers.`,
  currency_mismatch: msg`Your cart holds products priced in another currency. Check out those first, or remove them.`,
  coupon_unknown: msg`There is no coupon with this code. Check how it is written.`,
  coupon_expired: msg`This coupon has expired.`,
  coupon_used_up: msg`This coupon has been used as many times as it may be.`,
  coupon_currency: msg`This coupon is for another currency than your cart's.`,
  cart_empty: msg`Your cart is empty: add something before using a coupon.`,
  cart_failed: msg`Your cart could not be changed. Please try again.`,
};
