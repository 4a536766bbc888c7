import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  BillingInterval,
  CouponKind,
  OrderReason,
  OrderStatus,
  PaymentProviderName,
  ProductKind,
  ProductStatus,
  SubscriptionStatus,
} from '@/api/contract/shop-values';
import { organisations } from './organisations-schema';
import { users } from './people-schema';

/*
 * The shop: the agency's catalogue (texts in English and Spanish, rich texts sanitised on the
 * server), carts kept on the server, organisations' billing addresses, orders paid only by the
 * payment provider's signed word, and the subscriptions paid plans become. Every amount is integer
 * minor units of an ISO 4217 currency (`…_minor` beside `currency`).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ProductKind>().notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    /** Sanitised HTML. */
    descriptionEn: text('description_en').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    /** The price of one interval (or of the one-time purchase), in minor units. */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    /** A monthly product's price when bought by the year; null when it is sold by the month only. */
    yearlyPriceMinor: integer('yearly_price_minor'),
    trialDays: integer('trial_days').notNull().default(0),
    /** What it includes, one short line each, in each language (same order, same count). */
    featuresEn: jsonb('features_en').$type<string[]>().notNull().default([]),
    featuresEs: jsonb('features_es').$type<string[]>().notNull().default([]),
    /** A plan's included numbers, or the numbers an add-on adds. */
    numbers: integer('numbers').notNull().default(0),
    /** A plan's cap on numbers, add-ons included; null for no cap (and for what is not a plan). */
    maxNumbers: integer('max_numbers'),
    /** Call minutes and SMS included per month (or added per month by an add-on). */
    callMinutes: integer('call_minutes').notNull().default(0),
    sms: integer('sms').notNull().default(0),
    /** A plan's price of a call minute and of an SMS beyond what it includes, in minor units. */
    overageMinuteMinor: integer('overage_minute_minor').notNull().default(0),
    overageSmsMinor: integer('overage_sms_minor').notNull().default(0),
    status: text('status').$type<ProductStatus>().notNull().default('draft'),
    /** Where it stands in the catalogue: lower first. */
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_catalogue_idx').on(t.status, t.kind, t.position)],
);

/** A product's pictures, kept through the storage interface; the first is its cover. */
export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The stored file's name in the storage interface. */
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    altEn: text('alt_en').notNull().default(''),
    altEs: text('alt_es').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** As people type it, kept upper-case. */
  code: text('code').notNull().unique(),
  kind: text('kind').$type<CouponKind>().notNull(),
  /** Percent off (1–100) for `percent`; minor units of `currency` for `amount`. */
  value: integer('value').notNull(),
  currency: text('currency'),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** How many paid orders may use it; null for no limit. */
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A cart: a visitor's (found by the hash of its cookie) or a signed-in person's. A visitor's cart
 * joins the person's at sign-in.
 */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the visitor's cookie; null once the cart is a person's. */
    visitorHash: text('visitor_hash'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    couponCode: text('coupon_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('carts_visitor_idx')
      .on(t.visitorHash)
      .where(sql`${t.visitorHash} is not null`),
    uniqueIndex('carts_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The interval chosen: the product's own, or `year` for a monthly product sold by the year. */
    interval: text('interval').$type<BillingInterval>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_line_idx').on(t.cartId, t.productId, t.interval)],
);

/** An organisation's billing addresses; at most one is its default. */
export const billingAddresses = pgTable(
  'billing_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    taxId: text('tax_id').notNull().default(''),
    phone: text('phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_addresses_organisation_idx').on(t.organisationId, t.id),
    uniqueIndex('billing_addresses_default_idx')
      .on(t.organisationId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The billing address an order was placed with, as it was then. */
export interface AddressSnapshot {
  name: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  taxId: string;
}

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Who placed it; null for a renewal the job placed, or once the person is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<OrderReason>().notNull().default('checkout'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    /** A change of plan's credit for the unused time of the plan it replaces. */
    creditMinor: integer('credit_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    couponCode: text('coupon_code'),
    address: jsonb('address').$type<AddressSnapshot>(),
    /** One checkout's key: the same key answers the same order. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's checkout session (Stripe's `cs_…`, the test provider's own). */
    providerSessionId: text('provider_session_id'),
    providerPaymentId: text('provider_payment_id'),
    /** The subscription a renewal or a change of plan is for. */
    subscriptionId: integer('subscription_id'),
    /** The invoice an `invoice` order pays (invoices-schema.ts; no foreign key: that file builds on this one). */
    invoiceId: integer('invoice_id'),
    failureCode: text('failure_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The campaign code the buyer's browser tab arrived with (marketing); null without one. */
    campaign: text('campaign'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_organisation_idx').on(t.organisationId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt, t.id),
    uniqueIndex('orders_provider_session_idx').on(t.providerSessionId),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ProductKind>().notNull(),
    /** The product's names when ordered. */
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    quantity: integer('quantity').notNull(),
    unitMinor: integer('unit_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_product_idx').on(t.productId)],
);

/**
 * The provider's events as received: the event id is unique, so a replayed event is recognised
 * and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** When the provider says the event happened: an older event never undoes a newer one. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_idx').on(t.provider, t.eventId)],
);

/**
 * What a paid recurring product becomes: an organisation's plan (one at a time) or an add-on to it,
 * renewed each period until cancelled at a period's end.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ProductKind>().notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** The price of one period, as bought (a renewal re-reads the catalogue). */
    unitMinor: integer('unit_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The order that started it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Stripe's subscription id, when Stripe bills it. */
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_organisation_idx').on(t.organisationId, t.status),
    index('subscriptions_renewal_idx').on(t.status, t.currentPeriodEnd),
    // One running plan per organisation; a change of plan replaces it.
    uniqueIndex('subscriptions_one_plan_idx')
      .on(t.organisationId)
      .where(sql`${t.kind} = 'plan' and ${t.status} <> 'cancelled'`),
  ],
);
