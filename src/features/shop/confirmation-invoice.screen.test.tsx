import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import type { Order } from '@/api/contract/shop';
import { checkoutMachine, type CheckoutSnapshot } from '@machines/checkout/checkout.machine';
import { MODEL_ORDER } from '@machines/checkout/demo-shop';
import { renderAtPath } from '@tests/router';
import { ConfirmationView } from './ConfirmationView';

/** An invoice's payment, as the shop makes it: one line naming the invoice, for its balance. */
const INVOICE_ORDER: Order = {
  ...MODEL_ORDER,
  id: 77,
  reason: 'invoice',
  total_minor: 33_742,
  first_line: 'Invoice INV-2026-0042',
  invoice_id: 42,
  lines: [
    { ...MODEL_ORDER.lines[0]!, product_id: null, name: 'Invoice INV-2026-0042', quantity: 1, unit_minor: 33_742, total_minor: 33_742 },
  ],
};

/** The confirmation page once the order is read: the flow started where the provider sends the buyer back. */
async function confirm(order: Order, settled: (snapshot: CheckoutSnapshot) => boolean) {
  const logic = checkoutMachine.provide({ actors: { loadOrder: fromPromise(async () => order) } });
  const actor = createActor(logic, { input: { organisationId: order.organisation.id, step: 'confirmation', orderId: order.id } }).start();
  await waitFor(() => expect(settled(actor.getSnapshot())).toBe(true));
  await renderAtPath(
    () => <ConfirmationView snapshot={actor.getSnapshot()} send={actor.send} />,
    `/dashboard/payment-complete?order=${order.id}`,
  );
  return actor;
}

describe('the confirmation of an invoice paid online', () => {
  it('says the invoice is paid, how much, and leads to the invoice', async () => {
    const actor = await confirm({ ...INVOICE_ORDER, status: 'paid', paid_at: '2026-11-26T22:00:00.000Z' }, (s) => s.matches('complete'));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(screen.getByTestId('invoice-paid')).toHaveTextContent('Thank you: Invoice INV-2026-0042 is paid.');
    expect(screen.getByTestId('invoice-paid')).toHaveTextContent('$337.42 paid online, order #77.');
    // Nothing of a purchase: no plan or add-on now "yours".
    expect(screen.queryByTestId('now-yours')).toBeNull();
    expect(screen.getByRole('link', { name: 'See the invoice' })).toHaveAttribute('href', '/dashboard/invoice-details?id=42');
    actor.stop();
  });

  it('says a declined payment charged nothing and sends the owner back to Plan & billing, not to a cart', async () => {
    const actor = await confirm({ ...INVOICE_ORDER, status: 'failed', failure_code: 'card_declined' }, (s) => s.matches('declined'));
    const declined = await screen.findByTestId('declined');
    expect(declined).toHaveTextContent('The payment was declined');
    expect(declined).toHaveTextContent('Nothing was charged, and the invoice is still open: pay it again from Plan & billing.');
    expect(screen.getByRole('link', { name: 'Back to Plan & billing' })).toHaveAttribute('href', '/dashboard/billing');
    expect(screen.queryByRole('button', { name: 'Back to the cart' })).toBeNull();
    actor.stop();
  });

  it('keeps a purchase’s confirmation as it was', async () => {
    const actor = await confirm({ ...MODEL_ORDER, status: 'paid', paid_at: '2026-11-26T22:00:00.000Z' }, (s) => s.matches('complete'));
    expect(await screen.findByTestId('now-yours')).toBeVisible();
    expect(screen.queryByTestId('invoice-paid')).toBeNull();
    actor.stop();
  });
});
