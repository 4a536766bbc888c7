import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';

/**
 * The recurring revenue dashboard in Chromium, as the CEO: its figures are the API's for the period
 * picked (a year, compared, by clicks), a product is a click away, and the money events lead to the
 * audit log filtered on them.
 */

const { openAs } = useBrowserSessions();

const CEO = { email: 'ceo@lato.test', name: 'Ava Moreno' };

type Figure = { value: number | null; previous: number | null };
type Summary = { monthly_recurring: Figure; new_subscriptions: Figure };
type Currencies = { rows: { currency: string }[] };
type Plans = { rows: { product: { id: number; name_en: string } }[] };

const period = (days: number, compare: boolean) => {
  const today = dayjs();
  return `from=${today.subtract(days - 1, 'day').format('YYYY-MM-DD')}&to=${today.format('YYYY-MM-DD')}&compare=${compare}`;
};
const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    minor / 10 ** (currency === 'JPY' || currency === 'CLP' ? 0 : currency === 'KWD' ? 3 : 2),
  );

describe('the recurring revenue dashboard', () => {
  it('shows the API’s figures for the period picked, and leads to a product and to the audit log', async () => {
    const token = await accessTokenOf(CEO.email);
    const { rows: currencies } = await callApi<Currencies>(token, '/api/v1/analytics/finance/currencies/');
    const currency = currencies[0]!.currency;
    const summary = (days: number, compare: boolean) =>
      callApi<Summary>(token, `/api/v1/analytics/revenue/summary/?${period(days, compare)}&currency=${currency}`);

    const page = await openAs(CEO.email, CEO.name);
    await page.getByRole('navigation').getByRole('link', { name: 'Recurring revenue' }).click();
    await page.waitForURL('**/dashboard/finance-2');
    const figure = (title: string) => page.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    const month = await summary(30, false);
    expect(month.monthly_recurring.value).toBeGreaterThan(0);
    await expect.poll(() => figure('Recurring revenue a month')).toBe(money(month.monthly_recurring.value!, currency));

    // A year, compared with the year before, by clicks.
    await page.getByText('12 months', { exact: true }).click();
    await page.waitForURL(/range=12m/);
    await page.getByRole('switch', { name: 'Compare with the period before' }).click();
    await page.waitForURL(/compare=true/);
    const year = await summary(365, true);
    await expect.poll(() => figure('New subscriptions')).toBe(year.new_subscriptions.value!.toLocaleString('en-US'));

    // The product bringing the most revenue opens its page.
    const plans = await callApi<Plans>(token, `/api/v1/analytics/revenue/plans/?currency=${currency}&limit=10`);
    const top = plans.rows[0]!.product;
    await page.getByRole('region', { name: 'Recurring revenue by product today' }).getByRole('link', { name: top.name_en }).click();
    await page.waitForURL(`**/dashboard/product-details?id=${top.id}`);

    // The money events lead to the audit log, filtered on them.
    await page.goBack();
    await page.getByRole('region', { name: 'Latest money events' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(/\/dashboard\/audit-log\?/);
    const filtered = new URL(page.url()).searchParams;
    expect(JSON.parse(filtered.get('action')!)).toContain('order_paid');
    // The audit log lists what the filter found: at least the money events the dashboard showed.
    await page.getByRole('table').getByText('Order paid').first().waitFor();
  });
});
