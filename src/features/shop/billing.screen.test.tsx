import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter, useNavigate } from '@tanstack/react-router';
import type { Membership } from '@/api/contract/organisations';
import type { OrderList, OrderSummary, OrganisationBilling, PublicProduct, Subscription } from '@/api/contract/shop';
import { ApiError } from '@/api/api-error';
import { organisationsApi } from '@/features/organisations/shared';
import { renderWithProviders } from '@tests/render';
import { BillingPage, type BillingSearch } from './BillingPage';
import { CheckoutRuntimeContext } from './checkout-runtime';
import { checkoutWithApi } from './checkout-actors';
import { shopApi } from './shop-api';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const OKAFOR: Membership = { id: 1, name: 'Okafor Dental Studio', role: 'owner' };

const subscription = (
  id: number,
  name: string,
  kind: Subscription['product']['kind'],
  extra: Partial<Subscription> = {},
): Subscription => ({
  id,
  product: { id: id + 100, name, kind },
  interval: 'month',
  quantity: 1,
  unit_minor: 14_900,
  currency: 'USD',
  status: 'active',
  current_period_start: '2026-11-01T00:00:00.000Z',
  current_period_end: '2026-12-01T00:00:00.000Z',
  trial_ends_at: null,
  cancel_at_period_end: false,
  ...extra,
});

const GROWTH = subscription(1, 'Growth', 'plan');
const EXTRA_NUMBER = subscription(2, 'Extra number', 'add_on', { unit_minor: 1500, quantity: 2, cancel_at_period_end: true });

const BILLING: OrganisationBilling = {
  subscriptions: [GROWTH, EXTRA_NUMBER],
  usage: {
    numbers: 5,
    numbers_used: 3,
    max_numbers: 10,
    call_minutes: 1500,
    call_minutes_used: 420,
    sms: 3000,
    sms_used: 3100,
    overage: { amount_minor: 200, currency: 'USD' },
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: '2026-12-01T00:00:00.000Z',
  },
};

const order = (id: number, status: OrderSummary['status'], extra: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  organisation: { id: OKAFOR.id, name: OKAFOR.name },
  reason: 'checkout',
  status,
  currency: 'USD',
  total_minor: 14_900,
  provider: 'test',
  line_count: 1,
  first_line: 'Growth',
  created_at: '2026-11-01T10:00:00.000Z',
  paid_at: status === 'paid' ? '2026-11-01T10:00:05.000Z' : null,
  ...extra,
});

const ordersPage = (page: number, results: OrderSummary[]): OrderList => ({ count: 12, num_pages: 2, current_page: page, results });

const plan = (id: number, name: string, price: number, yearly: number | null): PublicProduct => ({
  id,
  kind: 'plan',
  name,
  description: '',
  price_minor: price,
  currency: 'USD',
  interval: 'month',
  yearly_price_minor: yearly,
  trial_days: 0,
  features: [],
  limits: { numbers: 1, max_numbers: 2, call_minutes: 300, sms: 500, overage_minute_minor: 5, overage_sms_minor: 2 },
  images: [],
});

/** The billing page under a router whose address it reads and writes, as its route does. */
async function render(mine: Membership[] = [OKAFOR], leaveFor = vi.fn()) {
  vi.spyOn(organisationsApi, 'mine').mockResolvedValue(mine);
  const root = createRootRoute({
    validateSearch: (search: Record<string, unknown>): BillingSearch => (search.page ? { page: Number(search.page) } : {}),
    component: function Page() {
      const navigate = useNavigate();
      return (
        <CheckoutRuntimeContext.Provider value={{ logic: checkoutWithApi, leaveFor }}>
          <BillingPage search={root.useSearch()} onSearchChange={(next) => void navigate({ to: '.', search: next })} />
        </CheckoutRuntimeContext.Provider>
      );
    },
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

function answering() {
  vi.spyOn(shopApi, 'billing').mockResolvedValue(BILLING);
  vi.spyOn(shopApi, 'orders').mockImplementation(async (query) =>
    query.page === 2
      ? ordersPage(2, [order(3, 'cancelled', { first_line: 'Website' })])
      : ordersPage(1, [order(12, 'pending', { line_count: 3, first_line: 'Launch campaign' }), order(11, 'paid'), order(10, 'failed')]),
  );
}

describe('Plan & billing', () => {
  it('shows the subscriptions, what they include against what was used, and the orders with their status', async () => {
    answering();
    await render();
    const rows = await screen.findAllByTestId('subscription-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Growth.*Plan.*\$149\.00 per month.*Active.*Renews on Dec 1, 2026/),
      expect.stringMatching(/Extra number × 2.*Add-on.*\$30\.00 per month.*Active.*Ends on Dec 1, 2026/),
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Change plan' })).toBeVisible();
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel Growth' })).toBeVisible();
    expect(within(rows[1]!).getByRole('button', { name: 'Resume Extra number' })).toBeVisible();
    expect(screen.getByTestId('usage-numbers')).toHaveTextContent('Phone numbers3 of 5');
    expect(screen.getByTestId('usage-minutes')).toHaveTextContent('Call minutes420 of 1,500');
    expect(screen.getByTestId('usage-sms')).toHaveTextContent('SMS3,100 of 3,000');
    expect(screen.getByRole('progressbar', { name: 'SMS' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('overage')).toHaveTextContent(
      'Beyond what your plan includes so far this period: $2.00, billed on your monthly usage invoice.',
    );
    const orders = await screen.findAllByTestId('order-row');
    expect(orders.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/#12.*Launch campaign and 2 more.*Purchase.*\$149\.00.*Awaiting payment/),
      expect.stringMatching(/#11.*Growth.*Paid/),
      expect.stringMatching(/#10.*Growth.*Payment failed/),
    ]);
    expect(within(orders[0]!).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/dashboard/payment-complete?order=12');
    expect(shopApi.orders).toHaveBeenCalledWith({ organisation: 1, page: 1, page_size: 10, sort: '-created_at' });
  });

  it('pages through the orders from the address', async () => {
    answering();
    const router = await render();
    await screen.findAllByTestId('order-row');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() =>
      expect(screen.getAllByTestId('order-row').map((row) => row.textContent)).toEqual([expect.stringMatching(/#3.*Website.*Cancelled/)]),
    );
  });

  it('cancels a subscription at its period’s end once confirmed, and reads the billing again', async () => {
    answering();
    const cancel = vi.spyOn(shopApi, 'cancelSubscription').mockResolvedValue({ ...GROWTH, cancel_at_period_end: true });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Growth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Growth?' });
    expect(dialog).toHaveTextContent('It stays yours until Dec 1, 2026, then ends and is not renewed.');
    vi.mocked(shopApi.billing).mockResolvedValue({ ...BILLING, subscriptions: [{ ...GROWTH, cancel_at_period_end: true }, EXTRA_NUMBER] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(cancel).toHaveBeenCalledWith(GROWTH.id);
    expect(await screen.findByRole('button', { name: 'Resume Growth' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a resume was refused, in the shop’s words', async () => {
    answering();
    vi.spyOn(shopApi, 'resumeSubscription').mockRejectedValue(
      new ApiError('x', 409, 'subscription_not_active', 'x', { non_field_errors: ['subscription_not_active'] }),
    );
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume Extra number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume Extra number?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This subscription is already ending, or has ended.');
  });

  it('changes plan: the chosen plan’s credit and charge, then pays through the provider with one key', async () => {
    answering();
    vi.spyOn(shopApi, 'plans').mockResolvedValue({ products: [plan(201, 'Starter', 4900, 49_000), plan(203, 'Scale', 39_900, 399_000)] });
    const preview = vi.spyOn(shopApi, 'previewPlanChange').mockResolvedValue({
      credit_minor: 7450,
      charge_minor: 391_550,
      currency: 'USD',
      period_end: '2027-11-21T00:00:00.000Z',
    });
    const change = vi.spyOn(shopApi, 'changePlan').mockResolvedValue({ order: {} as never, payment_url: '/pay/test/tps_abc' });
    const leaveFor = vi.fn();
    await render([OKAFOR], leaveFor);
    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New plan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Scale · $399.00 per month', hidden: true }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yearly' }));
    await waitFor(() => expect(preview).toHaveBeenLastCalledWith(GROWTH.id, 203, 'year'));
    const shown = await within(dialog).findByTestId('plan-preview');
    expect(shown).toHaveTextContent('Credit for the unused time of your current plan: $74.50');
    expect(shown).toHaveTextContent('To pay now: $3,915.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay and change plan' }));
    expect(change).toHaveBeenCalledWith(GROWTH.id, 203, 'year', expect.any(String));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/pay/test/tps_abc'));
    const key = change.mock.calls[0]![3];
    expect(JSON.parse(sessionStorage.getItem('lato.checkout-keys')!)).toMatchObject({ [`plan-change:${GROWTH.id}`]: { key } });
  });

  it('says the same plan cannot be changed to', async () => {
    answering();
    vi.spyOn(shopApi, 'plans').mockResolvedValue({ products: [plan(101, 'Growth', 14_900, null)] });
    vi.spyOn(shopApi, 'previewPlanChange').mockRejectedValue(new ApiError('x', 409, 'same_plan', 'x', { product: ['same_plan'] }));
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New plan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Growth · $149.00 per month (current)', hidden: true }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The business already runs this plan, billed this way.');
  });

  it('shows a member who does not own the business that its billing is for its owners', async () => {
    answering();
    await render([{ ...OKAFOR, role: 'member' }]);
    expect(await screen.findByText('Only the owners of Okafor Dental Studio see its billing')).toBeVisible();
    expect(shopApi.billing).not.toHaveBeenCalled();
  });
});
