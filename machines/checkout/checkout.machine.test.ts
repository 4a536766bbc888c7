// @vitest-environment node
import { problemSays } from '@tests/problem-says';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, getInitialSnapshot, getNextSnapshot, type Actor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { controlledActors, flush } from '@machines/testing/controlled-actors';
import { testGeneratedPaths } from '@machines/testing/path-suite';
import { userSteps } from '@machines/testing/qa';
import { POLL_INTERVAL_MS, WAIT_LIMIT_MS, arriveAt, checkoutMachine, placeOf, type CheckoutInput } from './checkout.machine';
import { CHECKOUT_REFUSED, COUPON_REFUSED, MODEL_INPUT, checkoutModel } from './checkout.paths';
import { ADDED_ADDRESS, DECLINED_ORDER, MODEL_ADDRESS, MODEL_CART, MODEL_ORDER, MODEL_PAYMENT, PAID_ORDER } from './demo-shop';
import { timerClock, timerDelayOf } from './timer-clock';

const ACTORS = ['loadCart', 'changeCart', 'loadAddresses', 'loadPayment', 'startPayment', 'loadOrder'] as const;

let actor: Actor<typeof checkoutMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
});

function start(input: CheckoutInput = MODEL_INPUT) {
  const harness = controlledActors(ACTORS);
  const timers = timerClock();
  actor = createActor(checkoutMachine.provide({ actors: harness.actors }), { input, clock: timers.clock }).start();
  return { harness, timers };
}

describe('checkout machine: generated paths', () => {
  let timers: ReturnType<typeof timerClock>;
  testGeneratedPaths({
    root: checkoutMachine.root,
    model: checkoutModel,
    start: () => {
      const started = start();
      timers = started.timers;
      return { harness: started.harness, actor: actor! };
    },
    advanceTimers: (ms) => timers.runOut(ms),
    delayOf: timerDelayOf,
  });

  it('arrives at every page as a page opened on its address would start', () => {
    // Every move between pages is a fresh start of the page moved to: that is what lets a reload,
    // Back, or the provider's return land where the flow stands.
    const arrivals: { arrived: unknown; opened: unknown }[] = [];
    for (const path of checkoutModel.paths()) {
      let before = path.steps[0]!.state;
      for (const step of userSteps(path)) {
        const { context } = step.state;
        const movedPage = context.step !== before.context.step;
        const sentBack = step.event.type === 'PROVIDER_CANCELLED' && before.matches({ payment: 'redirecting' });
        if (movedPage || sentBack) {
          const fresh = getInitialSnapshot(checkoutMachine, { organisationId: context.organisationId, ...placeOf(context) });
          arrivals.push({ arrived: [step.state.value, context], opened: [fresh.value, fresh.context] });
        }
        before = step.state;
      }
    }
    expect(arrivals.length).toBeGreaterThan(20);
    expect(arrivals.map((a) => a.arrived)).toEqual(arrivals.map((a) => a.opened));
  });
});

describe('checkout machine: behaviour', () => {
  const place = () => placeOf(actor!.getSnapshot().context);

  async function answer(harness: ReturnType<typeof start>['harness'], id: (typeof ACTORS)[number], output: unknown) {
    harness.settle(id, (d) => d.resolve(output));
    await flush();
  }
  async function refuse(harness: ReturnType<typeof start>['harness'], id: (typeof ACTORS)[number], error: unknown) {
    harness.settle(id, (d) => d.reject(error));
    await flush();
  }

  it('opens each page where its address says, and a payment with nothing to pay at the address before it', () => {
    const at = (input: CheckoutInput) => getInitialSnapshot(checkoutMachine, input).value;
    expect(at({ organisationId: 1 })).toEqual({ cart: 'loading' });
    expect(at({ organisationId: 1, step: 'address', addressId: 4 })).toEqual({ address: 'loading' });
    expect(at({ organisationId: 1, step: 'payment', addressId: 4 })).toEqual({ payment: 'loading' });
    expect(at({ organisationId: 1, step: 'payment', orderId: 9 })).toEqual({ payment: 'loading' });
    expect(at({ organisationId: 1, step: 'payment' })).toEqual({ address: 'loading' });
    expect(at({ organisationId: 1, step: 'confirmation', orderId: 9 })).toEqual({ confirming: { polling: 'checking' } });
    expect(at({ organisationId: 1, step: 'confirmation' })).toEqual({ cart: 'loading' });
  });

  it('sends a cart change only when it changes something, and the change the buyer asked for', async () => {
    const { harness } = start();
    await answer(harness, 'loadCart', MODEL_CART);
    const line = MODEL_CART.lines[0]!.id;
    for (const event of [
      { type: 'SET_QUANTITY', lineId: line, quantity: 1 },
      { type: 'SET_QUANTITY', lineId: line, quantity: 51 },
      { type: 'SET_QUANTITY', lineId: 999, quantity: 2 },
      { type: 'REMOVE_LINE', lineId: 999 },
      { type: 'APPLY_COUPON', code: '   ' },
      { type: 'REMOVE_COUPON' },
    ] as const)
      actor!.send(event);
    expect(actor!.getSnapshot().value).toEqual({ cart: 'ready' });
    actor!.send({ type: 'APPLY_COUPON', code: ' welcome10 ' });
    expect(harness.calls.at(-1)).toEqual({ id: 'changeCart', input: { kind: 'coupon', code: 'welcome10' } });
  });

  it('says why a coupon was refused, and keeps the cart as it was', async () => {
    const { harness } = start();
    await answer(harness, 'loadCart', MODEL_CART);
    actor!.send({ type: 'APPLY_COUPON', code: 'EXPIRED20' });
    await refuse(harness, 'changeCart', COUPON_REFUSED);
    expect(actor!.getSnapshot().value).toEqual({ cart: 'ready' });
    expect(actor!.getSnapshot().context).toMatchObject({ cart: MODEL_CART, problem: problemSays('This coupon has expired.') });
  });

  it('goes back to the cart with the reason when the checkout refuses what it holds', async () => {
    const { harness } = start({ organisationId: 1, step: 'payment', addressId: MODEL_ADDRESS.id });
    await answer(harness, 'loadPayment', { cart: MODEL_CART, addresses: [MODEL_ADDRESS], order: null });
    actor!.send({ type: 'PAY' });
    expect(harness.calls.at(-1)).toEqual({
      id: 'startPayment',
      input: { organisationId: 1, addressId: MODEL_ADDRESS.id, orderId: null, cart: MODEL_CART },
    });
    await refuse(harness, 'startPayment', CHECKOUT_REFUSED);
    expect(actor!.getSnapshot().value).toEqual({ cart: 'loading' });
    expect(place()).toEqual({ step: 'cart', addressId: null, orderId: null, refusal: 'plan_already_active' });
  });

  it('takes a refusal on a field alone, as the server may send it', async () => {
    const { harness } = start({ organisationId: 1, step: 'payment', addressId: MODEL_ADDRESS.id });
    await answer(harness, 'loadPayment', { cart: MODEL_CART, addresses: [MODEL_ADDRESS], order: null });
    actor!.send({ type: 'PAY' });
    await refuse(harness, 'startPayment', new ApiError('x', 409, 'conflict', 'x', { non_field_errors: ['plan_limit_numbers'] }));
    expect(place().refusal).toBe('plan_limit_numbers');
  });

  it('asks for another address when the chosen one is gone, before or at the checkout', async () => {
    const first = start({ organisationId: 1, step: 'payment', addressId: 77 });
    await answer(first.harness, 'loadPayment', { cart: MODEL_CART, addresses: [MODEL_ADDRESS], order: null });
    expect(actor!.getSnapshot().value).toEqual({ address: 'loading' });
    actor!.stop();
    const second = start({ organisationId: 1, step: 'payment', addressId: MODEL_ADDRESS.id });
    await answer(second.harness, 'loadPayment', { cart: MODEL_CART, addresses: [MODEL_ADDRESS], order: null });
    actor!.send({ type: 'PAY' });
    await refuse(second.harness, 'startPayment', new ApiError('x', 400, 'address_unknown', 'x', { address: ['address_unknown'] }));
    expect(place()).toEqual({ step: 'address', addressId: null, orderId: null, refusal: null });
  });

  it('pays an order again from its address, and shows the confirmation of one paid meanwhile', async () => {
    const { harness } = start({ organisationId: 1, step: 'payment', orderId: MODEL_ORDER.id });
    await answer(harness, 'loadPayment', { cart: null, addresses: [], order: DECLINED_ORDER });
    actor!.send({ type: 'PAY' });
    expect(harness.calls.at(-1)!.input).toMatchObject({ orderId: MODEL_ORDER.id });
    await answer(harness, 'startPayment', MODEL_PAYMENT);
    expect(actor!.getSnapshot().context.paymentUrl).toBe(MODEL_PAYMENT.payment_url);
    actor!.stop();
    const again = start({ organisationId: 1, step: 'payment', orderId: MODEL_ORDER.id });
    await answer(again.harness, 'loadPayment', { cart: null, addresses: [], order: PAID_ORDER });
    expect(actor!.getSnapshot().value).toEqual({ confirming: { polling: 'checking' } });
  });

  it('keeps the cart when there is nothing to pay on the payment page', async () => {
    const { harness } = start({ organisationId: 1, step: 'payment', addressId: MODEL_ADDRESS.id });
    await answer(harness, 'loadPayment', { cart: { ...MODEL_CART, lines: [] }, addresses: [MODEL_ADDRESS], order: null });
    expect(actor!.getSnapshot().value).toEqual({ cart: 'loading' });
  });

  it('lists a saved address and chooses it; deleting the chosen one chooses the default', async () => {
    const { harness } = start({ organisationId: 1, step: 'address' });
    await answer(harness, 'loadAddresses', [MODEL_ADDRESS]);
    expect(actor!.getSnapshot().context.addressId).toBe(MODEL_ADDRESS.id);
    actor!.send({ type: 'ADDRESS_SAVED', address: { ...ADDED_ADDRESS, is_default: true } });
    expect(actor!.getSnapshot().context.addresses.map((a) => [a.id, a.is_default])).toEqual([
      [MODEL_ADDRESS.id, false],
      [ADDED_ADDRESS.id, true],
    ]);
    expect(actor!.getSnapshot().context.addressId).toBe(ADDED_ADDRESS.id);
    actor!.send({ type: 'ADDRESS_DELETED', addressId: ADDED_ADDRESS.id });
    expect(actor!.getSnapshot().context).toMatchObject({ addressId: MODEL_ADDRESS.id, addresses: [{ id: MODEL_ADDRESS.id }] });
    actor!.send({ type: 'ADDRESS_DELETED', addressId: MODEL_ADDRESS.id });
    actor!.send({ type: 'CONTINUE' });
    expect(actor!.getSnapshot().value).toEqual({ address: 'ready' });
  });

  it('asks for the order every second until the provider’s word, and says it still waits after a minute', async () => {
    const { harness, timers } = start({ organisationId: 1, step: 'confirmation', orderId: MODEL_ORDER.id });
    expect(timers.pending()).toEqual([WAIT_LIMIT_MS]);
    await answer(harness, 'loadOrder', MODEL_ORDER);
    expect(timers.pending().sort()).toEqual([POLL_INTERVAL_MS, WAIT_LIMIT_MS]);
    timers.runOut(POLL_INTERVAL_MS);
    expect(harness.calls.filter((c) => c.id === 'loadOrder')).toHaveLength(2);
    timers.runOut(WAIT_LIMIT_MS);
    expect(actor!.getSnapshot().value).toEqual({ confirming: 'stillWaiting' });
    expect(timers.pending()).toEqual([]);
    actor!.send({ type: 'REFRESH' });
    await answer(harness, 'loadOrder', PAID_ORDER);
    expect(actor!.getSnapshot().value).toBe('complete');
    expect(timers.pending()).toEqual([]);
  });

  it('offers to pay a declined order again, and a cancelled one sends the buyer to the cart', async () => {
    const declined = start({ organisationId: 1, step: 'confirmation', orderId: MODEL_ORDER.id });
    await answer(declined.harness, 'loadOrder', DECLINED_ORDER);
    actor!.send({ type: 'TRY_AGAIN' });
    expect(place()).toEqual({ step: 'payment', addressId: null, orderId: MODEL_ORDER.id, refusal: null });
    actor!.stop();
    const cancelled = start({ organisationId: 1, step: 'confirmation', orderId: MODEL_ORDER.id });
    await answer(cancelled.harness, 'loadOrder', { ...MODEL_ORDER, status: 'cancelled' });
    expect(actor!.getSnapshot().value).toBe('declined');
    actor!.send({ type: 'TRY_AGAIN' });
    expect(place().step).toBe('cart');
  });

  it('starts each page afresh: the context on arrival is only what the address says', () => {
    const moved = getNextSnapshot(
      checkoutMachine,
      getInitialSnapshot(checkoutMachine, { organisationId: 3, step: 'payment', addressId: 5 }),
      { type: 'xstate.error.actor.loadPayment', error: new ApiError('x', 500, undefined, undefined) } as never,
    );
    expect(moved.context).toEqual({
      ...arriveAt(3, { step: 'payment', addressId: 5 }),
      problem: problemSays('Could not load the order summary.'),
    });
  });
});
