import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './browser';
import { useBrowserSessions } from './session';
import { settled } from './settled';

const { openAs, newPage } = useBrowserSessions();

/** The narrowest phone the app is laid out for. */
const PHONE_WIDTH = 360;

/**
 * Button and badge labels too long for their box, which the reader sees cut short. A label may be
 * cut only when its whole text is on hover (a role badge's `title`).
 */
function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Button-label, .mantine-Badge-label')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .filter((label) => label.closest('[title]')?.getAttribute('title') !== label.textContent)
      .map((label) => label.textContent ?? ''),
  );
}

/** Each page's cut labels, in Spanish (the longer language), right to left. */
async function cutLabelsOn(page: Page, paths: string[]) {
  await page.evaluate(() => {
    localStorage.setItem('language', 'es');
    localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' }));
  });
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    // Lists and their badges arrive with their data.
    await settled(page);
    found[path] = await cutLabels(page);
  }
  return found;
}

/**
 * Texts of the page drawn out of order: on one line, their first character right of their last
 * (".Lo primero…", "?Olvidaste…¿", "de 54 20–1"). Every text of the interface is English or Spanish.
 */
function misdrawnText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('p, label, a, h1, h2, h3, h4, .mantine-Button-label, .mantine-InputWrapper-description')]
      .filter((element) => /\p{L}/u.test(element.textContent ?? '') && element.getClientRects().length > 0)
      .filter((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const texts: Text[] = [];
        while (walker.nextNode()) if ((walker.currentNode as Text).data.trim()) texts.push(walker.currentNode as Text);
        if (texts.length === 0) return false;
        const box = (text: Text, at: number) => {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          return range.getBoundingClientRect();
        };
        const first = texts[0]!;
        const last = texts.at(-1)!;
        const start = box(first, first.data.search(/\S/));
        const end = box(last, last.data.trimEnd().length - 1);
        return Math.abs(start.top - end.top) < 2 && end.left < start.left;
      })
      .map((element) => element.textContent ?? ''),
  );
}

const noneOn = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, []]));

describe('labels on a phone, in Spanish, right to left', () => {
  it("cuts no button or badge short on the staff's pages", async () => {
    const page = await openAs('ceo@lato.test', 'Ava Moreno', PHONE_WIDTH);
    await page.goto('/dashboard/projects/version-3');
    const firstProject = await page.locator('main a[href*="/dashboard/projects/details/"]').first().getAttribute('href');
    const paths = [
      '/dashboard',
      '/dashboard/user-list',
      '/dashboard/user-grid',
      '/dashboard/add-user',
      '/dashboard/projects/version-1',
      '/dashboard/projects/version-2',
      '/dashboard/projects/version-3',
      firstProject!,
      `${firstProject}/phase`,
      '/dashboard/projects/team-member',
      '/dashboard/todo-list',
      '/dashboard/account',
      '/dashboard/profile',
    ];
    expect(await cutLabelsOn(page, paths)).toEqual(noneOn(paths));
  });

  it("cuts no button or badge short on a client's pages", async () => {
    const page = await openAs('client@lato.test', 'Grace Okafor', PHONE_WIDTH);
    const paths = ['/dashboard/calls', '/dashboard/settings', '/dashboard/account'];
    expect(await cutLabelsOn(page, paths)).toEqual(noneOn(paths));
  });

  it('reads every sentence left to right, punctuation and numbers in place', async () => {
    const page = await newPage(PHONE_WIDTH);
    await page.addInitScript(() => {
      localStorage.setItem('language', 'es');
      localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' }));
    });
    const found: Record<string, string[]> = {};
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).waitFor();
    found['/login'] = await misdrawnText(page);
    await page.getByLabel('Correo electrónico').fill('client@lato.test');
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard/calls');
    for (const path of ['/dashboard/calls', '/dashboard/settings', '/dashboard/account']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await settled(page);
      found[path] = await misdrawnText(page);
    }
    expect(found).toEqual(noneOn(Object.keys(found)));
    // The probe looked at something: the settings page alone has a dozen helper texts.
    expect(await page.locator('main p').count()).toBeGreaterThan(5);
  });
});
