import type { TwilioNumber } from '@/api/contract/lato-ai';
import type { BillingAddress, Cart, CartLine, Order, PaymentStart } from '@/api/contract/shop';
import { demoAnswer } from '@machines/testing/demo';
import type { CartChange } from './checkout-place';

// The checkout model's data, named after the demo the shop seeds (server/src/shop/seed.ts): the
// client Grace Okafor (client@lato.test), her business Okafor Dental Studio, its saved billing
// address in Atlanta, the catalogue's "Onboarding & setup" service ($300, once) and the coupons
// WELCOME10 (10 % off) and EXPIRED20 (expired). The shop's answers are not in the recorded demo
// answers yet (server/test/demo-answers.json), so the ids and moments here are the model's own:
// the checklist names things by what the screens show, never by id.

export const MODEL_LOGIN = 'client@lato.test';
/** The client's business, as the demo's numbers name it. */
export const MODEL_ORGANISATION = demoAnswer<TwilioNumber[]>('numbers')[0]!.organisation;

export const MODEL_TIME = '2026-11-21T10:00:00.000Z';

const ONBOARDING: CartLine = {
  id: 1,
  product: { id: 9, kind: 'service', name: 'Onboarding & setup', currency: 'USD', trial_days: 0, images: [] },
  interval: 'one_time',
  quantity: 1,
  unit_minor: 30_000,
  total_minor: 30_000,
  available: true,
};

/** The coupons the model types: one the demo takes, one it refuses as expired. */
export const GOOD_COUPON = 'WELCOME10';
export const EXPIRED_COUPON = 'EXPIRED20';
const WELCOME10 = { code: GOOD_COUPON, kind: 'percent' as const, value: 10, currency: null };

/** A cart's totals from its lines and coupon, as the server reckons them. */
function totalled(lines: CartLine[], coupon: Cart['coupon']): Cart {
  const payable = lines.filter((l) => l.available);
  const subtotal = payable.reduce((sum, l) => sum + l.total_minor, 0);
  const discount = coupon?.kind === 'percent' ? Math.round((subtotal * coupon.value) / 100) : Math.min(coupon?.value ?? 0, subtotal);
  return {
    lines,
    currency: lines[0]?.product.currency ?? null,
    subtotal_minor: subtotal,
    discount_minor: discount,
    total_minor: subtotal - discount,
    coupon,
    item_count: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}

/** The client's cart when the checklist starts: Onboarding & setup, once. */
export const MODEL_CART: Cart = totalled([ONBOARDING], null);

/** The cart as the server answers a change to it. */
export function cartAfter(cart: Cart, change: CartChange): Cart {
  switch (change.kind) {
    case 'quantity':
      return totalled(
        cart.lines.map((l) =>
          l.id === change.lineId ? { ...l, quantity: change.quantity, total_minor: l.unit_minor * change.quantity } : l,
        ),
        cart.coupon,
      );
    case 'remove': {
      const lines = cart.lines.filter((l) => l.id !== change.lineId);
      return totalled(lines, lines.length > 0 ? cart.coupon : null);
    }
    case 'coupon':
      return totalled(cart.lines, WELCOME10);
    case 'noCoupon':
      return totalled(cart.lines, null);
  }
}

/** The business's saved address, its default. */
export const MODEL_ADDRESS: BillingAddress = {
  id: 1,
  name: 'Grace Okafor',
  company: 'Okafor Dental Studio LLC',
  line1: '1180 Peachtree St NE',
  line2: 'Suite 400',
  city: 'Atlanta',
  region: 'GA',
  postal_code: '30309',
  country: 'US',
  tax_id: '84-2291734',
  phone: '',
  is_default: true,
};

/** The address the checklist adds. */
export const ADDED_ADDRESS: BillingAddress = {
  id: 2,
  name: 'Grace Okafor',
  company: 'Clínica Okafor Madrid',
  line1: 'Calle de Serrano 41',
  line2: '',
  city: 'Madrid',
  region: '',
  postal_code: '28001',
  country: 'ES',
  tax_id: '',
  phone: '',
  is_default: false,
};

/** The saved addresses, with the one the path chose among them. */
export const addressesWith = (addressId: number | null): BillingAddress[] =>
  addressId === ADDED_ADDRESS.id ? [MODEL_ADDRESS, ADDED_ADDRESS] : [MODEL_ADDRESS];

const { id: _line, available: _available, product, ...lineRest } = ONBOARDING;

/** The order the checkout makes of the cart, waiting for its payment. */
export const MODEL_ORDER: Order = {
  id: 41,
  organisation: MODEL_ORGANISATION,
  reason: 'checkout',
  status: 'pending',
  currency: 'USD',
  total_minor: MODEL_CART.total_minor,
  provider: 'test',
  line_count: 1,
  first_line: product.name,
  created_at: MODEL_TIME,
  paid_at: null,
  lines: [{ ...lineRest, product_id: product.id, kind: product.kind, name: product.name }],
  subtotal_minor: MODEL_CART.subtotal_minor,
  discount_minor: 0,
  credit_minor: 0,
  coupon_code: null,
  address: (({ id: _id, is_default: _default, phone: _phone, ...address }) => address)(MODEL_ADDRESS),
  failure_code: null,
  placed_by: 'Grace Okafor',
  invoice_id: null,
};

export const PAID_ORDER: Order = { ...MODEL_ORDER, status: 'paid', paid_at: '2026-11-21T10:00:05.000Z' };
export const DECLINED_ORDER: Order = { ...MODEL_ORDER, status: 'failed', failure_code: 'card_declined' };

/** The checkout's answer: the order, and the test provider's page for it. */
export const MODEL_PAYMENT: PaymentStart = { order: MODEL_ORDER, payment_url: '/pay/test/tps_Q7c2Lm9XbR4tWz8KpE3nYs6D' };
