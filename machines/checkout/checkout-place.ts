import type { BillingAddress, Cart, CartLine, Order } from '@/api/contract/shop';
import type { Problem } from '@/api/problem';
import type { CartRefusal } from './refusals';

/**
 * The pages of the checkout, one per step: the cart, the billing address, the payment, and the
 * confirmation (/dashboard/payment-complete) that waits for the provider's word.
 */
export const CHECKOUT_STEPS = ['cart', 'address', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * Where the flow stands, as a page's address says it: the step, and what it carries in its search
 * (the address chosen, the order being paid or confirmed, why the checkout sent the buyer back).
 * A page opened on this place (a reload, Back, a link, the provider sending the buyer back) starts
 * the flow exactly where it was: the rest is read again from the server.
 */
export interface CheckoutPlace {
  step: CheckoutStep;
  addressId: number | null;
  orderId: number | null;
  refusal: CartRefusal | null;
}

export interface CheckoutContext extends CheckoutPlace {
  /** The business that buys: the client owns it. */
  organisationId: number;
  cart: Cart | null;
  /** The business's saved addresses, as last read. */
  addresses: BillingAddress[];
  /** The order being paid (payment), or confirmed. */
  order: Order | null;
  /** Where the provider takes the payment, once the order is made. */
  paymentUrl: string | null;
  /** The cart change under way, while the cart is updating. */
  change: CartChange | null;
  /** Why the last call failed (a load, the payment's start, a cart change). */
  problem: Problem | null;
}

/** What the buyer changes in the cart. */
export type CartChange =
  | { kind: 'quantity'; lineId: number; quantity: number }
  | { kind: 'remove'; lineId: number }
  | { kind: 'coupon'; code: string }
  | { kind: 'noCoupon' };

export interface CheckoutInput extends Partial<CheckoutPlace> {
  organisationId: number;
}

/**
 * The flow's state on arriving at a place: only what the place says. Every move to another page
 * goes through here, so a page the flow moves to and the same page opened afresh start alike.
 */
export function arriveAt(organisationId: number, place: Partial<CheckoutPlace> & { step: CheckoutStep }): CheckoutContext {
  return {
    organisationId,
    step: place.step,
    addressId: place.addressId ?? null,
    orderId: place.orderId ?? null,
    refusal: place.refusal ?? null,
    cart: null,
    addresses: [],
    order: null,
    paymentUrl: null,
    change: null,
    problem: null,
  };
}

/** The place a context stands at: what the page's address must say. */
export const placeOf = ({ step, addressId, orderId, refusal }: CheckoutPlace): CheckoutPlace => ({ step, addressId, orderId, refusal });

/** The lines a checkout takes: those still for sale. */
export const payableLines = (cart: Cart | null): CartLine[] => cart?.lines.filter((line) => line.available) ?? [];

/** The address to preselect: the one asked for if it is still saved, else the default, else the first. */
export function chosenAddress(addresses: readonly BillingAddress[], asked: number | null): number | null {
  const found = addresses.find((a) => a.id === asked) ?? addresses.find((a) => a.is_default) ?? addresses[0];
  return found?.id ?? null;
}
