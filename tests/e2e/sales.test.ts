import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';

/**
 * The sales dashboards in Chromium: as the PM of clients, Sales, Customers and Shop sales show the
 * API's figures for the period picked (by clicks), and a customer and a product are a click away;
 * in Spanish, as the CEO.
 */

const { openAs } = useBrowserSessions();

const PM_CLIENT = { email: 'pm.client@lato.test', name: 'Diego Ramírez' };
const CEO = { email: 'ceo@lato.test', name: 'Ava Moreno' };

type Figure = { value: number | null; previous: number | null };
type Summary = { revenue: Figure; paid_orders: Figure; new_customers: Figure };
type Currencies = { rows: { currency: string }[] };
type Customers = { rows: { organisation: { id: number; name: string } }[] };
type Products = { rows: { product: { id: number | null; name_en: string } }[] };

// The pages read the days in the browser's time zone: the API is asked in the same one.
const timeZone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
const period = (days: number, compare: boolean) => {
  const today = dayjs();
  return `from=${today.subtract(days - 1, 'day').format('YYYY-MM-DD')}&to=${today.format('YYYY-MM-DD')}&compare=${compare}&time_zone=${timeZone}`;
};
const money = (minor: number, currency: string, locale = 'en-US') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);

describe('the sales dashboards', () => {
  it('show the API’s figures for the period picked, and lead to a customer and a product, in Spanish too', async () => {
    const token = await accessTokenOf(PM_CLIENT.email);
    const { rows: currencies } = await callApi<Currencies>(token, '/api/v1/analytics/sales/currencies/');
    const currency = currencies[0]!.currency;
    const read = <T>(what: string, days: number, compare = false) =>
      callApi<T>(token, `/api/v1/analytics/sales/${what}/?${period(days, compare)}&currency=${currency}&limit=10`);

    const page = await openAs(PM_CLIENT.email, PM_CLIENT.name);
    const figure = (title: string) => page.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    await page.getByRole('navigation').getByRole('link', { name: 'Sales', exact: true }).click();
    await page.waitForURL('**/dashboard/sales');
    await page.getByText('12 months', { exact: true }).click();
    await page.waitForURL(/range=12m/);
    const year = await read<Summary>('summary', 365);
    expect(year.revenue.value).toBeGreaterThan(0);
    await expect.poll(() => figure('Revenue')).toBe(money(year.revenue.value!, currency));

    // Customers, compared with the year before, by clicks; the top customer opens its page.
    await page.getByRole('navigation').getByRole('link', { name: 'Customers', exact: true }).click();
    await page.waitForURL('**/dashboard/sales-2**');
    await page.getByText('12 months', { exact: true }).click();
    await page.waitForURL(/range=12m/);
    await page.getByRole('switch', { name: 'Compare with the period before' }).click();
    await page.waitForURL(/compare=true/);
    const compared = await read<Summary>('summary', 365, true);
    await expect.poll(() => figure('New customers')).toBe(compared.new_customers.value!.toLocaleString('en-US'));
    const top = (await read<Customers>('customers', 365)).rows[0]!.organisation;
    await page.getByRole('region', { name: 'Top customers' }).getByRole('link', { name: top.name }).click();
    await page.waitForURL(`**/dashboard/organisations/${top.id}`);

    // Shop sales: the product that sold the most in the year opens its page.
    await page.goto('/dashboard/ecommerce?range=12m');
    const product = (await read<Products>('products', 365)).rows.find((row) => row.product.id !== null)!.product;
    await page.getByRole('region', { name: 'Top products' }).getByRole('link', { name: product.name_en }).click();
    await page.waitForURL(`**/dashboard/product-details?id=${product.id}`);

    // In Spanish, as the CEO (another test chooses the account languages it needs).
    const ceo = await openAs(CEO.email, CEO.name);
    await ceo.evaluate(() => localStorage.setItem('language', 'es'));
    await ceo.goto('/dashboard/sales?range=12m');
    await ceo.getByRole('heading', { name: 'Ventas' }).first().waitFor();
    const spanish = (title: string) => ceo.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    await expect.poll(() => spanish('Pedidos pagados')).toBe(year.paid_orders.value!.toLocaleString('es-ES'));
  });
});
