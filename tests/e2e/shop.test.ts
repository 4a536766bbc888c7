import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSessions } from './session';

/**
 * The shop in Chromium, as a buyer goes through it: a visitor chooses a plan on the pricing page,
 * signs up on the way to checkout, pays on the built-in test provider's page, and waits for the
 * provider's signed word; then buys beyond what the plan allows and is told why not.
 */

const { newPage } = useBrowserSessions();

/** The sign-up code e-mailed to `email`, read from the server's development outbox. */
async function codeFromOutbox(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  await outbox.getByRole('heading', { name: 'Development outbox' }).waitFor();
  const mail = outbox.getByRole('article').filter({ hasText: `To ${email},` });
  await expect
    .poll(async () => {
      await outbox.getByRole('button', { name: 'Refresh' }).click();
      await outbox.locator('button[data-loading]').waitFor({ state: 'detached' });
      return mail.count();
    })
    .toBeGreaterThanOrEqual(1);
  const code = (await mail.first().getByRole('heading').textContent())?.match(/\b(\d{6})\b/)?.[1];
  await outbox.close();
  return code ?? '';
}

/** From the dashboard's cart to the provider's page: Continue, the saved default address, Pay. */
async function payFromCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/dashboard/billing-address**');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/dashboard/payment**');
}

describe('buying a plan', () => {
  it('takes a visitor from the pricing page through sign-up and the test provider to the paid order, and refuses numbers beyond the plan', async () => {
    const page = await newPage();
    await page.goto('/pricing');
    // Yearly, then back to monthly: the switch is a pair of links that keep the page's address.
    await page.getByRole('link', { name: 'Yearly' }).click();
    await page.waitForURL('**/pricing?billing=year');
    await page.getByRole('link', { name: 'Monthly' }).click();
    await page.waitForURL(/\/pricing(\?billing=month)?$/);
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('Starter');

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your Lato account' }).waitFor();
    const email = `rosa.${Date.now()}@florist.test`;
    await page.getByLabel('Full name').fill('Rosa Florist');
    await page.getByLabel('E-mail').fill(email);
    await page.locator('input[type="password"]').fill('tulips-in-may-26');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const code = await codeFromOutbox(page, email);
    await page.getByRole('textbox', { name: 'Code, digit 1 of 6' }).click();
    await page.keyboard.insertText(code);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed up, the visitor's cart is theirs.
    await page.waitForURL('**/dashboard/cart');
    const cart = page.getByRole('main');
    await cart.getByText('Starter').first().waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/dashboard/billing-address**');

    // A new business has no address yet: one is added, by keyboard where a person would type.
    await page.getByRole('button', { name: 'Add an address' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Full name').fill('Rosa Florist');
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Calle Mayor 12');
    await dialog.getByLabel('City').fill('Madrid');
    await dialog.getByLabel('Country').fill('Spain');
    await page.getByRole('option', { name: 'Spain' }).click();
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/dashboard/payment**');

    // The provider's page: the amount is the catalogue's, and the order is paid only by its webhook.
    await page.getByRole('button', { name: /^Pay \$49(\.00)?$/ }).click();
    await page.waitForURL('**/pay/test/**');
    await page.getByRole('heading', { name: 'Pay $49' }).waitFor();
    await page.getByRole('button', { name: 'Pay with the test card' }).click();
    await page.waitForURL('**/dashboard/payment-complete?order=*');
    await page.getByText('Payment received').waitFor();
    await expect.poll(() => page.getByRole('main').textContent()).toMatch(/Thank you: order #\d+ is paid\./);
    await page.getByText('Starter: your plan runs from today').waitFor();

    // Starter takes at most two numbers: one included, so two more are one too many.
    await page.goto('/products?kind=add_on');
    await page.getByRole('link', { name: 'Extra number' }).first().click();
    await page.waitForURL(/\/products\/\d+$/);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.click();
    await quantity.press('ArrowUp');
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/cart');
    await page.goto('/dashboard/cart');
    await cart.getByText('Extra number').first().waitFor();
    await payFromCart(page);
    await page.getByRole('button', { name: /^Pay \$30(\.00)?$/ }).click();
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    await expect.poll(() => refusal.textContent()).toContain('more phone numbers than its plan allows');
    await page.waitForURL('**/dashboard/cart**');
  });
});
