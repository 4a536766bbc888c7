import type { CheckoutPlace, CheckoutStep } from '@machines/checkout/checkout.machine';
import { isCartRefusal, type CartRefusal } from '@machines/checkout/refusals';
import { positiveInt } from '@/ui/search-params';

/** What a checkout page's address carries: the business, and the flow's place (checkout-place.ts). */
export interface CheckoutSearch {
  org?: number;
  /** The billing address chosen (address and payment pages). */
  address?: number;
  /** The order paid again (payment) or confirmed (payment-complete). */
  order?: number;
  /** Why the checkout sent the buyer back to the cart. */
  refused?: CartRefusal;
}

export const CHECKOUT_PATHS = {
  cart: '/dashboard/cart',
  address: '/dashboard/billing-address',
  payment: '/dashboard/payment',
  confirmation: '/dashboard/payment-complete',
} as const satisfies Record<CheckoutStep, string>;

/** Which of the address's values each page reads. */
const READS: Record<CheckoutStep, readonly (keyof CheckoutSearch)[]> = {
  cart: ['refused'],
  address: ['address'],
  payment: ['address', 'order'],
  confirmation: ['order'],
};

const drop = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;

/** A checkout page's address, read: the values it reads, each as it must be, the rest left out. */
export const parseCheckoutSearch =
  (step: CheckoutStep) =>
  (search: Record<string, unknown>): CheckoutSearch => {
    const read = READS[step];
    return drop({
      org: positiveInt(search.org),
      address: read.includes('address') ? positiveInt(search.address) : undefined,
      order: read.includes('order') ? positiveInt(search.order) : undefined,
      refused: read.includes('refused') && isCartRefusal(search.refused) ? search.refused : undefined,
    });
  };

/** The place a page's address names. */
export const placeFromSearch = (step: CheckoutStep, search: CheckoutSearch): CheckoutPlace => ({
  step,
  addressId: search.address ?? null,
  orderId: search.order ?? null,
  refusal: search.refused ?? null,
});

/** The address of a place: what its page must say for the flow to start there again. */
export const searchOfPlace = (place: CheckoutPlace, org: number | undefined): CheckoutSearch =>
  parseCheckoutSearch(place.step)({ org, address: place.addressId, order: place.orderId, refused: place.refusal });
