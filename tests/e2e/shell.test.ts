import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectSignedInAs, menuEntries, signIn } from './browser';
import { useBrowserSessions } from './session';

const { newPage, openAs } = useBrowserSessions();

const sidebarBox = async (page: Page) => (await page.getByTestId('sidebar').boundingBox())!;
const settle = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Open settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

describe('the dashboard shell', () => {
  it('shows a staff user the staff menu and a client only Lato AI', async () => {
    const staff = await openAs('pm.client@lato.test', 'Diego Ramírez');
    const staffMenu = await menuEntries(staff);
    expect(staffMenu).toEqual(expect.arrayContaining(['Dashboards', 'Users', 'Projects', 'Team members', 'Todo List']));
    expect(staffMenu).not.toContain('Lato AI');

    const client = await openAs('client@lato.test', 'Grace Okafor');
    expect(await menuEntries(client)).toEqual([
      'Lato AI',
      'Calls',
      'Contacts',
      'Settings',
      'Business',
      'Plan & billing',
      'Academy',
      'Cart',
    ]);
  });

  it('layout 1: 280 px sidebar, 86 px when collapsed that widens to 280 px on hover', async () => {
    const page = await openAs('ceo@lato.test', 'Ava Moreno');
    expect((await sidebarBox(page)).width).toBe(280);
    expect((await page.locator('header').boundingBox())!.height).toBe(70);
    await page.screenshot({ path: 'test-results/layout1-light.png' });
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.mouse.move(700, 400);
    await expect.poll(async () => (await sidebarBox(page)).width).toBe(86);
    await page.getByTestId('sidebar').hover();
    await expect.poll(async () => (await sidebarBox(page)).width).toBe(280);
    // The page does not move under the widened sidebar.
    expect((await page.getByRole('heading', { name: 'Analytics' }).boundingBox())!.x).toBeLessThan(200);
  });

  it('layout 2 from the settings drawer: an 80 px rail and a 250 px panel, kept after reload', async () => {
    const page = await openAs('cto@lato.test', 'Chloe Nakamura');
    const settings = await openSettings(page);
    await settings.getByText('Two-level sidebar').click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await sidebarBox(page)).width).toBe(330);
    expect((await page.getByTestId('secondary-panel').boundingBox())!.width).toBe(250);
    // Layout 2's extra top-bar controls, beside the real notifications every layout has.
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    // The rail switches the panel to another section.
    await page.getByRole('button', { name: 'User & Contact' }).click();
    await page.getByTestId('secondary-panel').getByRole('link', { name: 'Contacts' }).waitFor();
    await page.reload();
    await expectSignedInAs(page, 'Chloe Nakamura');
    expect((await sidebarBox(page)).width).toBe(330);
    await settle(page);
    await page.screenshot({ path: 'test-results/layout2-light.png' });
  });

  it('under 1200 px the menu is a drawer opened from the header', async () => {
    const page = await openAs('ceo@lato.test', 'Ava Moreno', 800);
    // No sidebar hidden off the screen, whose links Tab would still reach: the drawer has the menu.
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const box = document.activeElement!.getBoundingClientRect();
        return { name: document.activeElement!.textContent, offScreen: box.right <= 0 || box.left >= window.innerWidth };
      });
      expect(focused.offScreen, `Tab reached "${focused.name}", off the screen`).toBe(false);
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Users' }).click();
    await drawer.getByRole('link', { name: 'User grid' }).click();
    await page.waitForURL('**/dashboard/user-grid');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.screenshot({ path: 'test-results/layout1-drawer-800.png' });
  });

  it('switches to Spanish at once and stays Spanish after a reload', async () => {
    const page = await openAs('cfo@lato.test', 'Benjamin Carter');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Analítica' }).waitFor();
    expect(await menuEntries(page).then((m) => m.includes('Paneles'))).toBe(true);
    await page.reload();
    await page.getByText('Hola de nuevo, Benjamin Carter').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    // The choice is the account's too: a fresh browser signs in to Spanish.
    const elsewhere = await newPage();
    await elsewhere.goto('/login');
    await signIn(elsewhere, 'cfo@lato.test');
    await elsewhere.getByText('Hola de nuevo, Benjamin Carter').waitFor();
    // Back to English, for the account and for the tests that follow.
    const saved = elsewhere.waitForResponse((answer) => answer.url().endsWith('/api/v1/users/me/language/') && answer.ok());
    await elsewhere.getByRole('button', { name: 'Idioma' }).click();
    await elsewhere.getByRole('menuitem', { name: 'English' }).click();
    await elsewhere.getByText('Welcome back, Benjamin Carter').waitFor();
    expect((await (await saved).json()).preferred_language).toBe('en');
  });

  it('right-to-left puts the sidebar on the right; dark mode applies; both persist', async () => {
    const page = await openAs('ceo@lato.test', 'Ava Moreno');
    const settings = await openSettings(page);
    await settings.getByText('Right to left').click();
    await settings.getByText('Dark').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    await expect
      .poll(async () => {
        const box = await sidebarBox(page);
        return box.x + box.width;
      })
      .toBe(1400);
    await settle(page);
    await page.screenshot({ path: 'test-results/layout1-dark-rtl.png' });

    await page.reload();
    await expectSignedInAs(page, 'Ava Moreno');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Each drawer slides in on its button's side, mirrored: the settings at the end (left), the
    // menu of a small screen at the start (right), where the sidebar was.
    const drawer = await openSettings(page);
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(async () => Math.round(((await menu.boundingBox())?.x ?? 0) + ((await menu.boundingBox())?.width ?? 0))).toBe(800);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1400, height: 900 });
    // Layout 2 in dark and right-to-left, using its own top-bar toggles to come back.
    await openSettings(page);
    await drawer.getByText('Two-level sidebar').click();
    await page.keyboard.press('Escape');
    await settle(page);
    await page.screenshot({ path: 'test-results/layout2-dark-rtl.png' });
    await page.getByRole('button', { name: 'Switch to left-to-right' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('light');
    expect((await sidebarBox(page)).x).toBe(0);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await settle(page);
    await page.screenshot({ path: 'test-results/layout2-dark.png' });
  });

  it('searches the menu pages the user may see, and Enter goes there', async () => {
    const page = await openAs('dev@lato.test', 'Farid Haddad');
    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('textbox', { name: 'Search pages' });
    await search.fill('user list');
    await page.getByText('No page matches your search.').waitFor();
    await search.fill('team mem');
    await search.press('Enter');
    await page.waitForURL('**/dashboard/projects/team-member');
    expect(new URL(page.url()).pathname).toBe('/dashboard/projects/team-member');
    // The browser tab names the page by its heading.
    await expect.poll(() => page.title()).toBe('Team members · Lato');
  });

  it('serves the standalone pages', async () => {
    const page = await newPage();
    for (const [path, heading] of [
      ['/permission', 'You do not have access to this page'],
      ['/maintenance', "We'll be back soon"],
      ['/coming-soon', 'Coming soon'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await page.getByRole('link', { name: /home|Try again/ }).count()).toBe(1);
    }
  });
});

describe('menu groups in layout 1', () => {
  it('closes a group left behind without leaving a gap, and opens it again on the first click', async () => {
    const page = await openAs('ceo@lato.test', 'Ava Moreno');
    const sidebar = page.getByTestId('sidebar');
    /** Each group's state and the height of what it holds. */
    const groups = () =>
      page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('[data-group]')].map((g) => [
            g.getAttribute('data-group'),
            {
              expanded: g.getAttribute('aria-expanded') === 'true',
              height: Math.round(g.nextElementSibling?.getBoundingClientRect().height ?? 0),
            },
          ]),
        ),
      );
    await page.goto('/dashboard/user-list');
    await expect.poll(async () => (await groups())['users-template']).toMatchObject({ expanded: true });
    for (const name of ['Projects', 'Todo List']) {
      await sidebar.getByRole('link', { name, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname !== '/dashboard/user-list');
    }
    await expect.poll(async () => (await groups())['users-template']).toEqual({ expanded: false, height: 0 });
    // Nor does it keep its links, drawn though hidden, on every page.
    await expect.poll(() => page.locator('[data-group="users-template"] + * a').count()).toBe(0);
    await page.locator('[data-group="users-template"]').click();
    await expect.poll(async () => (await groups())['users-template']?.expanded).toBe(true);
  });
});
