import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';

/**
 * Invoices in Chromium, as the proof asks: the CFO writes an invoice in the editor, sends
 * it and records a part payment; the owner of the business it bills finds it on Plan & billing,
 * downloads its PDF and pays the rest through the built-in test provider; a member of the business
 * sees no billing, and neither the invoice's page nor its API shows them the invoice.
 */

const { openAs } = useBrowserSessions();

const STAFF = { email: 'cfo@lato.test', name: 'Benjamin Carter' };
const OWNER = { email: 'client@lato.test', name: 'Grace Okafor' };
const MEMBER = { email: 'reception@lato.test', name: 'Maya Chen' };
const BUSINESS = 'Okafor Dental Studio';

/** The one line of the invoice: 3 × $120.50 at 21 % tax is $361.50 + $75.92 (75.915, half up) = $437.42. */
const LINE = { description: `Website care, November ${Date.now()}`, quantity: '3', unitPrice: '120.50', taxPercent: '21' };
const TOTAL = '$437.42';
const PART_PAYMENT = '100';
const LEFT_AFTER_PART = '$337.42';

/** The invoice the tests write and then pay: the first test makes it, the next read it. */
let made: { id: number; number: string } | undefined;

/** Clears a field and types into it as a person would, key by key. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await page.keyboard.type(text);
}

/** The invoice's id from the address the editor or the details page is on (`?id=`). */
function idInAddress(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('id'));
}

describe('invoices', () => {
  it('lets the billing staff write an invoice, save it as a draft, send it and record a part payment', async () => {
    const page = await openAs(STAFF.email, STAFF.name);
    await page.goto('/dashboard/invoice-list');
    await page.getByRole('link', { name: 'New invoice' }).click();
    await page.waitForURL('**/dashboard/create-invoice**');

    // The business, picked from the list by typing part of its name.
    const editor = page.getByRole('main');
    // Its accessible name carries the required mark ("Business *").
    await editor.getByRole('combobox', { name: /^Business\b/ }).click();
    await page.keyboard.type('Okafor');
    await page.getByRole('option', { name: BUSINESS }).click();

    // A line typed by hand: what it bills, how many, at what price and tax.
    await editor.getByRole('button', { name: 'Add line' }).click();
    await page.getByRole('menuitem', { name: 'Typed line' }).click();
    await typeInto(page, editor.getByRole('textbox', { name: /^Description 1( \*)?$/ }), LINE.description);
    await typeInto(page, editor.getByRole('textbox', { name: /^Quantity 1( \*)?$/ }), LINE.quantity);
    await typeInto(page, editor.getByRole('textbox', { name: /^Unit price 1( \*)?$/ }), LINE.unitPrice);
    await typeInto(page, editor.getByRole('textbox', { name: /^Tax % 1( \*)?$/ }), LINE.taxPercent);

    // The totals follow the keys, before anything is saved.
    await expect.poll(() => editor.getByTestId('tax-2100').textContent()).toBe('$75.92');
    await expect.poll(() => editor.getByTestId('total').textContent()).toBe(TOTAL);

    await editor.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/[?&]id=\d+/);
    const id = idInAddress(page);
    if (!page.url().includes('/dashboard/invoice-details')) await page.goto(`/dashboard/invoice-details?id=${id}`);

    // The draft already has its number; sending it makes it final.
    const heading = page.getByRole('heading', { level: 1, name: /^INV-\d{4}-\d{4,}$/ });
    await heading.waitFor();
    const number = (await heading.textContent())!.trim();
    made = { id, number };
    await page.getByText('Draft', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Sent', { exact: true }).first().waitFor();

    // A part payment, recorded by keyboard in the dialog: the rest stays to pay.
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await expect.poll(() => dialog.textContent()).toContain(`Left to pay: ${TOTAL}`);
    await typeInto(page, dialog.getByRole('textbox', { name: /^Amount/ }), PART_PAYMENT);
    await typeInto(page, dialog.getByRole('textbox', { name: /^Reference/ }), 'Transfer 4471');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('Partially paid', { exact: true }).first().waitFor();
    const timeline = page.getByTestId('invoice-timeline');
    await expect.poll(() => timeline.textContent()).toMatch(/Created.*Sent.*Payment recorded/s);
    await expect.poll(() => page.getByTestId('invoice-payments').textContent()).toContain('Transfer 4471');
    await expect.poll(() => page.getByRole('main').textContent()).toContain(LEFT_AFTER_PART);
  });

  it('lets the owner of the business download the invoice’s PDF and pay the rest through the provider', async () => {
    expect(made, 'the staff test wrote the invoice').toBeDefined();
    const { id, number } = made!;
    const page = await openAs(OWNER.email, OWNER.name);
    await page.goto('/dashboard/billing');
    const row = page.getByTestId('client-invoice-row').filter({ hasText: number });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(new RegExp(`Partially paid.*\\${TOTAL}.*\\${LEFT_AFTER_PART}`));
    expect(await row.getByRole('link', { name: number }).getAttribute('href')).toBe(`/dashboard/invoice-details?id=${id}`);

    // The PDF, as the browser saves it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download the PDF of ${number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.byteLength).toBeGreaterThan(1_000);
    expect(pdf.byteLength).toBeLessThan(2_000_000);

    // What is left, paid on the test provider's page; the provider's signed word marks it paid.
    await row.getByRole('button', { name: `Pay ${LEFT_AFTER_PART}` }).click();
    await page.waitForURL('**/pay/test/**');
    await page.getByRole('heading', { name: /^Pay \$337\.42$/ }).waitFor();
    await page.getByRole('button', { name: 'Pay with the test card' }).click();
    await page.waitForURL('**/dashboard/payment-complete?order=*');
    await page.getByTestId('invoice-paid').waitFor();
    await expect.poll(() => page.getByTestId('invoice-paid').textContent()).toContain(`${number} is paid`);

    // The confirmation opens the invoice: paid, with the payment the provider made.
    await page.getByRole('link', { name: 'See the invoice' }).click();
    await page.waitForURL(`**/dashboard/invoice-details?id=${id}`);
    await page.getByRole('heading', { level: 1, name: number }).waitFor();
    await expect.poll(() => page.getByTestId('invoice-payments').textContent()).toContain('Paid online');

    // And Plan & billing lists it paid, with nothing left to pay and no Pay button.
    await page.goto('/dashboard/billing');
    const paid = page.getByTestId('client-invoice-row').filter({ hasText: number });
    await expect.poll(() => paid.textContent()).toMatch(/Paid.*\$0\.00/);
    expect(await paid.getByRole('button', { name: /^Pay / }).count()).toBe(0);
  });

  it('shows a member of the business no billing: not on Plan & billing, not the invoice’s page, not its API', async () => {
    expect(made, 'the staff test wrote the invoice').toBeDefined();
    const { id, number } = made!;
    const page = await openAs(MEMBER.email, MEMBER.name);
    await page.goto('/dashboard/billing');
    await page.getByText(/^Only the owners of .+ see its billing$/).waitFor();
    expect(await page.getByTestId('client-invoice-row').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Invoices' }).count()).toBe(0);

    await page.goto(`/dashboard/invoice-details?id=${id}`);
    await page
      .getByText(/^(Page not found|You do not have permission to do this\.|This item no longer exists\.)$/)
      .first()
      .waitFor();
    expect(await page.getByRole('main').textContent()).not.toContain(number);

    const token = await accessTokenOf(MEMBER.email);
    const mine = await callApi<{ id: number; name: string; role: string }[]>(token, '/api/v1/organisations/mine/');
    const business = mine.find((membership) => membership.name === BUSINESS)!;
    expect(business.role).toBe('member');
    await callApi(token, `/api/v1/invoices/organisation/${business.id}/`, { status: 403 });
    await callApi(token, `/api/v1/invoices/${id}/`, { status: 403 });
    await callApi(token, `/api/v1/invoices/${id}/pdf/`, { status: 403 });
    await callApi(token, `/api/v1/invoices/${id}/pay/`, {
      method: 'POST',
      body: { idempotency_key: `member-tries-${Date.now()}` },
      status: 403,
    });
  });
});
