import { z } from './zod';
import { detailSchema, idSchema, nameText, organisationRefSchema, pagedSchema, pagingQuery, plainInt, plainText } from './common';
import { arrivedWithCampaign } from './marketing';
import { defineEndpoint, formBody, jsonBody, multipartBody } from './endpoint';
import { ACCESS } from './roles';
import { siteLanguageQuery } from './site-content';
import {
  BILLING_INTERVALS,
  COUPON_KINDS,
  ORDER_REASONS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PRODUCT_KINDS,
  PRODUCT_LIST_SORTS,
  PRODUCT_STATUSES,
  SHOP_CURRENCIES,
  SUBSCRIPTION_STATUSES,
} from './shop-values';

export * from './shop-values';

const S = '/api/v1/shop';

// ---------------------------------------------------------------------------------------------
// Limits of the catalogue's fields
// ---------------------------------------------------------------------------------------------

export const PRODUCT_NAME_MAX = 120;
/** A rich text's HTML, as the editor writes it. */
export const PRODUCT_DESCRIPTION_MAX = 20_000;
export const PRODUCT_FEATURE_MAX = 160;
export const PRODUCT_FEATURES_MAX = 20;
/**
 * The highest price of one product, in minor units (just under a million in a two-decimal
 * currency): Stripe's largest amount, and the highest line or order total a checkout takes.
 */
export const PRICE_MAX_MINOR = 99_999_999;
export const TRIAL_DAYS_MAX = 90;
export const LIMIT_MAX = 1_000_000;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGES_MAX = 8;
/** Image types, checked on the file's content. */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The most of one product a cart line holds. */
export const CART_QUANTITY_MAX = 50;
export const COUPON_CODE_MAX = 40;

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

const kind = z.enum(PRODUCT_KINDS);
const interval = z.enum(BILLING_INTERVALS);
const currency = z.enum(SHOP_CURRENCIES);

/** An amount: integer minor units of its currency. */
export const moneySchema = z.object({ amount_minor: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

/** What a plan includes per month, or what an add-on adds. */
export const productLimitsSchema = z.object({
  numbers: z.number().int(),
  /** A plan's cap on numbers, add-ons included; null for none. */
  max_numbers: z.number().int().nullable(),
  call_minutes: z.number().int(),
  sms: z.number().int(),
  overage_minute_minor: z.number().int(),
  overage_sms_minor: z.number().int(),
});
export type ProductLimits = z.infer<typeof productLimitsSchema>;

export const productImageSchema = z.object({
  id: z.number().int(),
  /** Its public address. */
  url: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A published product as the public site and the cart show it, in the language asked for. */
export const publicProductSchema = z.object({
  id: z.number().int(),
  kind,
  name: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  price_minor: z.number().int(),
  currency: z.string(),
  interval,
  yearly_price_minor: z.number().int().nullable(),
  trial_days: z.number().int(),
  features: z.array(z.string()),
  limits: productLimitsSchema,
  images: z.array(productImageSchema),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const CATALOGUE_SORTS = ['featured', 'price_asc', 'price_desc', 'name'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const catalogueQuery = siteLanguageQuery.extend({
  kind: kind.optional(),
  sort: z.enum(CATALOGUE_SORTS).default('featured'),
});
export const catalogueSchema = z.object({ products: z.array(publicProductSchema) });
export type Catalogue = z.infer<typeof catalogueSchema>;

/** A product as staff edit it: both languages, and where it stands. */
export const productAdminSchema = z.object({
  id: z.number().int(),
  kind,
  name_en: z.string(),
  name_es: z.string(),
  description_en: z.string(),
  description_es: z.string(),
  price_minor: z.number().int(),
  currency: z.string(),
  interval,
  yearly_price_minor: z.number().int().nullable(),
  trial_days: z.number().int(),
  features_en: z.array(z.string()),
  features_es: z.array(z.string()),
  limits: productLimitsSchema,
  status: z.enum(PRODUCT_STATUSES),
  position: z.number().int(),
  images: z.array(productImageSchema),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductAdmin = z.infer<typeof productAdminSchema>;

/** A row of the staff's product table and grid. */
export const productSummarySchema = productAdminSchema
  .pick({
    id: true,
    kind: true,
    name_en: true,
    name_es: true,
    price_minor: true,
    currency: true,
    interval: true,
    status: true,
    position: true,
    updated_at: true,
  })
  .extend({
    /** The cover picture, if any. */
    image: productImageSchema.nullable(),
    /** Paid units sold, all time. */
    units_sold: z.number().int(),
    active_subscriptions: z.number().int(),
  });
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productListQuery = z.object({
  ...pagingQuery,
  q: z.string().trim().max(100).optional(),
  kind: kind.optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  sort: z.enum(PRODUCT_LIST_SORTS).default('position'),
});
export type ProductListQuery = z.input<typeof productListQuery>;
export const productListSchema = pagedSchema(productSummarySchema);
export type ProductList = z.infer<typeof productListSchema>;

const featureList = z.array(nameText(PRODUCT_FEATURE_MAX)).max(PRODUCT_FEATURES_MAX);
const limitNumber = plainInt({ min: 0, max: LIMIT_MAX });
const price = plainInt({ min: 0, max: PRICE_MAX_MINOR });

/** What staff write for a product (JSON); the server checks the rules between fields (codes above). */
export const productFields = z.strictObject({
  kind,
  name_en: nameText(PRODUCT_NAME_MAX),
  name_es: nameText(PRODUCT_NAME_MAX),
  description_en: plainText(PRODUCT_DESCRIPTION_MAX).default(''),
  description_es: plainText(PRODUCT_DESCRIPTION_MAX).default(''),
  price_minor: price,
  currency,
  interval,
  yearly_price_minor: price.nullable().default(null),
  trial_days: plainInt({ min: 0, max: TRIAL_DAYS_MAX }).default(0),
  features_en: featureList.default([]),
  features_es: featureList.default([]),
  numbers: limitNumber.default(0),
  max_numbers: limitNumber.nullable().default(null),
  call_minutes: limitNumber.default(0),
  sms: limitNumber.default(0),
  overage_minute_minor: price.default(0),
  overage_sms_minor: price.default(0),
  status: z.enum(PRODUCT_STATUSES).default('draft'),
  position: plainInt({ min: 0, max: 10_000 }).default(0),
});
export type ProductFields = z.input<typeof productFields>;
const withDefault = productFields.shape;
/**
 * Some of a product's fields. Made from the fields without their defaults: a default still fills
 * a field left out under `.partial()`, so changing a name would reset the description, the status…
 */
export const productChanges = z
  .strictObject({
    ...withDefault,
    description_en: withDefault.description_en.unwrap(),
    description_es: withDefault.description_es.unwrap(),
    yearly_price_minor: withDefault.yearly_price_minor.unwrap(),
    trial_days: withDefault.trial_days.unwrap(),
    features_en: withDefault.features_en.unwrap(),
    features_es: withDefault.features_es.unwrap(),
    numbers: withDefault.numbers.unwrap(),
    max_numbers: withDefault.max_numbers.unwrap(),
    call_minutes: withDefault.call_minutes.unwrap(),
    sms: withDefault.sms.unwrap(),
    overage_minute_minor: withDefault.overage_minute_minor.unwrap(),
    overage_sms_minor: withDefault.overage_sms_minor.unwrap(),
    status: withDefault.status.unwrap(),
    position: withDefault.position.unwrap(),
  })
  .partial();
export type ProductChanges = z.input<typeof productChanges>;

/** A product's sales: totals, and its paid order lines, newest first. */
export const productSaleSchema = z.object({
  order_id: z.number().int(),
  organisation: organisationRefSchema,
  interval,
  quantity: z.number().int(),
  total_minor: z.number().int(),
  currency: z.string(),
  paid_at: z.string(),
});
export const productSalesSchema = pagedSchema(productSaleSchema).extend({
  units_sold: z.number().int(),
  /** Revenue per currency. */
  revenue: z.array(moneySchema),
  active_subscriptions: z.number().int(),
});
export type ProductSales = z.infer<typeof productSalesSchema>;

// --- The cart ---------------------------------------------------------------------------------

export const cartLineSchema = z.object({
  id: z.number().int(),
  product: publicProductSchema.pick({ id: true, kind: true, name: true, currency: true, trial_days: true, images: true }),
  interval,
  quantity: z.number().int(),
  /** The catalogue's price now, for one unit of one interval. */
  unit_minor: z.number().int(),
  total_minor: z.number().int(),
  /** Still for sale: a line whose product was withdrawn stays shown, and is left out of checkout. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Null while empty. */
  currency: z.string().nullable(),
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  total_minor: z.number().int(),
  coupon: z.object({ code: z.string(), kind: z.enum(COUPON_KINDS), value: z.number().int(), currency: z.string().nullable() }).nullable(),
  /** How many items, for the header's badge. */
  item_count: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartQuery = siteLanguageQuery;
export const cartItemFields = z.object({
  product: idSchema,
  interval,
  quantity: plainInt({ min: 1, max: CART_QUANTITY_MAX }).default(1),
});
export type CartItemFields = z.input<typeof cartItemFields>;
export const cartItemChanges = z.object({ quantity: plainInt({ min: 1, max: CART_QUANTITY_MAX }) });
export const couponFields = z.object({ code: z.string().trim().min(1).max(COUPON_CODE_MAX) });

// --- Billing addresses ------------------------------------------------------------------------

export const billingAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: z.string(),
  tax_id: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;
export const billingAddressListSchema = z.object({ addresses: z.array(billingAddressSchema) });

export const billingAddressFields = z.object({
  name: nameText(160),
  company: plainText(160).default(''),
  line1: nameText(200),
  line2: plainText(200).default(''),
  city: nameText(120),
  region: plainText(120).default(''),
  postal_code: plainText(20).default(''),
  /** ISO 3166-1 alpha-2, upper-case. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => /^[A-Z]{2}$/.test(code), { params: { code: 'invalid_country' } }),
  tax_id: plainText(40).default(''),
  phone: plainText(32).default(''),
  is_default: z.boolean().default(false),
});
export type BillingAddressFields = z.input<typeof billingAddressFields>;
const addressField = billingAddressFields.shape;
/**
 * Some of an address's fields: made without the defaults, which would otherwise blank the fields
 * left out; strict, so a body of unknown fields is refused rather than read as "no change".
 */
export const billingAddressChanges = z
  .strictObject({
    ...addressField,
    company: addressField.company.unwrap(),
    line2: addressField.line2.unwrap(),
    region: addressField.region.unwrap(),
    postal_code: addressField.postal_code.unwrap(),
    tax_id: addressField.tax_id.unwrap(),
    phone: addressField.phone.unwrap(),
    is_default: addressField.is_default.unwrap(),
  })
  .partial();

export const organisationParams = z.object({ org: idSchema });
export const organisationAddressParams = z.object({ org: idSchema, id: idSchema });

// --- Orders -----------------------------------------------------------------------------------

export const orderLineSchema = z.object({
  product_id: z.number().int().nullable(),
  kind,
  name: z.string(),
  interval,
  quantity: z.number().int(),
  unit_minor: z.number().int(),
  total_minor: z.number().int(),
});

export const orderSummarySchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  reason: z.enum(ORDER_REASONS),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  total_minor: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** How many lines, and the first line's name, for a list row. */
  line_count: z.number().int(),
  first_line: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  credit_minor: z.number().int(),
  coupon_code: z.string().nullable(),
  /** The billing address as it was when the order was placed (plain texts: no defaults, so the answer's writer keeps its order). */
  address: billingAddressSchema.omit({ id: true, phone: true, is_default: true }).nullable(),
  /** Why the last payment failed (the provider's word, as a code), while failed. */
  failure_code: z.string().nullable(),
  placed_by: z.string().nullable(),
  /** The invoice an `invoice` order pays. */
  invoice_id: z.number().int().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const ORDER_LIST_SORTS = ['-created_at', 'created_at', '-total', 'total'] as const;
export const orderListQuery = z.object({
  ...pagingQuery,
  status: z.enum(ORDER_STATUSES).optional(),
  organisation: idSchema.optional(),
  product: idSchema.optional(),
  /** An order's number, or words of its organisation's name. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(ORDER_LIST_SORTS).default('-created_at'),
  lang: siteLanguageQuery.shape.lang,
});
export type OrderListQuery = z.input<typeof orderListQuery>;
export const orderListSchema = pagedSchema(orderSummarySchema);
export type OrderList = z.infer<typeof orderListSchema>;

/** Checking the cart out for one of the person's organisations, with one of its addresses. */
export const checkoutFields = z.object({
  organisation: idSchema,
  address: idSchema,
  /**
   * Made by the browser once per checkout: sending it again answers the same order. Keys starting
   * `system:` are the server's own (renewals, its changes of plan), so a client's never meets one.
   */
  idempotency_key: z
    .string()
    .trim()
    .min(16)
    .max(100)
    .refine((key) => !/^system:/i.test(key), { params: { code: 'invalid_format' } }),
  lang: siteLanguageQuery.shape.lang,
  /** The campaign the buyer's tab arrived with (marketing). */
  campaign: arrivedWithCampaign,
});
export type CheckoutFields = z.input<typeof checkoutFields>;
/** An order waiting for its payment, and where the buyer pays it (the provider's page). */
export const paymentStartSchema = z.object({ order: orderSchema, payment_url: z.string() });
export type PaymentStart = z.infer<typeof paymentStartSchema>;

// --- Subscriptions ----------------------------------------------------------------------------

export const subscriptionSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), kind }),
  interval,
  quantity: z.number().int(),
  unit_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_start: z.string(),
  current_period_end: z.string(),
  trial_ends_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** What an organisation's plan and add-ons allow this period, and what it has used. */
export const planUsageSchema = z.object({
  numbers: z.number().int(),
  numbers_used: z.number().int(),
  max_numbers: z.number().int().nullable(),
  call_minutes: z.number().int(),
  call_minutes_used: z.number().int(),
  sms: z.number().int(),
  sms_used: z.number().int(),
  /** What this period's usage beyond the included minutes and SMS comes to. */
  overage: moneySchema,
  period_start: z.string(),
  period_end: z.string(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export const organisationBillingSchema = z.object({
  subscriptions: z.array(subscriptionSchema),
  /** Null when the organisation runs no plan. */
  usage: planUsageSchema.nullable(),
});
export type OrganisationBilling = z.infer<typeof organisationBillingSchema>;

export const planChangeQuery = z.object({ product: idSchema, interval, lang: siteLanguageQuery.shape.lang });
/** What changing plan now costs: the new plan's price less the unused time of the current one. */
export const planChangePreviewSchema = z.object({
  credit_minor: z.number().int(),
  charge_minor: z.number().int(),
  currency: z.string(),
  /** The new period's end if changed now. */
  period_end: z.string(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;
export const planChangeFields = planChangeQuery.extend({ idempotency_key: checkoutFields.shape.idempotency_key });

// --- Payments ---------------------------------------------------------------------------------

/** The built-in test provider's payment page reads its session. */
export const testPaymentParams = z.object({
  session: z
    .string()
    .max(40)
    .refine((text) => /^tps_[A-Za-z0-9]{24}$/.test(text)),
});
export const testPaymentSchema = z.object({
  session: z.string(),
  status: z.enum(['open', 'paid', 'declined', 'expired']),
  amount_minor: z.number().int(),
  currency: z.string(),
  description: z.string(),
  /** Where the buyer goes back to, after paying or giving up. */
  success_url: z.string(),
  cancel_url: z.string(),
});
export type TestPayment = z.infer<typeof testPaymentSchema>;
/** The test payment page's buttons, sent as a form: pay with the test card, have it declined, or go back. */
export const testPaymentOutcome = z.object({ outcome: z.enum(['pay', 'decline', 'cancel']) });

/** A provider's webhook: its body is read raw, since the signature is over the bytes as sent. */
export const paymentWebhookParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------

const rowParams = z.object({ id: idSchema });
const imageParams = z.object({ id: idSchema, image: idSchema });

export const shopEndpoints = {
  // The public catalogue (published products only).
  catalogue: defineEndpoint({
    method: 'GET',
    path: '/api/v1/site/products/',
    access: 'public',
    query: catalogueQuery,
    response: catalogueSchema,
  }),
  publicProduct: defineEndpoint({
    method: 'GET',
    path: '/api/v1/site/products/:id/',
    access: 'public',
    params: rowParams,
    query: siteLanguageQuery,
    response: publicProductSchema,
  }),
  /**
   * A product's picture: public once the product is published. Staff see a draft's through the
   * address their product views give, which carries a `preview` signature of that one picture
   * (an <img> sends no token).
   */
  productImage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/site/products/:id/images/:image/',
    access: 'public',
    params: imageParams,
    query: z.object({ preview: z.string().max(100).optional() }),
    response: z.unknown(),
  }),

  // The cart: a signed-in person's (by the access token), else a visitor's (by its cookie).
  cart: defineEndpoint({ method: 'GET', path: `${S}/cart/`, access: 'public', query: cartQuery, response: cartSchema }),
  addCartItem: defineEndpoint({
    method: 'POST',
    path: `${S}/cart/items/`,
    access: 'public',
    query: cartQuery,
    body: jsonBody(cartItemFields),
    response: cartSchema,
  }),
  updateCartItem: defineEndpoint({
    method: 'PATCH',
    path: `${S}/cart/items/:id/`,
    access: 'public',
    params: rowParams,
    query: cartQuery,
    body: jsonBody(cartItemChanges),
    response: cartSchema,
  }),
  removeCartItem: defineEndpoint({
    method: 'DELETE',
    path: `${S}/cart/items/:id/`,
    access: 'public',
    params: rowParams,
    query: cartQuery,
    response: cartSchema,
  }),
  applyCoupon: defineEndpoint({
    method: 'PUT',
    path: `${S}/cart/coupon/`,
    access: 'public',
    query: cartQuery,
    body: jsonBody(couponFields),
    response: cartSchema,
  }),
  removeCoupon: defineEndpoint({ method: 'DELETE', path: `${S}/cart/coupon/`, access: 'public', query: cartQuery, response: cartSchema }),
  /** Joins the visitor's cart (its cookie) into the signed-in person's; sign-in does it too. */
  mergeCart: defineEndpoint({ method: 'POST', path: `${S}/cart/merge/`, access: ACCESS.everyone, query: cartQuery, response: cartSchema }),

  // An organisation's billing addresses (its owners; the agency's managers read them).
  addresses: defineEndpoint({
    method: 'GET',
    path: `${S}/organisations/:org/addresses/`,
    access: ACCESS.billing,
    params: organisationParams,
    response: billingAddressListSchema,
  }),
  createAddress: defineEndpoint({
    method: 'POST',
    path: `${S}/organisations/:org/addresses/`,
    access: ACCESS.billing,
    params: organisationParams,
    body: jsonBody(billingAddressFields),
    status: 201,
    response: billingAddressSchema,
  }),
  updateAddress: defineEndpoint({
    method: 'PATCH',
    path: `${S}/organisations/:org/addresses/:id/`,
    access: ACCESS.billing,
    params: organisationAddressParams,
    body: jsonBody(billingAddressChanges),
    response: billingAddressSchema,
  }),
  deleteAddress: defineEndpoint({
    method: 'DELETE',
    path: `${S}/organisations/:org/addresses/:id/`,
    access: ACCESS.billing,
    params: organisationAddressParams,
    response: detailSchema,
  }),

  // Checkout, orders and payment.
  checkout: defineEndpoint({
    method: 'POST',
    path: `${S}/checkout/`,
    access: ACCESS.buying,
    body: jsonBody(checkoutFields),
    status: 201,
    response: paymentStartSchema,
  }),
  /** Pays a pending or failed order again: a new session with the provider. */
  payOrder: defineEndpoint({
    method: 'POST',
    path: `${S}/orders/:id/pay/`,
    access: ACCESS.buying,
    params: rowParams,
    query: siteLanguageQuery,
    response: paymentStartSchema,
  }),
  /** Staff managers see every organisation's orders; a client owner, their organisations'. */
  orders: defineEndpoint({ method: 'GET', path: `${S}/orders/`, access: ACCESS.billing, query: orderListQuery, response: orderListSchema }),
  order: defineEndpoint({
    method: 'GET',
    path: `${S}/orders/:id/`,
    access: ACCESS.billing,
    params: rowParams,
    query: siteLanguageQuery,
    response: orderSchema,
  }),

  // Subscriptions and the plan's limits.
  organisationBilling: defineEndpoint({
    method: 'GET',
    path: `${S}/organisations/:org/subscriptions/`,
    access: ACCESS.billing,
    params: organisationParams,
    query: siteLanguageQuery,
    response: organisationBillingSchema,
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: `${S}/subscriptions/:id/cancel/`,
    access: ACCESS.billing,
    params: rowParams,
    query: siteLanguageQuery,
    response: subscriptionSchema,
  }),
  resumeSubscription: defineEndpoint({
    method: 'POST',
    path: `${S}/subscriptions/:id/resume/`,
    access: ACCESS.billing,
    params: rowParams,
    query: siteLanguageQuery,
    response: subscriptionSchema,
  }),
  previewPlanChange: defineEndpoint({
    method: 'GET',
    path: `${S}/subscriptions/:id/change-plan/`,
    access: ACCESS.buying,
    params: rowParams,
    query: planChangeQuery,
    response: planChangePreviewSchema,
  }),
  changePlan: defineEndpoint({
    method: 'POST',
    path: `${S}/subscriptions/:id/change-plan/`,
    access: ACCESS.buying,
    params: rowParams,
    body: jsonBody(planChangeFields),
    status: 201,
    response: paymentStartSchema,
  }),

  // The built-in test provider's payment page, and the providers' webhooks.
  testPayment: defineEndpoint({
    method: 'GET',
    path: `${S}/test-payments/:session/`,
    access: 'public',
    params: testPaymentParams,
    response: testPaymentSchema,
  }),
  /** The test payment page's form: answers with a redirect to the success or cancel address. */
  completeTestPayment: defineEndpoint({
    method: 'POST',
    path: `${S}/test-payments/:session/`,
    access: 'public',
    params: testPaymentParams,
    body: formBody(testPaymentOutcome),
    response: z.unknown(),
  }),
  paymentWebhook: defineEndpoint({
    method: 'POST',
    path: `${S}/webhooks/:provider/`,
    access: 'public',
    params: paymentWebhookParams,
    response: z.object({ received: z.boolean() }),
  }),

  // The catalogue as staff manage it.
  products: defineEndpoint({
    method: 'GET',
    path: `${S}/products/`,
    access: ACCESS.catalogue,
    query: productListQuery,
    response: productListSchema,
  }),
  product: defineEndpoint({
    method: 'GET',
    path: `${S}/products/:id/`,
    access: ACCESS.catalogue,
    params: rowParams,
    response: productAdminSchema,
  }),
  createProduct: defineEndpoint({
    method: 'POST',
    path: `${S}/products/`,
    access: ACCESS.catalogue,
    body: jsonBody(productFields),
    status: 201,
    response: productAdminSchema,
  }),
  updateProduct: defineEndpoint({
    method: 'PATCH',
    path: `${S}/products/:id/`,
    access: ACCESS.catalogue,
    params: rowParams,
    body: jsonBody(productChanges),
    response: productAdminSchema,
  }),
  /** Only a product never ordered; one that was is archived instead (product_has_orders). */
  deleteProduct: defineEndpoint({
    method: 'DELETE',
    path: `${S}/products/:id/`,
    access: ACCESS.catalogue,
    params: rowParams,
    response: detailSchema,
  }),
  addProductImages: defineEndpoint({
    method: 'POST',
    path: `${S}/products/:id/images/`,
    access: ACCESS.catalogue,
    params: rowParams,
    body: multipartBody(z.object({ alt_en: z.string().max(200).optional(), alt_es: z.string().max(200).optional() }), {
      images: { maxBytes: PRODUCT_IMAGE_MAX_BYTES, maxCount: PRODUCT_IMAGES_MAX },
    }),
    status: 201,
    response: productAdminSchema,
  }),
  deleteProductImage: defineEndpoint({
    method: 'DELETE',
    path: `${S}/products/:id/images/:image/`,
    access: ACCESS.catalogue,
    params: imageParams,
    response: productAdminSchema,
  }),
  productSales: defineEndpoint({
    method: 'GET',
    path: `${S}/products/:id/sales/`,
    access: ACCESS.catalogue,
    params: rowParams,
    query: z.object({ ...pagingQuery }),
    response: productSalesSchema,
  }),
} as const;
