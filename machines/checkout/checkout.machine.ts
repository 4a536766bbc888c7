import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import { CART_QUANTITY_MAX, type BillingAddress, type Cart, type Order, type PaymentStart } from '@/api/contract/shop';
import { toApiError } from '@/api/api-error';
import { problemOf } from '@/api/problem';
import { mustProvide } from '@machines/shared/must-provide';
import {
  arriveAt,
  chosenAddress,
  payableLines,
  type CartChange,
  type CheckoutContext,
  type CheckoutInput,
  type CheckoutPlace,
  type CheckoutStep,
} from './checkout-place';
import { cartRefusalOf, refusalProblem, shopCodeOf } from './refusals';

export * from './checkout-place';
export * from './refusals';

/** How often the confirmation asks for the order while it waits for the provider's word. */
export const POLL_INTERVAL_MS = 1000;
/** How long it asks before it says it is still waiting, and offers to ask again. */
export const WAIT_LIMIT_MS = 60_000;

export const CHECKOUT_FAILURES = {
  cart: msg`Could not load your cart.`,
  cartChange: msg`Could not update your cart.`,
  addresses: msg`Could not load the billing addresses.`,
  payment: msg`Could not load the order summary.`,
  start: msg`Could not start the payment.`,
  order: msg`Could not load the order.`,
};

export type CheckoutEvent =
  | { type: 'RETRY' }
  | { type: 'SET_QUANTITY'; lineId: number; quantity: number }
  | { type: 'REMOVE_LINE'; lineId: number }
  | { type: 'APPLY_COUPON'; code: string }
  | { type: 'REMOVE_COUPON' }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'CHOOSE'; addressId: number }
  /** The address form saved an address (new or changed): it is listed, and chosen. */
  | { type: 'ADDRESS_SAVED'; address: BillingAddress }
  | { type: 'ADDRESS_DELETED'; addressId: number }
  | { type: 'PAY' }
  /** The provider sent the buyer back to the confirmation (they paid, or it was declined). */
  | { type: 'PROVIDER_RETURNED' }
  /** The buyer gave up on the provider's page, which sent them back to the payment. */
  | { type: 'PROVIDER_CANCELLED' }
  | { type: 'REFRESH' }
  | { type: 'TRY_AGAIN' };

/** What the payment page shows: the cart and the addresses, or the order paid again (`?order=`). */
export interface PaymentSummary {
  cart: Cart | null;
  addresses: BillingAddress[];
  order: Order | null;
}

export interface StartPaymentInput {
  organisationId: number;
  addressId: number | null;
  /** An order paid again; else the cart is checked out. */
  orderId: number | null;
  cart: Cart | null;
}

/** The address list with a saved address in it (replaced, or added last); a new default is the only one. */
function withSaved(addresses: readonly BillingAddress[], saved: BillingAddress): BillingAddress[] {
  const others = addresses.map((a) => (saved.is_default && a.id !== saved.id ? { ...a, is_default: false } : a));
  return others.some((a) => a.id === saved.id) ? others.map((a) => (a.id === saved.id ? saved : a)) : [...others, saved];
}

/** Whether a cart change would change anything (a quantity within bounds, a line that is there, a code). */
function validChange(context: CheckoutContext, change: CartChange): boolean {
  const line = 'lineId' in change ? context.cart?.lines.find((l) => l.id === change.lineId) : undefined;
  switch (change.kind) {
    case 'quantity':
      return line !== undefined && change.quantity !== line.quantity && change.quantity >= 1 && change.quantity <= CART_QUANTITY_MAX;
    case 'remove':
      return line !== undefined;
    case 'coupon':
      return change.code !== '' && change.code.toUpperCase() !== context.cart?.coupon?.code.toUpperCase();
    case 'noCoupon':
      return context.cart?.coupon != null;
  }
}

/** A place to move to: the step, and what its address carries. */
type Destination = Partial<CheckoutPlace> & { step: CheckoutStep };

/** A cart edit: made only if it changes something, and kept for the call to send. */
const cartEdit = (change: (event: CheckoutEvent) => CartChange) => ({
  guard: { type: 'validChange' as const, params: ({ event }: { event: CheckoutEvent }) => change(event) },
  target: 'updating' as const,
  actions: { type: 'keepChange' as const, params: ({ event }: { event: CheckoutEvent }) => change(event) },
});

/**
 * The signed-in client's checkout, one page per step: the cart (the visitor's cart merged in on
 * arrival), the billing address, the payment (the order is made and the provider's page opened),
 * and the confirmation that asks for the order until the provider's signed word has paid it or
 * not. Each page starts the flow again from its address (checkout-place.ts), so a reload, Back,
 * and the provider sending the buyer back all land where the flow stands. A checkout the server
 * refuses for what the cart holds goes back to the cart and says why.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** Reads the person's cart, merging the visitor's cart (the cookie's) into it first. */
    loadCart: mustProvide<Cart, void>('loadCart'),
    changeCart: mustProvide<Cart, CartChange>('changeCart'),
    loadAddresses: mustProvide<BillingAddress[], { organisationId: number }>('loadAddresses'),
    loadPayment: mustProvide<PaymentSummary, { organisationId: number; orderId: number | null }>('loadPayment'),
    startPayment: mustProvide<PaymentStart, StartPaymentInput>('startPayment'),
    loadOrder: mustProvide<Order, { orderId: number }>('loadOrder'),
  },
  delays: { pollInterval: POLL_INTERVAL_MS, waitLimit: WAIT_LIMIT_MS },
  guards: {
    at: ({ context }, step: CheckoutStep) => context.step === step,
    validChange: ({ context }, change: CartChange) => validChange(context, change),
  },
  actions: {
    /** Moves the flow to another page's place: the context is what a fresh start there would have. */
    moveTo: assign(({ context }, destination: Destination) => arriveAt(context.organisationId, destination)),
    keepChange: assign((_, change: CartChange) => ({ change })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => arriveAt(input.organisationId, { ...input, step: input.step ?? 'cart' }),
  initial: 'start',
  states: {
    // The page the flow was opened on; a place that cannot stand (a payment with neither an
    // address nor an order) starts at the step before it.
    start: {
      always: [
        { guard: { type: 'at', params: 'cart' }, target: 'cart' },
        { guard: { type: 'at', params: 'address' }, target: 'address' },
        {
          guard: ({ context }) => context.step === 'payment' && (context.addressId !== null || context.orderId !== null),
          target: 'payment',
        },
        { guard: ({ context }) => context.step === 'confirmation' && context.orderId !== null, target: 'confirming' },
        { guard: { type: 'at', params: 'payment' }, target: 'address', actions: { type: 'moveTo', params: { step: 'address' } } },
        { target: 'cart', actions: { type: 'moveTo', params: { step: 'cart' } } },
      ],
    },

    cart: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: [
              {
                guard: ({ event }) => event.output.lines.length === 0,
                target: 'empty',
                actions: assign({ cart: ({ event }) => event.output }),
              },
              { target: 'ready', actions: assign({ cart: ({ event }) => event.output }) },
            ],
            onError: { target: 'loadFailed', actions: assign({ problem: ({ event }) => problemOf(event.error, CHECKOUT_FAILURES.cart) }) },
          },
        },
        loadFailed: { on: { RETRY: { target: 'loading', actions: assign({ problem: null }) } } },
        empty: {},
        ready: {
          on: {
            SET_QUANTITY: cartEdit((e) => {
              const { lineId, quantity } = e as Extract<CheckoutEvent, { type: 'SET_QUANTITY' }>;
              return { kind: 'quantity', lineId, quantity };
            }),
            REMOVE_LINE: cartEdit((e) => ({ kind: 'remove', lineId: (e as Extract<CheckoutEvent, { type: 'REMOVE_LINE' }>).lineId })),
            APPLY_COUPON: cartEdit((e) => ({ kind: 'coupon', code: (e as Extract<CheckoutEvent, { type: 'APPLY_COUPON' }>).code.trim() })),
            REMOVE_COUPON: cartEdit(() => ({ kind: 'noCoupon' })),
            CONTINUE: {
              guard: ({ context }) => payableLines(context.cart).length > 0,
              target: '#checkout.address',
              actions: { type: 'moveTo', params: { step: 'address' } },
            },
          },
        },
        updating: {
          invoke: {
            id: 'changeCart',
            src: 'changeCart',
            input: ({ context }) => context.change!,
            onDone: [
              {
                guard: ({ event }) => event.output.lines.length === 0,
                target: 'empty',
                actions: assign({ cart: ({ event }) => event.output, change: null, problem: null, refusal: null }),
              },
              { target: 'ready', actions: assign({ cart: ({ event }) => event.output, change: null, problem: null, refusal: null }) },
            ],
            onError: {
              target: 'ready',
              actions: assign({
                change: null,
                problem: ({ event }) => {
                  const refusal = cartRefusalOf(event.error);
                  return refusal ? refusalProblem(refusal) : problemOf(event.error, CHECKOUT_FAILURES.cartChange);
                },
              }),
            },
          },
        },
      },
    },

    address: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadAddresses',
            src: 'loadAddresses',
            input: ({ context }) => ({ organisationId: context.organisationId }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                addresses: event.output,
                addressId: chosenAddress(event.output, context.addressId),
              })),
            },
            onError: {
              target: 'loadFailed',
              actions: assign({ problem: ({ event }) => problemOf(event.error, CHECKOUT_FAILURES.addresses) }),
            },
          },
        },
        loadFailed: {
          on: {
            RETRY: { target: 'loading', actions: assign({ problem: null }) },
            BACK: { target: '#checkout.cart', actions: { type: 'moveTo', params: { step: 'cart' } } },
          },
        },
        ready: {
          on: {
            CHOOSE: {
              guard: ({ context, event }) =>
                event.addressId !== context.addressId && context.addresses.some((a) => a.id === event.addressId),
              actions: assign({ addressId: ({ event }) => event.addressId }),
            },
            ADDRESS_SAVED: {
              actions: assign(({ context, event }) => ({
                addresses: withSaved(context.addresses, event.address),
                addressId: event.address.id,
              })),
            },
            ADDRESS_DELETED: {
              guard: ({ context, event }) => context.addresses.some((a) => a.id === event.addressId),
              actions: assign(({ context, event }) => {
                const addresses = context.addresses.filter((a) => a.id !== event.addressId);
                return { addresses, addressId: chosenAddress(addresses, context.addressId) };
              }),
            },
            CONTINUE: {
              guard: ({ context }) => context.addressId !== null,
              target: '#checkout.payment',
              actions: { type: 'moveTo', params: ({ context }) => ({ step: 'payment', addressId: context.addressId }) },
            },
            BACK: { target: '#checkout.cart', actions: { type: 'moveTo', params: { step: 'cart' } } },
          },
        },
      },
    },

    payment: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadPayment',
            src: 'loadPayment',
            input: ({ context }) => ({ organisationId: context.organisationId, orderId: context.orderId }),
            onDone: [
              // The order was paid (or cancelled) meanwhile: the confirmation says so.
              {
                guard: ({ context, event }) =>
                  context.orderId !== null && !['pending', 'failed'].includes(event.output.order?.status ?? ''),
                target: '#checkout.confirming',
                actions: { type: 'moveTo', params: ({ context }) => ({ step: 'confirmation', orderId: context.orderId }) },
              },
              {
                guard: ({ context, event }) => context.orderId === null && payableLines(event.output.cart).length === 0,
                target: '#checkout.cart',
                actions: { type: 'moveTo', params: { step: 'cart' } },
              },
              {
                guard: ({ context, event }) => context.orderId === null && !event.output.addresses.some((a) => a.id === context.addressId),
                target: '#checkout.address',
                actions: { type: 'moveTo', params: { step: 'address' } },
              },
              {
                target: 'ready',
                actions: assign(({ event }) => ({ cart: event.output.cart, addresses: event.output.addresses, order: event.output.order })),
              },
            ],
            onError: {
              target: 'loadFailed',
              actions: assign({ problem: ({ event }) => problemOf(event.error, CHECKOUT_FAILURES.payment) }),
            },
          },
        },
        loadFailed: {
          on: {
            RETRY: { target: 'loading', actions: assign({ problem: null }) },
            BACK: {
              target: '#checkout.address',
              actions: { type: 'moveTo', params: ({ context }) => ({ step: 'address', addressId: context.addressId }) },
            },
          },
        },
        ready: {
          on: {
            PAY: 'starting',
            BACK: {
              target: '#checkout.address',
              actions: { type: 'moveTo', params: ({ context }) => ({ step: 'address', addressId: context.addressId }) },
            },
          },
        },
        starting: {
          invoke: {
            id: 'startPayment',
            src: 'startPayment',
            input: ({ context }) => ({
              organisationId: context.organisationId,
              addressId: context.addressId,
              orderId: context.orderId,
              cart: context.cart,
            }),
            onDone: {
              target: 'redirecting',
              actions: assign(({ event }) => ({
                order: event.output.order,
                orderId: event.output.order.id,
                paymentUrl: event.output.payment_url,
                problem: null,
              })),
            },
            onError: [
              {
                guard: ({ event }) => cartRefusalOf(event.error) !== undefined,
                target: '#checkout.cart',
                actions: { type: 'moveTo', params: ({ event }) => ({ step: 'cart', refusal: cartRefusalOf(event.error) ?? null }) },
              },
              {
                guard: ({ event }) => shopCodeOf(event.error) === 'address_unknown',
                target: '#checkout.address',
                actions: { type: 'moveTo', params: { step: 'address' } },
              },
              {
                guard: ({ event }) => shopCodeOf(event.error) === 'order_not_payable' || toApiError(event.error).status === 404,
                target: '#checkout.confirming',
                actions: { type: 'moveTo', params: ({ context }) => ({ step: 'confirmation', orderId: context.orderId }) },
              },
              {
                target: 'startFailed',
                actions: assign({ problem: ({ event }) => problemOf(event.error, CHECKOUT_FAILURES.start) }),
              },
            ],
          },
        },
        startFailed: {
          on: {
            RETRY: { target: 'starting', actions: assign({ problem: null }) },
            BACK: {
              target: '#checkout.address',
              actions: { type: 'moveTo', params: ({ context }) => ({ step: 'address', addressId: context.addressId }) },
            },
          },
        },
        // The page leaves for the provider; the provider sends the buyer back to one of the two.
        redirecting: {
          on: {
            PROVIDER_RETURNED: {
              target: '#checkout.confirming',
              actions: { type: 'moveTo', params: ({ context }) => ({ step: 'confirmation', orderId: context.orderId }) },
            },
            PROVIDER_CANCELLED: {
              target: 'loading',
              actions: { type: 'moveTo', params: ({ context }) => ({ step: 'payment', orderId: context.orderId }) },
            },
          },
        },
      },
    },

    confirming: {
      initial: 'polling',
      states: {
        polling: {
          initial: 'checking',
          after: { waitLimit: 'stillWaiting' },
          states: {
            checking: {
              invoke: {
                id: 'loadOrder',
                src: 'loadOrder',
                input: ({ context }) => ({ orderId: context.orderId! }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.status === 'paid',
                    target: '#checkout.complete',
                    actions: assign({ order: ({ event }) => event.output }),
                  },
                  {
                    guard: ({ event }) => event.output.status !== 'pending',
                    target: '#checkout.declined',
                    actions: assign({ order: ({ event }) => event.output }),
                  },
                  { target: 'waiting', actions: assign({ order: ({ event }) => event.output }) },
                ],
                onError: {
                  target: '#checkout.confirming.loadFailed',
                  actions: assign({ problem: ({ event }) => problemOf(event.error, CHECKOUT_FAILURES.order) }),
                },
              },
            },
            waiting: { after: { pollInterval: 'checking' } },
          },
        },
        // A minute without the provider's word: the buyer may ask again.
        stillWaiting: { on: { REFRESH: 'polling' } },
        loadFailed: { on: { RETRY: { target: 'polling', actions: assign({ problem: null }) } } },
      },
    },
    complete: {},
    declined: {
      on: {
        // A declined payment is paid again as the same order; a cancelled one is no longer payable.
        TRY_AGAIN: [
          {
            guard: ({ context }) => context.order?.status === 'failed',
            target: 'payment',
            actions: { type: 'moveTo', params: ({ context }) => ({ step: 'payment', orderId: context.orderId }) },
          },
          { target: 'cart', actions: { type: 'moveTo', params: { step: 'cart' } } },
        ],
      },
    },
  },
});

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
