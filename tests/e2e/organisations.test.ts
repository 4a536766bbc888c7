import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, expectSignedInAs, launchBrowser, signIn } from './browser';
import { accessTokenOf, callApi } from './api';

/**
 * Client businesses in the browser: an owner invites someone, who joins from the e-mailed link and
 * reads the calls, then is removed and loses them; a person in two businesses switches; a manager
 * creates a business and moves a number to it. Several people at once, so each has a browser
 * context of their own.
 */

const baseUrl = inject('baseUrl');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
let browser: Browser;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await browser?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', viewport: { width, height: 900 } });
  opened.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function openAs(email: string, name: string, width = 1280): Promise<Page> {
  const page = await newPage(width);
  await page.goto('/login');
  await signIn(page, email, DEMO_PASSWORD);
  await expectSignedInAs(page, name);
  return page;
}

/** The join link of the newest e-mail to `email`, from the development outbox, once it has arrived. */
async function joinLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox/`)).json()) as { results: { to: string; text: string }[] };
      link = outbox.results.filter((m) => m.to === email).map((m) => /\/join\?token=[\w-]+/.exec(m.text)?.[0])[0];
      return link;
    })
    .toBeDefined();
  return link!;
}

async function pickOption(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('client businesses', () => {
  it('an owner invites someone, who joins and reads the calls, then is removed and loses them at once', { timeout: 120_000 }, async () => {
    const email = `front.desk.${Date.now()}@okafor.test`;
    const owner = await openAs('client@lato.test', 'Grace Okafor');
    await owner.getByRole('link', { name: 'Business' }).click();
    await owner.getByRole('heading', { name: 'Okafor Dental Studio', level: 1 }).waitFor();
    await owner.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText(`Invitation sent to ${email}.`).waitFor();
    await owner.getByText(email, { exact: true }).waitFor();

    // Opened where someone else is signed in, the link first offers to sign them out, and stays.
    const link = await joinLinkFor(email);
    const shared = await openAs('reception@lato.test', 'Maya Chen');
    await shared.goto(link);
    await shared.getByText('You are signed in as reception@lato.test.', { exact: false }).waitFor();
    await shared.getByRole('button', { name: 'Sign out and continue' }).click();
    await shared.getByRole('button', { name: 'Create account and join' }).waitFor();
    expect(new URL(shared.url()).pathname).toBe('/join');

    // The newcomer follows the link on a phone.
    const newcomer = await newPage(390);
    await newcomer.goto(link);
    await newcomer.getByRole('heading', { name: 'Join Okafor Dental Studio' }).waitFor();
    await newcomer.getByLabel('Full name').fill('Rosa Díaz');
    await newcomer.locator('input[type="password"]').nth(0).fill('Front-desk-2026');
    await newcomer.locator('input[type="password"]').nth(1).fill('Front-desk-2026');
    await newcomer.getByRole('button', { name: 'Create account and join' }).click();
    await newcomer.waitForURL(/\/dashboard\/calls\?org=\d+/);
    await newcomer.getByRole('heading', { name: 'Calls', level: 1 }).waitFor();
    await newcomer.getByTestId('call-row').first().waitFor();

    // The owner sees her among the people, and removes her.
    await owner.reload();
    await owner.getByText('Rosa Díaz').waitFor();
    await owner.getByRole('button', { name: 'Remove Rosa Díaz' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await owner.getByText('Rosa Díaz no longer belongs to Okafor Dental Studio.').waitFor();

    // The owner gives the business a logo, from the settings' file chooser.
    await owner.getByRole('tab', { name: 'Settings' }).click();
    await owner.getByLabel('Logo image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await owner.getByText('Saved the new logo.').waitFor();
    await expect.poll(() => owner.getByTestId('avatar-preview').locator('img').getAttribute('src')).toMatch(/^\/media\//);
    await owner.getByRole('button', { name: 'Remove the logo' }).click();
    await owner.getByText('Removed the logo.').waitFor();

    // Her open page, on the same session, shows no business any more.
    await newcomer.reload();
    await newcomer.getByText('No phone number yet').waitFor();
    expect(await newcomer.getByTestId('call-row').count()).toBe(0);
  });

  it(
    'a person in two businesses switches between them, and the address and the next visit keep the choice',
    { timeout: 90_000 },
    async () => {
      const page = await openAs('reception@lato.test', 'Maya Chen', 390);
      await page.getByRole('heading', { name: 'Calls', level: 1 }).waitFor();
      await pickOption(page, 'Business', 'Okafor Dental Studio');
      await page.waitForURL(/org=\d+/);
      const okafor = new URL(page.url()).searchParams.get('org');
      await page.getByRole('combobox', { name: 'Phone number' }).click();
      const okaforNumbers = await page.getByRole('option').allTextContents();
      expect(okaforNumbers).toHaveLength(2);
      expect(okaforNumbers.join(' ')).toMatch(/Okafor Dental.*Clínica Okafor Madrid/);
      await page.keyboard.press('Escape');
      await pickOption(page, 'Business', 'Bernard Plumbing & Heating');
      await expect.poll(() => new URL(page.url()).searchParams.get('org')).not.toBe(okafor);
      await page.getByRole('combobox', { name: 'Phone number' }).click();
      expect(await page.getByRole('option').allTextContents()).toEqual(['Bernard Plumbing · +44 20 7946 0000']);
      await page.keyboard.press('Escape');
      // A visit without `org` in the address opens the business chosen last.
      await page.goto('/dashboard/calls');
      await expect.poll(async () => page.getByRole('combobox', { name: 'Business' }).inputValue()).toBe('Bernard Plumbing & Heating');
    },
  );

  it('a manager creates a business, and moves a number to it and back', { timeout: 120_000 }, async () => {
    const name = `Harbour Physio ${Date.now()}`;
    const ceo = await accessTokenOf('ceo@lato.test');
    const numbers = await callApi<{ id: number; friendly_name: string; organisation: { id: number; name: string } }[]>(
      ceo,
      '/api/v1/organisations/numbers/',
    );
    const madrid = numbers.find((n) => n.friendly_name === 'Clínica Okafor Madrid')!;
    try {
      const page = await openAs('pm.client@lato.test', 'Diego Ramírez');
      await page.getByRole('link', { name: 'Client businesses' }).click();
      await page.getByRole('heading', { name: 'Client businesses', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'New business' }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await form.getByRole('textbox', { name: "Owner's name" }).fill('Noor Haddad');
      await form.getByRole('textbox', { name: "Owner's e-mail" }).fill(`noor.${Date.now()}@harbour.test`);
      await form.getByRole('button', { name: 'Create business' }).click();
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await page.getByText('This business has no phone number yet.').waitFor();

      await pickOption(page, 'Assign a number', /Clínica Okafor Madrid/);
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      await page.getByRole('dialog').getByText('This number leaves Okafor Dental Studio', { exact: false }).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Move the number' }).click();
      await page.getByText(`Clínica Okafor Madrid now belongs to ${name}.`).waitFor();

      // Okafor's owner no longer sees it.
      const grace = await accessTokenOf('client@lato.test');
      const left = await callApi<{ id: number }[]>(grace, '/api/v1/calls_service/chats/twilio-numbers/');
      expect(left.map((n) => n.id)).not.toContain(madrid.id);
    } finally {
      await callApi(ceo, `/api/v1/organisations/${madrid.organisation.id}/numbers/`, { method: 'POST', body: { number_id: madrid.id } });
    }
  });
});
