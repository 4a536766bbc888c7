import { readFileSync } from 'node:fs';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';

/**
 * The agency's expenses on the recurring revenue dashboard, in Chromium as the PM_CLIENT: one is
 * recorded in the form with its receipt chosen from the file chooser (a text file calling itself a
 * PDF is refused on the field first), the totals follow the API's, the receipt downloads as it was
 * sent, and the expense is deleted after asking.
 */

const { openAs } = useBrowserSessions();

const PM = { email: 'pm.client@lato.test', name: 'Diego Ramírez' };

type Currencies = { rows: { currency: string }[] };
type Expenses = { total_minor: number; rows: { vendor: string }[] };

const period = () => {
  const today = dayjs();
  return `from=${today.subtract(29, 'day').format('YYYY-MM-DD')}&to=${today.format('YYYY-MM-DD')}&compare=false`;
};
const decimalsOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 10 ** decimalsOf(currency));

// A PDF as its first bytes show it; the server reads the type from them, never from the name.
const RECEIPT = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('the expenses on the recurring revenue dashboard', () => {
  it('records an expense with its receipt, counts it, downloads the receipt and deletes the expense', async () => {
    const token = await accessTokenOf(PM.email);
    const { rows: currencies } = await callApi<Currencies>(token, '/api/v1/analytics/finance/currencies/');
    const currency = currencies[0]!.currency;
    const read = () => callApi<Expenses>(token, `/api/v1/expenses/?${period()}&currency=${currency}`);
    const before = await read();

    const page = await openAs(PM.email, PM.name);
    await page.getByRole('navigation').getByRole('link', { name: 'Recurring revenue' }).click();
    await page.waitForURL('**/dashboard/finance-2');
    const byCategory = page.getByRole('region', { name: 'Expenses by category', exact: true });
    const spent = () =>
      byCategory
        .getByText(/^Spent:/)
        .locator('bdi')
        .textContent();
    await expect.poll(spent).toBe(money(before.total_minor, currency));

    const vendor = `Anthropic ${Date.now().toString(36)}`;
    const list = page.getByRole('region', { name: 'Expenses', exact: true });
    await list.getByRole('button', { name: 'Record an expense' }).click();
    const form = page.getByRole('dialog', { name: 'Record an expense' });
    const category = form.getByRole('combobox', { name: 'Category' });
    await category.click();
    await page.getByRole('option', { name: 'AI models' }).click();
    expect(await category.inputValue()).toBe('AI models');
    await form.getByRole('textbox', { name: /^Vendor/ }).pressSequentially(vendor);
    await form.getByRole('textbox', { name: /^Amount/ }).pressSequentially('250');
    await form.getByRole('textbox', { name: 'Description' }).pressSequentially('Claude for the November calls');

    // A text file named as a PDF: refused on the field, and nothing is recorded.
    let chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: /^Receipt/ }).click();
    await (await chooser).setFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a receipt at all') });
    await form.getByRole('button', { name: 'Record expense' }).click();
    await form.getByText('Use a PDF, or a PNG, JPEG or WebP image.').waitFor();
    expect((await read()).rows.some((row) => row.vendor === vendor)).toBe(false);

    chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: /^Receipt/ }).click();
    await (await chooser).setFiles({ name: 'anthropic-november.pdf', mimeType: 'application/pdf', buffer: RECEIPT });
    await form.getByRole('button', { name: 'Record expense' }).click();
    await form.waitFor({ state: 'detached' });

    // Its row, and the totals the API now gives.
    const amount = 250 * 10 ** decimalsOf(currency);
    const row = list.getByRole('row').filter({ hasText: vendor });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('AI models');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe(money(amount, currency));
    const after = await read();
    expect(after.total_minor).toBe(before.total_minor + amount);
    await expect.poll(spent).toBe(money(after.total_minor, currency));

    // The receipt comes back as it was sent, under its name.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: new RegExp(`^Download the receipt from ${vendor}`) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('anthropic-november.pdf');
    expect(readFileSync((await file.path())!)).toEqual(RECEIPT);

    // Deleted after asking: gone from the list and from the totals.
    await row.getByRole('button', { name: new RegExp(`^Delete the expense from ${vendor}`) }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this expense?' });
    await confirm.getByRole('button', { name: 'Delete expense' }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(spent).toBe(money(before.total_minor, currency));
  });
});
