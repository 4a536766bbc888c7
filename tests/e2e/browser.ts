import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@server/src/users/seed';

// Chromium's background services try to reach the internet, which these machines refuse.
const QUIET_FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * A headless Chromium: CHROMIUM_PATH or the system's when present, else the one shipped inside
 * the @sparticuz/chromium npm package, so a fresh machine needs nothing installed by hand.
 */
export async function launchBrowser(): Promise<Browser> {
  const systemPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  if (systemPath) {
    return chromium.launch({ executablePath: systemPath, headless: true, args: ['--no-sandbox', '--disable-gpu', ...QUIET_FLAGS] });
  }
  const packaged = (await import('@sparticuz/chromium')).default;
  return chromium.launch({
    executablePath: await packaged.executablePath(),
    headless: true, // --single-process (meant for serverless) ends the whole browser when one context closes.
    args: [...packaged.args.filter((a) => a !== '--single-process'), ...QUIET_FLAGS],
  });
}

// The printed demo password, from the seed that sets it.
export { DEMO_PASSWORD };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The account menu of the top bar names the signed-in user (whatever page they land on). */
export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('account-name').filter({ hasText: name }).waitFor();
  await page.keyboard.press('Escape');
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** Names of the entries of the sidebar menu, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  // By test id, not by name: the menu's accessible name is translated too.
  const nav = page.getByTestId('sidebar').getByRole('navigation').first();
  return (
    await nav.locator('a, button').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''))
  ).filter(Boolean);
}
