import { createContext, useContext } from 'react';
import type { ActorOptions, AnyActorLogic, InspectionEvent } from 'xstate';
import type { checkoutMachine } from '@machines/checkout/checkout.machine';
import { checkoutWithApi } from './checkout-actors';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** What the checkout pages run on: the flow's logic and its actors' options, and how the app leaves for the provider. */
export interface CheckoutRuntime {
  /** The checkout statechart with the actors that call the API (a test's answer by hand). */
  logic: typeof checkoutMachine;
  /** Each page's actor's options: a test's clock, and its look at which actor runs. */
  options?: { clock?: Clock; inspect?: (event: InspectionEvent) => void };
  /** Leaves the app for the payment provider's page (a test only notes where). */
  leaveFor(url: string): void;
}

export const CheckoutRuntimeContext = createContext<CheckoutRuntime>({
  logic: checkoutWithApi,
  leaveFor: (url) => window.location.assign(url),
});

export const useCheckoutRuntime = () => useContext(CheckoutRuntimeContext);
