import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor as settled } from 'xstate';
import { queryClient } from '@/api/query-client';
import { MODEL_ADDRESS, MODEL_CART, MODEL_ORDER, MODEL_PAYMENT } from '@machines/checkout/demo-shop';
import { checkoutWithApi } from './checkout-actors';
import { shopApi } from './shop-api';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  queryClient.clear();
});

/** The payment page of the real flow, its answers from the spied API, once ready. */
async function paymentPage(input: { addressId?: number; orderId?: number }) {
  vi.spyOn(shopApi, 'cart').mockResolvedValue(MODEL_CART);
  vi.spyOn(shopApi, 'addresses').mockResolvedValue({ addresses: [MODEL_ADDRESS] });
  vi.spyOn(shopApi, 'order').mockResolvedValue({ ...MODEL_ORDER, status: 'failed' });
  vi.spyOn(shopApi, 'checkout').mockResolvedValue(MODEL_PAYMENT);
  vi.spyOn(shopApi, 'payOrder').mockResolvedValue(MODEL_PAYMENT);
  const actor = createActor(checkoutWithApi, { input: { organisationId: 1, step: 'payment', ...input } }).start();
  await settled(actor, (s) => s.matches({ payment: 'ready' }));
  return actor;
}

describe('the checkout wired to the API', () => {
  it('merges the visitor’s cart into the person’s on arriving at the cart', async () => {
    const merge = vi.spyOn(shopApi, 'mergeCart').mockResolvedValue(MODEL_CART);
    const actor = createActor(checkoutWithApi, { input: { organisationId: 1 } }).start();
    await settled(actor, (s) => s.matches({ cart: 'ready' }));
    expect(merge).toHaveBeenCalledOnce();
    actor.stop();
  });

  it('checks out with one idempotency key for the same purchase, kept across a reload of the page', async () => {
    const first = await paymentPage({ addressId: MODEL_ADDRESS.id });
    first.send({ type: 'PAY' });
    await settled(first, (s) => s.matches({ payment: 'redirecting' }));
    first.stop();
    // The buyer comes back (Back from the provider's page) and pays again: the same order is asked for.
    const again = await paymentPage({ addressId: MODEL_ADDRESS.id });
    again.send({ type: 'PAY' });
    await settled(again, (s) => s.matches({ payment: 'redirecting' }));
    const bodies = vi.mocked(shopApi.checkout).mock.calls.map(([body]) => body);
    expect(bodies).toEqual([
      { organisation: 1, address: MODEL_ADDRESS.id, idempotency_key: expect.any(String) },
      { organisation: 1, address: MODEL_ADDRESS.id, idempotency_key: bodies[0]!.idempotency_key },
    ]);
    again.stop();
  });

  it('pays an order named in the address again, without a checkout', async () => {
    const actor = await paymentPage({ orderId: MODEL_ORDER.id });
    actor.send({ type: 'PAY' });
    await settled(actor, (s) => s.matches({ payment: 'redirecting' }));
    expect(shopApi.payOrder).toHaveBeenCalledWith(MODEL_ORDER.id);
    expect(shopApi.checkout).not.toHaveBeenCalled();
    actor.stop();
  });
});
