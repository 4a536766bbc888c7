import { fromPromise } from 'xstate';
import type { BillingAddress, Cart, Order, PaymentStart } from '@/api/contract/shop';
import { fetchFresh, queryClient } from '@/api/query-client';
import { checkoutMachine, type CartChange, type PaymentSummary, type StartPaymentInput } from '@machines/checkout/checkout.machine';
import { CHECKOUT_PURPOSE, checkoutFingerprint, idempotencyKey } from './checkout-key';
import { shopApi } from './shop-api';
import { addressesQuery, cartQuery, mergedCartQuery, orderQuery, shopKeys } from './shop-queries';
import { arrivedCampaign } from '@/lib/arrived-campaign';

// The reads go through the app's cache (fetchFresh): when the flow moves to another page, the page
// it leaves and the page it opens ask for the same data in the same moment, and share one request.

function sendChange(change: CartChange): Promise<Cart> {
  switch (change.kind) {
    case 'quantity':
      return shopApi.updateCartItem(change.lineId, change.quantity);
    case 'remove':
      return shopApi.removeCartItem(change.lineId);
    case 'coupon':
      return shopApi.applyCoupon(change.code);
    case 'noCoupon':
      return shopApi.removeCoupon();
  }
}

const loadCart = fromPromise<Cart, void>(() => fetchFresh(mergedCartQuery()));

const changeCart = fromPromise<Cart, CartChange>(async ({ input }) => {
  const cart = await sendChange(input);
  // The header's count and the payment page read the cart as it now is.
  void queryClient.invalidateQueries({ queryKey: shopKeys.cart });
  return cart;
});

const loadAddresses = fromPromise<BillingAddress[], { organisationId: number }>(({ input }) =>
  fetchFresh(addressesQuery(input.organisationId)),
);

const loadPayment = fromPromise<PaymentSummary, { organisationId: number; orderId: number | null }>(async ({ input }) => {
  if (input.orderId !== null) return { cart: null, addresses: [], order: await fetchFresh(orderQuery(input.orderId)) };
  const [cart, addresses] = await Promise.all([fetchFresh(cartQuery()), fetchFresh(addressesQuery(input.organisationId))]);
  return { cart, addresses, order: null };
});

/** Checks the cart out (the same key while the purchase is the same), or pays an order again. */
const startPayment = fromPromise<PaymentStart, StartPaymentInput>(({ input }) =>
  input.orderId !== null
    ? shopApi.payOrder(input.orderId)
    : shopApi.checkout({
        organisation: input.organisationId,
        address: input.addressId!,
        idempotency_key: idempotencyKey(CHECKOUT_PURPOSE, checkoutFingerprint(input)),
        campaign: arrivedCampaign(),
      }),
);

const loadOrder = fromPromise<Order, { orderId: number }>(({ input }) => fetchFresh(orderQuery(input.orderId)));

/** The checkout wired to the real API. */
export const checkoutWithApi = checkoutMachine.provide({
  actors: { loadCart, changeCart, loadAddresses, loadPayment, startPayment, loadOrder },
});
