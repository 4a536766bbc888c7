import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/api-error';
import { problemInSource } from '@/api/problem';
import type { BillingAddress, Cart, Order } from '@/api/contract/shop';
import { FRESH_DEMO, signInAs } from '@machines/testing/demo';
import { OUT_OF_REACH, answerOf, timerEvents, transitionCoverPaths, type ModelEvent, type QaModel } from '@machines/testing/qa';
import { checkoutMachine, refusalProblem, type CheckoutSnapshot } from './checkout.machine';
import {
  ADDED_ADDRESS,
  DECLINED_ORDER,
  EXPIRED_COUPON,
  GOOD_COUPON,
  MODEL_ADDRESS,
  MODEL_CART,
  MODEL_LOGIN,
  MODEL_ORDER,
  MODEL_ORGANISATION,
  MODEL_PAYMENT,
  PAID_ORDER,
  addressesWith,
  cartAfter,
} from './demo-shop';

/** Where the checklist starts: the cart page of the client's business. */
export const MODEL_INPUT = { organisationId: MODEL_ORGANISATION.id, step: 'cart' as const };

const serverError = new ApiError('boom', 500, 'server_error', 'Internal server error.');
/** The demo refuses the expired coupon. */
export const COUPON_REFUSED = new ApiError('This coupon has expired.', 400, 'coupon_expired', 'This coupon has expired.', {
  code: ['coupon_expired'],
});
/** A checkout refused for the cart: a second plan for a business that runs one. */
export const CHECKOUT_REFUSED = new ApiError(
  'The organisation already runs a plan.',
  409,
  'plan_already_active',
  'The organisation already runs a plan.',
  { non_field_errors: ['plan_already_active'] },
);

const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: ApiError): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });

/** The buyer's gestures, the pages the provider sends them back to, the timers, and the demo's answers to the call under way. */
function checkoutEvents(state: AnyMachineSnapshot): ModelEvent[] {
  const snapshot = state as CheckoutSnapshot;
  const { context } = snapshot;
  const events: ModelEvent[] = [
    { type: 'RETRY' },
    { type: 'BACK' },
    { type: 'CONTINUE' },
    { type: 'SET_QUANTITY', lineId: MODEL_CART.lines[0]!.id, quantity: 2 },
    { type: 'REMOVE_LINE', lineId: MODEL_CART.lines[0]!.id },
    { type: 'APPLY_COUPON', code: GOOD_COUPON },
    { type: 'APPLY_COUPON', code: EXPIRED_COUPON },
    { type: 'REMOVE_COUPON' },
    { type: 'CHOOSE', addressId: MODEL_ADDRESS.id },
    { type: 'ADDRESS_DELETED', addressId: ADDED_ADDRESS.id },
    { type: 'PAY' },
    { type: 'PROVIDER_RETURNED' },
    { type: 'PROVIDER_CANCELLED' },
    { type: 'REFRESH' },
    { type: 'TRY_AGAIN' },
    ...timerEvents(checkoutMachine.root),
  ];
  // The address is added once: saved again, it would be an edit.
  if (!context.addresses.some((a) => a.id === ADDED_ADDRESS.id)) events.push({ type: 'ADDRESS_SAVED', address: ADDED_ADDRESS });
  if (snapshot.matches({ cart: 'loading' })) events.push(done('loadCart', MODEL_CART), failed('loadCart', serverError));
  if (snapshot.matches({ cart: 'updating' })) {
    const change = context.change!;
    if (change.kind === 'coupon' && change.code === EXPIRED_COUPON) events.push(failed('changeCart', COUPON_REFUSED));
    else events.push(done('changeCart', cartAfter(context.cart!, change)));
    // One change failing stands for all: the cart's failure is the same whatever the change.
    if (change.kind === 'quantity') events.push(failed('changeCart', serverError));
  }
  if (snapshot.matches({ address: 'loading' })) events.push(done('loadAddresses', [MODEL_ADDRESS]), failed('loadAddresses', serverError));
  if (snapshot.matches({ payment: 'loading' })) {
    const summary =
      context.orderId !== null
        ? { cart: null, addresses: [], order: MODEL_ORDER }
        : { cart: MODEL_CART, addresses: addressesWith(context.addressId), order: null };
    events.push(done('loadPayment', summary), failed('loadPayment', serverError));
  }
  if (snapshot.matches({ payment: 'starting' }))
    events.push(done('startPayment', MODEL_PAYMENT), failed('startPayment', CHECKOUT_REFUSED), failed('startPayment', serverError));
  if (snapshot.matches({ confirming: { polling: 'checking' } }))
    events.push(
      done('loadOrder', PAID_ORDER),
      done('loadOrder', MODEL_ORDER),
      done('loadOrder', DECLINED_ORDER),
      failed('loadOrder', serverError),
    );
  return events;
}

/**
 * The states whose every transition a path takes: the machine state, whether a coupon is on the
 * cart (to take it off), whether the business has a second address (to choose or delete), and
 * which change the cart is saving (each answers differently).
 */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { context } = snapshot as CheckoutSnapshot;
  const { change } = context;
  const saving = change?.kind === 'coupon' ? change.code : (change?.kind ?? null);
  return JSON.stringify([snapshot.value, context.cart?.coupon != null, context.addresses.length > 1, saving]);
};

const waiting = (state: AnyMachineSnapshot) =>
  state.matches({ cart: 'loading' }) ||
  state.matches({ cart: 'updating' }) ||
  state.matches({ address: 'loading' }) ||
  state.matches({ payment: 'loading' }) ||
  state.matches({ payment: 'starting' }) ||
  state.matches({ confirming: { polling: 'checking' } });

const money = (minor: number, currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);

function describeCart(cart: Cart): string {
  const lines = cart.lines.map((l) => `${l.product.name} × ${l.quantity} (${money(l.total_minor, l.product.currency)})`).join(', ');
  const currency = cart.currency ?? 'USD';
  const coupon = cart.coupon ? `, the coupon ${cart.coupon.code} taking ${money(cart.discount_minor, currency)} off` : '';
  return `the line ${lines}${coupon}; total ${money(cart.total_minor, currency)}`;
}

const where = (a: BillingAddress) => `${a.company || a.name}, ${a.city}`;

function describeAddresses({ addresses, addressId }: CheckoutSnapshot['context']): string {
  const cards = addresses.map((a) => `"${where(a)}"${a.is_default ? ' (marked Default)' : ''}`).join(' and ');
  const chosen = addresses.find((a) => a.id === addressId);
  return `the address ${addresses.length === 1 ? 'card' : 'cards'} ${cards}, ${chosen ? `the one in ${chosen.city} chosen` : 'none chosen'}; "Continue to payment"`;
}

const orderLines = (order: Order) =>
  order.lines.map((l) => `${l.name} × ${l.quantity} (${money(l.total_minor, order.currency)})`).join(', ');

/** What the payment page shows: the order paid again, or the cart and the chosen address. */
function describePayment({ order, cart, addresses, addressId }: CheckoutSnapshot['context']): string {
  if (order) return `the order waiting for its payment: ${orderLines(order)}; "Pay ${money(order.total_minor, order.currency)}"`;
  const address = addresses.find((a) => a.id === addressId);
  return `the summary: ${describeCart(cart!)}; billed to ${address ? where(address) : '?'}; "Pay ${money(cart!.total_minor, cart!.currency!)}"`;
}

/** The total the Pay button names. */
function payTotal({ order, cart }: CheckoutSnapshot['context']): string {
  if (order) return money(order.total_minor, order.currency);
  return cart ? money(cart.total_minor, cart.currency ?? 'USD') : '';
}

const shown = (snapshot: CheckoutSnapshot) => {
  const { problem, refusal } = snapshot.context;
  const notes = [
    refusal && `a warning saying "${problemInSource(refusalProblem(refusal))}"`,
    problem && `a message saying "${problemInSource(problem)}"`,
  ];
  return notes.filter(Boolean).join('; ');
};

const withNotes = (snapshot: CheckoutSnapshot, text: string) => {
  const notes = shown(snapshot);
  return notes ? `${notes}; ${text}` : text;
};

const PROVIDER_SILENT =
  'the provider’s word not coming within a minute, which the test provider always sends at once (a second or two after the payment page)';
const REFUSED_CART =
  'a cart the checkout refuses (two plans in it, or a plan for a business already running one), which this checklist’s cart is not';

const DONE_STEPS: Record<string, string> = {
  'xstate.done.actor.loadCart': 'Wait for the cart to load.',
  'xstate.done.actor.changeCart': 'Wait for the cart to be saved.',
  'xstate.done.actor.loadAddresses': 'Wait for the addresses to load.',
  'xstate.done.actor.loadPayment': 'Wait for the summary to load.',
  'xstate.done.actor.startPayment': 'Wait for the test payment page to open.',
  'xstate.done.actor.loadOrder': 'Wait for the provider’s word.',
};

export const checkoutModel: QaModel = {
  id: 'checkout',
  title: 'Checkout',
  setup:
    `${signInAs(MODEL_LOGIN)}; her business ${MODEL_ORGANISATION.name} has its billing address in Atlanta saved. ` +
    `On the public site, add "Onboarding & setup" (${money(MODEL_CART.total_minor, 'USD')}, once) to the cart, so it is the cart's one line, ` +
    'then open Lato AI › Cart (/dashboard/cart). The payments go through the built-in test provider. ' +
    `A path that adds an address, or pays, leaves it so in the demo: before the next path, ${FRESH_DEMO}, and fill the cart again.`,
  paths: () => transitionCoverPaths(checkoutMachine, { events: checkoutEvents, serializeState, input: MODEL_INPUT, waiting }),
  step(event, before) {
    const snapshot = before as CheckoutSnapshot;
    switch (event.type) {
      case 'RETRY':
      case 'TRY_AGAIN':
        return 'Click "Try again".';
      case 'BACK':
        return snapshot.matches('address') ? 'Click "Back to cart".' : 'Click "Back to billing address".';
      case 'CONTINUE':
        return snapshot.matches('cart') ? 'Click "Continue".' : 'Click "Continue to payment".';
      case 'SET_QUANTITY':
        return `Click "+" beside ${MODEL_CART.lines[0]!.product.name}, to make it ${String(event.quantity)}.`;
      case 'REMOVE_LINE':
        return `Click "Remove" on ${MODEL_CART.lines[0]!.product.name}.`;
      case 'APPLY_COUPON':
        return `Type "${String(event.code)}" in "Coupon code" and click "Apply".`;
      case 'REMOVE_COUPON':
        return 'Click "Remove coupon".';
      case 'ADDRESS_SAVED': {
        const a = event.address as BillingAddress;
        return `Click "Add an address", fill in Full name "${a.name}", Company "${a.company}", Address "${a.line1}", City "${a.city}", Postal code "${a.postal_code}", Country Spain, and click "Save address".`;
      }
      case 'CHOOSE':
        return `Choose the address in ${MODEL_ADDRESS.city}.`;
      case 'ADDRESS_DELETED':
        return `Click "Delete" on the address in ${ADDED_ADDRESS.city}, then "Delete address" to confirm.`;
      case 'PAY':
        return `Click "Pay ${payTotal(snapshot.context)}".`;
      case 'PROVIDER_RETURNED':
        return 'On the test payment page, click "Pay with test card" (on a path whose next steps say the payment was declined, click "Decline" instead).';
      case 'PROVIDER_CANCELLED':
        return 'On the test payment page, click "Cancel".';
      case 'REFRESH':
        return 'Click "Check again".';
      case 'xstate.error.actor.changeCart':
        return event.error === COUPON_REFUSED
          ? 'Wait for the coupon to be checked.'
          : 'Let the change fail (stop the server before it answers).';
      case 'xstate.error.actor.startPayment':
        return event.error === CHECKOUT_REFUSED
          ? 'Let the checkout refuse the cart (it holds a plan the business cannot buy).'
          : 'Let the payment fail to start (stop the server before it answers).';
      default:
        if (event.type.startsWith('xstate.after.pollInterval')) return 'Wait a second.';
        if (event.type.startsWith('xstate.after.waitLimit')) return 'Wait a minute without the provider’s word.';
        if (answerOf(event)?.ok === false) return 'Let the request fail (stop the server before it answers).';
        return DONE_STEPS[event.type] ?? 'Wait for the page to load.';
    }
  },
  expect(state) {
    const snapshot = state as CheckoutSnapshot;
    const { context } = snapshot;
    const failure = () => `an error saying "${problemInSource(context.problem!)}" with "Try again"`;
    if (snapshot.matches({ cart: 'loading' })) return withNotes(snapshot, 'the cart page with a loading indicator.');
    if (snapshot.matches({ cart: 'loadFailed' })) return `${failure()}.`;
    if (snapshot.matches({ cart: 'empty' })) return '"Your cart is empty" with a link to the plans (/pricing).';
    if (snapshot.matches({ cart: 'ready' })) return withNotes(snapshot, `${describeCart(context.cart!)}; "Continue".`);
    if (snapshot.matches({ cart: 'updating' }))
      return withNotes(snapshot, `${describeCart(context.cart!)}, its buttons busy while it saves.`);
    if (snapshot.matches({ address: 'loading' })) return 'the billing address page (/dashboard/billing-address) with a loading indicator.';
    if (snapshot.matches({ address: 'ready' })) return `${describeAddresses(context)}.`;
    if (snapshot.matches({ payment: 'loading' })) return 'the payment page (/dashboard/payment) with a loading indicator.';
    if (snapshot.matches({ payment: 'ready' })) return `${describePayment(context)}.`;
    if (snapshot.matches({ payment: 'starting' })) return `${describePayment(context)}, the button busy.`;
    if (snapshot.matches({ payment: 'redirecting' }))
      return `the test payment page (/pay/test/…) asking for ${money(context.order!.total_minor, context.order!.currency)}.`;
    if (snapshot.matches({ confirming: 'polling' }))
      return 'the payment-complete page saying it is waiting for the payment to be confirmed.';
    if (snapshot.matches({ confirming: 'stillWaiting' })) return '"Still waiting for the payment provider" with "Check again".';
    if (snapshot.matches('complete'))
      return `"Payment received": the order's lines ${orderLines(context.order!)}, its total, and a link to Plan & billing.`;
    if (snapshot.matches('declined')) return '"The payment was declined" with "Try again".';
    return `${failure()}.`;
  },
  waiting,
  outOfReach(event) {
    if (event.type.startsWith('xstate.after.waitLimit')) return PROVIDER_SILENT;
    if (event.error === CHECKOUT_REFUSED) return REFUSED_CART;
    if (event.error === COUPON_REFUSED) return undefined;
    return answerOf(event)?.ok === false ? OUT_OF_REACH.failure : undefined;
  },
};
