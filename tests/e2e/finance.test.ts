import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';

/**
 * The finance dashboard in Chromium, as the CFO: its figures are the API's for the period and the
 * currency picked (from the list, by keyboard), and an overdue invoice is a click away.
 */

const { openAs } = useBrowserSessions();

const CFO = { email: 'cfo@lato.test', name: 'Benjamin Carter' };

type Summary = { cash_in: { value: number }; outstanding_minor: number };
type Currencies = { rows: { currency: string }[] };
type Overdue = { rows: { id: number; number: string }[] };

const period = (days: number) => {
  const today = dayjs();
  return `from=${today.subtract(days - 1, 'day').format('YYYY-MM-DD')}&to=${today.format('YYYY-MM-DD')}&compare=false`;
};
const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    minor / 10 ** (currency === 'JPY' || currency === 'CLP' ? 0 : currency === 'KWD' ? 3 : 2),
  );

describe('the finance dashboard', () => {
  it('shows the API’s figures in the currency picked, and leads to an overdue invoice', async () => {
    const token = await accessTokenOf(CFO.email);
    const { rows: currencies } = await callApi<Currencies>(token, '/api/v1/analytics/finance/currencies/');
    expect(currencies.length).toBeGreaterThan(1);
    const [first, second] = currencies.map((row) => row.currency);
    const summary = (currency: string, days: number) =>
      callApi<Summary>(token, `/api/v1/analytics/finance/summary/?${period(days)}&currency=${currency}`);

    const page = await openAs(CFO.email, CFO.name);
    await page.getByRole('navigation').getByRole('link', { name: 'Finance' }).click();
    await page.waitForURL('**/dashboard/finance');
    const figure = (title: string) => page.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    await expect.poll(() => figure('Owed today')).toBe(money((await summary(first!, 30)).outstanding_minor, first!));

    // Another currency, picked with the keyboard, and a year.
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await currency.focus();
    await page.keyboard.press('ArrowDown');
    const option = page.getByRole('option', { name: second! });
    await option.waitFor();
    // Down the list until the other currency is the one highlighted, then Enter.
    for (let step = 0; step < currencies.length && (await option.getAttribute('data-combobox-selected')) === null; step += 1)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`currency=${second}`));
    await page.getByText('12 months', { exact: true }).click();
    await page.waitForURL(/range=12m/);
    const year = await summary(second!, 365);
    await expect.poll(() => figure('Cash in')).toBe(money(year.cash_in.value, second!));

    // The longest overdue invoice of the first currency opens its page.
    await page.goto(`/dashboard/finance?currency=${first}`);
    const overdue = await callApi<Overdue>(token, `/api/v1/analytics/finance/overdue/?currency=${first}&limit=10`);
    expect(overdue.rows.length).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Overdue invoices' }).getByRole('link', { name: overdue.rows[0]!.number }).click();
    await page.waitForURL(`**/dashboard/invoice-details?id=${overdue.rows[0]!.id}`);
  });
});
