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
