import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './browser';
import { useBrowserSessions } from './session';

const { newPage } = useBrowserSessions();

/** Signs the CEO in from the sign-in page, pressing Enter in the password field. */
async function signInByKeyboard(page: import('playwright-core').Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('ceo@lato.test');
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard/);
}

const focused = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase(),
      text: el?.textContent?.trim() ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      type: el?.getAttribute('type') ?? '',
    };
  });

describe('keyboard and focus', () => {
  it('puts a refused sign-in on its first field in error, then lands on the page heading, with a skip link first', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'input', type: 'email' });

    await page.getByLabel('E-mail').fill('ceo@lato.test');
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1' });

    // The first tab stop of the page is the skip link, shown when reached, and it leads into the page.
    const firstStop = await page.evaluate(() => {
      const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
        (el) => el.tabIndex >= 0 && !el.hasAttribute('disabled'),
      );
      stops[0]?.focus();
      return stops[0]?.textContent?.trim();
    });
    expect(firstStop).toBe('Skip to content');
    expect(await page.getByRole('link', { name: 'Skip to content' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('moves focus to the heading of the page a menu link opens', async () => {
    const page = await newPage();
    await signInByKeyboard(page);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Todo List' }).first().click();
    await page.waitForURL(/todo-list/);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1' });
  });
});

describe('forms by keyboard', () => {
  it('chooses a role from the keyboard alone: Tab reaches it, typing picks it', async () => {
    const page = await newPage();
    await signInByKeyboard(page);
    await page.goto('/dashboard/add-user');
    await page.getByLabel('E-mail').focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'select' });
    await page.keyboard.type('Developer');
    expect(await page.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('DEV');
  });
});
