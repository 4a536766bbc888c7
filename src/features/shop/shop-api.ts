import { i18n } from '@lingui/core';
import { callApi } from '@/api/client';
import {
  shopEndpoints,
  type BillingAddressFields,
  type BillingInterval,
  type CheckoutFields,
  type OrderListQuery,
} from '@/api/contract/shop';
import type { SiteLanguage } from '@/api/contract/site-values';

const E = shopEndpoints;

/** The language the shop names its products in: the reader's, where the catalogue has it. */
export const shopLanguage = (): SiteLanguage => (i18n.locale === 'es' ? 'es' : 'en');
const lang = () => ({ lang: shopLanguage() });
const SIGNED_IN = { signedIn: true } as const;

/** The shop's calls a client makes, one per endpoint. */
export const shopApi = {
  // The cart's endpoints are public (a visitor's cart is found by its cookie): the dashboard calls them signed in.
  cart: () => callApi(E.cart, { query: lang() }, SIGNED_IN),
  /** The person's cart with the visitor's (the cookie's, from the public site) merged into it. */
  mergeCart: () => callApi(E.mergeCart, { query: lang() }),
  updateCartItem: (id: number, quantity: number) =>
    callApi(E.updateCartItem, { params: { id }, query: lang(), body: { quantity } }, SIGNED_IN),
  removeCartItem: (id: number) => callApi(E.removeCartItem, { params: { id }, query: lang() }, SIGNED_IN),
  applyCoupon: (code: string) => callApi(E.applyCoupon, { query: lang(), body: { code } }, SIGNED_IN),
  removeCoupon: () => callApi(E.removeCoupon, { query: lang() }, SIGNED_IN),

  addresses: (org: number) => callApi(E.addresses, { params: { org } }),
  createAddress: (org: number, body: BillingAddressFields) => callApi(E.createAddress, { params: { org }, body }),
  updateAddress: (org: number, id: number, body: Partial<BillingAddressFields>) => callApi(E.updateAddress, { params: { org, id }, body }),
  deleteAddress: (org: number, id: number) => callApi(E.deleteAddress, { params: { org, id } }),

  checkout: (body: Omit<CheckoutFields, 'lang'>) => callApi(E.checkout, { body: { ...body, ...lang() } }),
  payOrder: (id: number) => callApi(E.payOrder, { params: { id }, query: lang() }),
  orders: (query: OrderListQuery) => callApi(E.orders, { query: { ...query, ...lang() } }),
  order: (id: number) => callApi(E.order, { params: { id }, query: lang() }),

  billing: (org: number) => callApi(E.organisationBilling, { params: { org }, query: lang() }),
  cancelSubscription: (id: number) => callApi(E.cancelSubscription, { params: { id }, query: lang() }),
  resumeSubscription: (id: number) => callApi(E.resumeSubscription, { params: { id }, query: lang() }),
  plans: () => callApi(E.catalogue, { query: { kind: 'plan', sort: 'featured', ...lang() } }),
  previewPlanChange: (id: number, product: number, interval: BillingInterval) =>
    callApi(E.previewPlanChange, { params: { id }, query: { product, interval, ...lang() } }),
  changePlan: (id: number, product: number, interval: BillingInterval, idempotencyKey: string) =>
    callApi(E.changePlan, { params: { id }, body: { product, interval, idempotency_key: idempotencyKey, ...lang() } }),
};
