import { afterEach, describe, expect, it } from 'vitest';
import { MODEL_CART } from '@machines/checkout/demo-shop';
import { CHECKOUT_PURPOSE, checkoutFingerprint, forgetIdempotencyKey, idempotencyKey, planChangePurpose } from './checkout-key';

afterEach(() => sessionStorage.clear());

const purchase = { organisationId: 1, addressId: 1, orderId: null, cart: MODEL_CART };

describe('the checkout’s idempotency key', () => {
  it('stays the same while the purchase does, across a reload of the page', () => {
    const first = idempotencyKey(CHECKOUT_PURPOSE, checkoutFingerprint(purchase));
    expect(first.length).toBeGreaterThanOrEqual(16);
    expect(idempotencyKey(CHECKOUT_PURPOSE, checkoutFingerprint({ ...purchase, cart: structuredClone(MODEL_CART) }))).toBe(first);
    expect(JSON.parse(sessionStorage.getItem('lato.checkout-keys')!)).toMatchObject({ checkout: { key: first } });
  });

  it('is new when the cart, the address or the coupon changes', () => {
    const first = idempotencyKey(CHECKOUT_PURPOSE, checkoutFingerprint(purchase));
    const twice = { ...MODEL_CART, lines: MODEL_CART.lines.map((l) => ({ ...l, quantity: 2 })) };
    const second = idempotencyKey(CHECKOUT_PURPOSE, checkoutFingerprint({ ...purchase, cart: twice }));
    expect(second).not.toBe(first);
    expect(idempotencyKey(CHECKOUT_PURPOSE, checkoutFingerprint({ ...purchase, cart: twice, addressId: 2 }))).not.toBe(second);
    const coupon = { ...twice, coupon: { code: 'WELCOME10', kind: 'percent' as const, value: 10, currency: null } };
    expect(idempotencyKey(CHECKOUT_PURPOSE, checkoutFingerprint({ ...purchase, cart: coupon, addressId: 2 }))).not.toBe(second);
  });

  it('is forgotten once the order is settled, and kept apart from a plan change’s', () => {
    const first = idempotencyKey(CHECKOUT_PURPOSE, checkoutFingerprint(purchase));
    const plan = idempotencyKey(planChangePurpose(3), '[2,"year"]');
    forgetIdempotencyKey(CHECKOUT_PURPOSE);
    expect(idempotencyKey(CHECKOUT_PURPOSE, checkoutFingerprint(purchase))).not.toBe(first);
    expect(idempotencyKey(planChangePurpose(3), '[2,"year"]')).toBe(plan);
  });
});
