import { queryOptions } from '@tanstack/react-query';
import type { BillingInterval } from '@/api/contract/shop';
import { shopApi, shopLanguage } from './shop-api';

/** The shop's reads a client makes, as the cache knows them; a change invalidates them by these keys. */
export const shopKeys = {
  all: ['shop'] as const,
  cart: ['shop', 'cart'] as const,
  addresses: (org: number) => ['shop', 'addresses', org] as const,
  orders: (org: number) => ['shop', 'orders', org] as const,
  order: (id: number) => ['shop', 'order', id] as const,
  billing: (org: number) => ['shop', 'billing', org] as const,
  plans: ['shop', 'plans'] as const,
  planPreview: (subscription: number) => ['shop', 'plan-preview', subscription] as const,
};

/** The person's cart, the visitor's merged in: the cart page's first read. */
export const mergedCartQuery = () =>
  queryOptions({ queryKey: [...shopKeys.cart, 'merged', shopLanguage()], queryFn: () => shopApi.mergeCart() });

export const cartQuery = () => queryOptions({ queryKey: [...shopKeys.cart, shopLanguage()], queryFn: () => shopApi.cart() });

export const addressesQuery = (org: number) =>
  queryOptions({ queryKey: shopKeys.addresses(org), queryFn: async () => (await shopApi.addresses(org)).addresses });

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: [...shopKeys.order(id), shopLanguage()], queryFn: () => shopApi.order(id) });

export const ORDERS_PAGE_SIZE = 10;

/** A page of the business's orders, newest first. */
export const ordersQuery = (org: number, page: number) =>
  queryOptions({
    queryKey: [...shopKeys.orders(org), page, shopLanguage()],
    queryFn: () => shopApi.orders({ organisation: org, page, page_size: ORDERS_PAGE_SIZE, sort: '-created_at' }),
  });

/** The business's subscriptions and what its plan allows and has used this period. */
export const billingQuery = (org: number) =>
  queryOptions({ queryKey: [...shopKeys.billing(org), shopLanguage()], queryFn: () => shopApi.billing(org) });

/** The published plans, to change to. */
export const plansQuery = () =>
  queryOptions({
    queryKey: [...shopKeys.plans, shopLanguage()],
    queryFn: async () => (await shopApi.plans()).products,
    staleTime: 300_000,
  });

/** What changing a subscription to this plan costs now: asked fresh, since the credit shrinks by the minute. */
export const planPreviewQuery = (subscription: number, product: number, interval: BillingInterval) =>
  queryOptions({
    queryKey: [...shopKeys.planPreview(subscription), product, interval, shopLanguage()],
    queryFn: () => shopApi.previewPlanChange(subscription, product, interval),
    staleTime: 0,
  });
