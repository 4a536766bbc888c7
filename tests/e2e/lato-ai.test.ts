import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSessions } from './session';

const { openAs } = useBrowserSessions();

const customers = (page: Page) => page.getByTestId('call-row').locator('td:first-child').allTextContents();

describe('Lato AI calls', () => {
  it('lets the demo client switch numbers, filter the calls (kept in the address) and open one', async () => {
    const page = await openAs('client@lato.test', 'Grace Okafor');
    await page.waitForURL('**/dashboard/calls');
    await page.getByTestId('call-row').first().waitFor();
    await expect.poll(() => customers(page)).toHaveLength(20);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'No answer' }).click();
    await page.waitForURL(/status=no_answer/);
    await expect
      .poll(async () => new Set(await page.getByTestId('call-row').locator('td:nth-child(3)').allTextContents()))
      .toEqual(new Set(['No answer']));

    await page.getByRole('combobox', { name: 'Phone number' }).click();
    await page.getByRole('option', { name: /Clínica Okafor Madrid/ }).click();
    await page.waitForURL(/number=\d+/);
    await expect.poll(async () => (await customers(page)).every((c) => c.startsWith('+34'))).toBe(true);

    // The address keeps it all: a reload shows the same number and filter.
    await page.reload();
    await page.getByTestId('call-row').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Phone number' }).inputValue()).toContain('Clínica Okafor Madrid');
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('No answer');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await page.getByTestId('call-row').first().getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Summary').waitFor();
    expect(await drawer.textContent()).toMatch(/[a-z]{4,}/);
  });

  it('shows the second client only their own number', async () => {
    const page = await openAs('client2@lato.test', 'Hugo Bernard');
    await page.waitForURL('**/dashboard/calls');
    await page.getByTestId('call-row').first().waitFor();
    await page.getByRole('combobox', { name: 'Phone number' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Bernard Plumbing · +44 20 7946 0000']);
    expect((await customers(page)).every((c) => c.startsWith('+44'))).toBe(true);
  });
});
