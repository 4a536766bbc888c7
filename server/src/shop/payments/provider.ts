import type { PaymentProviderName } from '@/api/contract/shop-values';

/**
 * `metadata.app` on every session this app opens (with `metadata.order_id`): a Stripe account may
 * serve other integrations too, and the webhook acts only on sessions that say they are Lato's.
 */
export const SESSION_APP = 'lato';

/** One line of what the buyer pays, as the provider's page shows it. */
export interface PaymentLine {
  name: string;
  quantity: number;
  unitMinor: number;
}

export interface PaymentRequest {
  orderId: number;
  currency: string;
  totalMinor: number;
  lines: PaymentLine[];
  /** The buyer's e-mail, which the provider's page fills in. */
  customerEmail: string | null;
  /** Where the provider sends the buyer back after paying, and after giving up (absolute addresses). */
  successUrl: string;
  cancelUrl: string;
  /** The provider's own idempotency key: one session per order and attempt. */
  idempotencyKey: string;
  language: 'en' | 'es';
}

/** Where the buyer pays: the provider's session and its page. */
export interface PaymentSession {
  sessionId: string;
  url: string;
}

/** A renewal order the daily job asks the provider to charge, with nobody at the keyboard. */
export interface RenewalCharge {
  orderId: number;
  currency: string;
  totalMinor: number;
  /**
   * Keeps the provider's session on the order; called before the charge is submitted, so the
   * provider's word (which only the order's current session speaks) never arrives before it.
   */
  keepSession(sessionId: string): Promise<void>;
}

/**
 * What became of asking: `submitted` means the provider's signed webhook will say paid or failed
 * (the order stays pending until then); `impossible` means nothing can be charged without the
 * buyer (no saved payment method), and the order fails now with that code.
 */
export type RenewalAttempt = { kind: 'submitted' } | { kind: 'impossible'; failureCode: string };

/**
 * The payment provider behind one interface: Stripe's hosted Checkout when `STRIPE_SECRET_KEY` is
 * set, else the built-in test provider. Either way an order is paid only by the provider's signed
 * webhook (payments/webhook.ts), never by the browser coming back.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSession(request: PaymentRequest): Promise<PaymentSession>;
  /**
   * A session made before, while the buyer can still pay there (a checkout sent again answers the
   * same page); null once it is over (paid, expired), when a new session is needed.
   */
  resumeSession(sessionId: string): Promise<PaymentSession | null>;
  chargeRenewal(charge: RenewalCharge): Promise<RenewalAttempt>;
}
