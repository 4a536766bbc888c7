/**
 * The shop's fixed vocabularies, shared by the contract, the database schema, the server and the
 * pages: what the agency sells, how often it is billed, and where an order and a subscription stand.
 */

/** A plan (the assistant on a number, with minutes and SMS included), an add-on to a plan, or a service. */
export const PRODUCT_KINDS = ['plan', 'add_on', 'service'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** How often a product is billed. A monthly plan may also be bought by the year (its yearly price). */
export const BILLING_INTERVALS = ['month', 'year', 'one_time'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** A product is drafted, then published to the public catalogue; an archived one is no longer sold. */
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The currencies the catalogue prices in (ISO 4217). */
export const SHOP_CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

/**
 * An order waits for the payment provider's signed word: paid, or failed (declined, expired). A
 * failed order may be paid again; a cancelled one was given up by the buyer or replaced.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why an order was made: a checkout, a subscription's renewal, a change of plan, or paying an invoice. */
export const ORDER_REASONS = ['checkout', 'renewal', 'plan_change', 'invoice'] as const;
export type OrderReason = (typeof ORDER_REASONS)[number];

/**
 * A subscription runs (trialing, then active) until it ends at a period's end (cancelled); past_due
 * when a renewal's payment failed.
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The payment providers: Stripe when configured, else the built-in test provider. */
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A coupon takes a share of the order off, or a fixed amount of one currency. */
export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The orders the products list can be read in (the address's `sort`). */
export const PRODUCT_LIST_SORTS = ['position', 'name', '-updated_at', 'price', '-price', '-units_sold'] as const;

/** Why a shop request was refused, per field or as the answer's `code`, beside the common codes (errors.ts). */
export const SHOP_FIELD_CODES = [
  // The product is not for sale (a draft, archived, or unknown).
  'product_unavailable',
  // A product billed by an interval it is not sold by (a yearly price that does not exist).
  'interval_unavailable',
  // Products of two currencies in one cart.
  'currency_mismatch',
  'invalid_currency',
  // The features in English and in Spanish are not the same count.
  'features_mismatch',
  // A yearly price for something not billed monthly.
  'yearly_price_not_monthly',
  // A cap on numbers below the numbers the plan includes.
  'max_numbers_below_included',
  'coupon_unknown',
  'coupon_expired',
  'coupon_used_up',
  // An amount-off coupon in another currency than the cart's.
  'coupon_currency',
  // The cart holds nothing (or nothing still for sale).
  'cart_empty',
  // Two plans in one cart, or a plan when the organisation already runs one (change plan instead).
  'plan_already_active',
  // An add-on with no plan running and none in the cart.
  'plan_required',
  // Numbers beyond what the plan allows, add-ons included.
  'plan_limit_numbers',
  // A change of plan to the plan already running at the same interval.
  'same_plan',
  // The order cannot be paid now (already paid or cancelled; a renewal or change of plan whose
  // subscription changed since it was placed, or a change of plan older than a day).
  'order_not_payable',
  // A line or the order's total above PRICE_MAX_MINOR (more than one payment may take).
  'order_too_large',
  // A subscription already ending, or already ended.
  'subscription_not_active',
  // A product ordered before is archived rather than deleted.
  'product_has_orders',
  // The address given does not belong to the organisation.
  'address_unknown',
  'invalid_country',
  'file_type',
] as const;
export type ShopFieldCode = (typeof SHOP_FIELD_CODES)[number];
