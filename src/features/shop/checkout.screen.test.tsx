import { sayProblem } from '@/api/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Outlet,
  RouterProvider,
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { BillingAddress } from '@/api/contract/shop';
import { organisationsApi } from '@/features/organisations/shared';
import {
  CHECKOUT_STEPS,
  checkoutMachine,
  placeOf,
  refusalProblem,
  type CheckoutSnapshot,
  type CheckoutStep,
} from '@machines/checkout/checkout.machine';
import { checkoutModel } from '@machines/checkout/checkout.paths';
import { ADDED_ADDRESS, MODEL_ADDRESS, MODEL_CART, MODEL_ORGANISATION } from '@machines/checkout/demo-shop';
import { timerClock, timerDelayOf } from '@machines/checkout/timer-clock';
import { controlledActors } from '@machines/testing/controlled-actors';
import type { ModelEvent } from '@machines/testing/qa';
import { testPathsOnScreen, type Rendered } from '@tests/model/screen-suite';
import { renderWithProviders } from '@tests/render';
import { CheckoutPage } from './CheckoutPage';
import { CheckoutRuntimeContext, type CheckoutRuntime } from './checkout-runtime';
import { CHECKOUT_PATHS, parseCheckoutSearch, placeFromSearch } from './checkout-search';
import { shopApi } from './shop-api';

// A generated path may fill in the whole address form before its other steps.
vi.setConfig({ testTimeout: 30_000 });

const ACTORS = ['loadCart', 'changeCart', 'loadAddresses', 'loadPayment', 'startPayment', 'loadOrder'] as const;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

let timers = timerClock();

interface CheckoutRendered extends Rendered {
  router: AnyRouter;
  /** Where the app sent the buyer to pay. */
  left: string[];
}

/** The four checkout pages, as the app routes them, around fake API actors; each page starts its own actor. */
async function render(path = '/dashboard/cart', role: 'owner' | 'member' = 'owner'): Promise<CheckoutRendered> {
  vi.spyOn(organisationsApi, 'mine').mockResolvedValue([{ ...MODEL_ORGANISATION, role }]);
  const harness = controlledActors(ACTORS);
  timers = timerClock();
  const left: string[] = [];
  let current: AnyActorRef | undefined;
  const runtime: CheckoutRuntime = {
    logic: checkoutMachine.provide({ actors: harness.actors }),
    options: {
      clock: timers.clock,
      // The page's flow is the root actor started last: the page the buyer is on.
      inspect: (event) => {
        if (event.type === '@xstate.actor' && event.actorRef.sessionId === event.rootId) current = event.actorRef as AnyActorRef;
      },
    },
    leaveFor: (url) => left.push(url),
  };
  const root = createRootRoute({
    component: () => (
      <CheckoutRuntimeContext.Provider value={runtime}>
        <Outlet />
      </CheckoutRuntimeContext.Provider>
    ),
  });
  const pages = CHECKOUT_STEPS.map((step) => {
    const route = createRoute({
      getParentRoute: () => root,
      path: CHECKOUT_PATHS[step],
      validateSearch: parseCheckoutSearch(step),
      component: () => <CheckoutPage step={step} search={route.useSearch()} />,
    });
    return route;
  });
  const router = createRouter({ routeTree: root.addChildren(pages), history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  // An owner's page starts its flow; a member's never does.
  await waitFor(() => {
    if (role === 'owner' && current === undefined) throw new Error('The page has not started its flow yet');
  });
  return {
    get actor() {
      return current!;
    },
    harness,
    router,
    left,
  };
}

const context = (expected: AnyMachineSnapshot) => (expected as CheckoutSnapshot).context;

/** The page the flow is on, and its address saying exactly where it stands (so a reload starts there). */
async function onPage(rendered: CheckoutRendered, expected: AnyMachineSnapshot) {
  const { step } = context(expected);
  await waitFor(() => {
    const { pathname, search } = rendered.router.state.location;
    expect(pathname).toBe(CHECKOUT_PATHS[step]);
    expect(placeFromSearch(step, parseCheckoutSearch(step)(search as Record<string, unknown>))).toEqual(placeOf(context(expected)));
  });
}

const loading = async () => expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

async function failure(expected: AnyMachineSnapshot) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(sayProblem(context(expected).problem!));
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
}

/** The reason the checkout sent the buyer back, shown exactly while the flow holds one. */
function showsRefusal(expected: AnyMachineSnapshot) {
  const { refusal } = context(expected);
  const shown = screen.queryByTestId('refusal');
  if (refusal) expect(shown).toHaveTextContent(sayProblem(refusalProblem(refusal)));
  else expect(shown).toBeNull();
}

/** The cart's lines, quantities and total as the state has them. */
async function showsCart(expected: AnyMachineSnapshot) {
  const cart = context(expected).cart!;
  await waitFor(() => expect(screen.getAllByTestId('line-name').map((n) => n.textContent)).toEqual(cart.lines.map((l) => l.product.name)));
  expect(screen.getAllByTestId('quantity').map((n) => Number(n.textContent))).toEqual(cart.lines.map((l) => l.quantity));
  const total = new Intl.NumberFormat('en', { style: 'currency', currency: cart.currency! }).format(cart.total_minor / 100);
  expect(screen.getByTestId('totals')).toHaveTextContent(`Total${total}`);
  if (cart.coupon) expect(screen.getByTestId('coupon')).toHaveTextContent(cart.coupon.code);
  else expect(screen.queryByTestId('coupon')).toBeNull();
}

const title = (a: BillingAddress) => `${a.company || a.name}, ${a.city}`;

const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** Fills in and saves the address form for this address (the server's answer is the address). */
async function addAddress(address: BillingAddress) {
  vi.spyOn(shopApi, 'createAddress').mockResolvedValue(address);
  await userEvent.click(button('Add an address'));
  const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
  // Pasted rather than typed key by key: the form is long, and each path that adds the address fills it in.
  const fill = async (name: RegExp, value: string) => {
    await userEvent.click(within(dialog).getByRole('textbox', { name }));
    await userEvent.paste(value);
  };
  await fill(/^Full name/, address.name);
  await fill(/^Company/, address.company);
  await fill(/^Address(?! line)/, address.line1);
  await fill(/^City/, address.city);
  await fill(/^Postal code/, address.postal_code);
  await userEvent.type(within(dialog).getByRole('combobox', { name: /^Country/ }), 'Spain');
  await userEvent.click(await screen.findByRole('option', { name: 'Spain', hidden: true }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add an address' })).toBeNull());
  expect(shopApi.createAddress).toHaveBeenCalledWith(MODEL_ORGANISATION.id, expect.objectContaining({ country: 'ES', city: address.city }));
}

const screens: Record<string, (rendered: CheckoutRendered, expected: AnyMachineSnapshot) => Promise<void>> = {
  'cart.loading': async (rendered, expected) => {
    await onPage(rendered, expected);
    await loading();
    showsRefusal(expected);
  },
  'cart.loadFailed': async (rendered, expected) => {
    await onPage(rendered, expected);
    await failure(expected);
  },
  'cart.empty': async (rendered, expected) => {
    await onPage(rendered, expected);
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'our plans and prices' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
  'cart.ready': async (rendered, expected) => {
    await onPage(rendered, expected);
    await showsCart(expected);
    expect(button('Continue')).toBeEnabled();
    showsRefusal(expected);
    const { problem } = context(expected);
    if (problem) expect(screen.getByTestId('cart-problem')).toHaveTextContent(sayProblem(problem));
    else expect(screen.queryByTestId('cart-problem')).toBeNull();
  },
  'cart.updating': async (rendered, expected) => {
    await onPage(rendered, expected);
    await showsCart(expected);
    expect(button('Continue')).toBeDisabled();
    expect(screen.getByTestId('cart-lines')).toHaveAttribute('aria-busy', 'true');
  },
  'address.loading': async (rendered, expected) => {
    await onPage(rendered, expected);
    await loading();
  },
  'address.loadFailed': async (rendered, expected) => {
    await onPage(rendered, expected);
    await failure(expected);
    expect(button('Back to cart')).toBeEnabled();
  },
  'address.ready': async (rendered, expected) => {
    await onPage(rendered, expected);
    const { addresses, addressId } = context(expected);
    await waitFor(() => expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(addresses.map(title)));
    const chosen = addresses.find((a) => a.id === addressId)!;
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName(title(chosen));
    const cards = screen.getAllByTestId('address-card');
    expect(cards.map((card) => within(card).queryByText('Default') !== null)).toEqual(addresses.map((a) => a.is_default));
    expect(button('Continue to payment')).toBeEnabled();
  },
  'payment.loading': async (rendered, expected) => {
    await onPage(rendered, expected);
    await loading();
  },
  'payment.loadFailed': async (rendered, expected) => {
    await onPage(rendered, expected);
    await failure(expected);
    expect(button('Back to billing address')).toBeEnabled();
  },
  'payment.ready': async (rendered, expected) => {
    await onPage(rendered, expected);
    await showsSummary(expected);
    expect(button(/^Pay /)).toBeEnabled();
  },
  'payment.starting': async (rendered, expected) => {
    await onPage(rendered, expected);
    await showsSummary(expected);
    await waitFor(() => expect(button(/^Pay /)).toHaveAttribute('data-loading', 'true'));
  },
  'payment.startFailed': async (rendered, expected) => {
    await onPage(rendered, expected);
    await failure(expected);
    await showsSummary(expected);
  },
  'payment.redirecting': async (rendered, expected) => {
    await onPage(rendered, expected);
    expect(await screen.findByRole('status')).toHaveTextContent('Taking you to the payment page…');
    await waitFor(() => expect(rendered.left).toEqual([context(expected).paymentUrl]));
  },
  'confirming.polling.checking': async (rendered, expected) => {
    await onPage(rendered, expected);
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for the payment to be confirmed…');
  },
  'confirming.polling.waiting': async (rendered, expected) => {
    await onPage(rendered, expected);
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for the payment to be confirmed…');
  },
  'confirming.stillWaiting': async (rendered, expected) => {
    await onPage(rendered, expected);
    expect(await screen.findByTestId('still-waiting')).toHaveTextContent('Still waiting for the payment provider');
    expect(button('Check again')).toBeEnabled();
  },
  'confirming.loadFailed': async (rendered, expected) => {
    await onPage(rendered, expected);
    await failure(expected);
  },
  complete: async (rendered, expected) => {
    await onPage(rendered, expected);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    const order = context(expected).order!;
    expect(
      within(screen.getByTestId('summary-lines'))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstChild?.textContent),
    ).toEqual(order.lines.map((l) => expect.stringContaining(l.name)));
    expect(screen.getByTestId('now-yours')).toHaveTextContent(`${order.lines[0]!.name}: the agency will contact you to get started.`);
  },
  declined: async (rendered, expected) => {
    await onPage(rendered, expected);
    expect(await screen.findByTestId('declined')).toHaveTextContent('The payment was declined');
    expect(button('Try again')).toBeEnabled();
  },
};

/** The payment page's summary: the order paid again, or the cart's lines and the address billed. */
async function showsSummary(expected: AnyMachineSnapshot) {
  const { order, cart, addresses, addressId } = context(expected);
  const names = order ? order.lines.map((l) => l.name) : cart!.lines.filter((l) => l.available).map((l) => l.product.name);
  await waitFor(() =>
    expect(
      within(screen.getByTestId('summary-lines'))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstChild?.textContent),
    ).toEqual(names.map((name) => expect.stringContaining(name))),
  );
  if (order) expect(screen.getByTestId('order-waiting')).toHaveTextContent(`Order #${order.id} is waiting for its payment.`);
  else expect(screen.getByTestId('billed-to')).toHaveTextContent(addresses.find((a) => a.id === addressId)!.line1);
}

/** The provider sending the buyer back, as a reload of the app on the address it gives. */
const backFromProvider = (page: CheckoutStep) => async (rendered: CheckoutRendered) => {
  const order = context(rendered.actor.getSnapshot()).orderId!;
  await rendered.router.navigate({ to: CHECKOUT_PATHS[page], search: { order } });
};

describe('checkout: generated paths on the rendered pages', () => {
  testPathsOnScreen<CheckoutRendered>({
    model: checkoutModel,
    root: checkoutMachine.root,
    render: () => render(),
    // A timer step runs out the one timer it names, on the clock of the screen rendered last.
    advanceTimers: (ms) => timers.runOut(ms),
    delayOf: timerDelayOf,
    gestures: {
      RETRY: async () => userEvent.click(button('Try again')),
      TRY_AGAIN: async () => userEvent.click(button('Try again')),
      BACK: async () => userEvent.click(button(/^Back to (cart|billing address)$/)),
      CONTINUE: async () => userEvent.click(button(/^Continue( to payment)?$/)),
      SET_QUANTITY: async (_, event: ModelEvent) => {
        const line = context(_.actor.getSnapshot()).cart!.lines.find((l) => l.id === event.lineId)!;
        await userEvent.click(button(`One more ${line.product.name}`));
      },
      REMOVE_LINE: async (_, event: ModelEvent) => {
        const line = context(_.actor.getSnapshot()).cart!.lines.find((l) => l.id === event.lineId)!;
        await userEvent.click(button(`Remove ${line.product.name}`));
      },
      APPLY_COUPON: async (_, event: ModelEvent) => {
        await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), String(event.code));
        await userEvent.click(button('Apply'));
      },
      REMOVE_COUPON: async () => userEvent.click(button('Remove coupon')),
      ADDRESS_SAVED: async (_, event: ModelEvent) => addAddress(event.address as BillingAddress),
      CHOOSE: async (rendered, event: ModelEvent) => {
        const address = context(rendered.actor.getSnapshot()).addresses.find((a) => a.id === event.addressId)!;
        await userEvent.click(screen.getByRole('radio', { name: title(address) }));
      },
      ADDRESS_DELETED: async (rendered, event: ModelEvent) => {
        const address = context(rendered.actor.getSnapshot()).addresses.find((a) => a.id === event.addressId)!;
        vi.spyOn(shopApi, 'deleteAddress').mockResolvedValue({ detail: 'Deleted.' });
        await userEvent.click(button(`Delete ${title(address)}`));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete address' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(shopApi.deleteAddress).toHaveBeenCalledWith(MODEL_ORGANISATION.id, address.id);
      },
      PAY: async () => userEvent.click(button(/^Pay /)),
      PROVIDER_RETURNED: backFromProvider('confirmation'),
      PROVIDER_CANCELLED: backFromProvider('payment'),
      REFRESH: async () => userEvent.click(button('Check again')),
    },
    screens,
  });
});

describe('checkout: the address, Back and who may buy', () => {
  const answer = (rendered: CheckoutRendered, id: (typeof ACTORS)[number], output: unknown) =>
    rendered.harness.settle(id, (d) => d.resolve(output));

  it('comes Back to the address chosen, read again, and goes forward to the payment it left', async () => {
    const rendered = await render('/dashboard/billing-address');
    answer(rendered, 'loadAddresses', [MODEL_ADDRESS, ADDED_ADDRESS]);
    await userEvent.click(await screen.findByRole('radio', { name: title(ADDED_ADDRESS) }));
    await waitFor(() => expect(rendered.router.state.location.search).toEqual({ address: ADDED_ADDRESS.id }));
    await userEvent.click(button('Continue to payment'));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/dashboard/payment'));
    expect(rendered.router.state.location.search).toEqual({ address: ADDED_ADDRESS.id });
    rendered.router.history.back();
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/dashboard/billing-address'));
    answer(rendered, 'loadAddresses', [MODEL_ADDRESS, ADDED_ADDRESS]);
    expect(await screen.findByRole('radio', { checked: true })).toHaveAccessibleName(title(ADDED_ADDRESS));
  });

  it('says why the checkout sent the buyer back, until the cart changes', async () => {
    const rendered = await render('/dashboard/cart?refused=plan_required');
    answer(rendered, 'loadCart', MODEL_CART);
    expect(await screen.findByTestId('refusal')).toHaveTextContent('Add-ons need a plan: add a plan to the cart, or buy one first.');
    await userEvent.click(button('One more Onboarding & setup'));
    answer(rendered, 'changeCart', { ...MODEL_CART, lines: [{ ...MODEL_CART.lines[0]!, quantity: 2 }] });
    await waitFor(() => expect(screen.queryByTestId('refusal')).toBeNull());
    await waitFor(() => expect(rendered.router.state.location.search).toEqual({}));
  });

  it('leaves the buying to the owners of the business', async () => {
    await render('/dashboard/cart', 'member');
    expect(await screen.findByText('Only an owner of Okafor Dental Studio can buy for it')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
