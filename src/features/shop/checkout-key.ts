import type { StartPaymentInput } from '@machines/checkout/checkout.machine';

/** Where this tab keeps its checkout keys: a reload, or the provider sending the buyer back, finds them. */
const STORE = 'lato.checkout-keys';

type Kept = Record<string, { fingerprint: string; key: string }>;

function read(): Kept {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORE) ?? '{}') as Kept;
  } catch {
    return {};
  }
}

function write(kept: Kept) {
  try {
    window.sessionStorage.setItem(STORE, JSON.stringify(kept));
  } catch {
    // A browser that keeps nothing still pays: a second click then makes a second order, which
    // the provider never charges unless it is paid too.
  }
}

/**
 * The idempotency key of one purchase (`purpose`: the checkout, or a plan change): the same while
 * what is bought stays the same (`fingerprint`), so paying again (a double click, a reload, back
 * from the provider's page) answers the same order; a new one once it changes.
 */
export function idempotencyKey(purpose: string, fingerprint: string): string {
  const kept = read();
  const found = kept[purpose];
  if (found && found.fingerprint === fingerprint) return found.key;
  const key = crypto.randomUUID();
  write({ ...kept, [purpose]: { fingerprint, key } });
  return key;
}

/** Forgets a purchase's key once its order is settled: the same cart bought again is a new order. */
export function forgetIdempotencyKey(purpose: string): void {
  const { [purpose]: _gone, ...rest } = read();
  write(rest);
}

export const CHECKOUT_PURPOSE = 'checkout';
export const planChangePurpose = (subscription: number) => `plan-change:${subscription}`;

/** What a checkout buys: the business, the address, and the cart's lines and coupon. */
export function checkoutFingerprint({ organisationId, addressId, cart }: StartPaymentInput): string {
  const lines = (cart?.lines ?? []).filter((l) => l.available).map((l) => [l.product.id, l.interval, l.quantity]);
  return JSON.stringify([organisationId, addressId, lines, cart?.coupon?.code ?? null]);
}
