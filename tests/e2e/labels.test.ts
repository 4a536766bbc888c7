import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSessions } from './session';

const { openAs } = useBrowserSessions();

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
    await page.waitForLoadState('networkidle');
    found[path] = await cutLabels(page);
  }
  return found;
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

  it('draws each helper text with its full stop at the end', async () => {
    const page = await openAs('client@lato.test', 'Grace Okafor', PHONE_WIDTH);
    await page.evaluate(() => {
      localStorage.setItem('language', 'es');
      localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' }));
    });
    await page.goto('/dashboard/settings');
    await page.getByText('Lo primero que oyen quienes llaman.').waitFor();
    // A sentence read left to right has its first letter left of its final full stop, on one line.
    const misdrawn = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.mantine-InputWrapper-description')]
        .filter((help) => help.textContent?.endsWith('.'))
        .filter((help) => {
          const text = help.firstChild!;
          const box = (from: number) => {
            const range = document.createRange();
            range.setStart(text, from);
            range.setEnd(text, from + 1);
            return range.getBoundingClientRect();
          };
          const [first, stop] = [box(0), box(text.textContent!.length - 1)];
          return Math.abs(first.top - stop.top) < 2 && stop.left < first.left;
        })
        .map((help) => help.textContent),
    );
    expect(misdrawn).toEqual([]);
    expect(await page.locator('.mantine-InputWrapper-description').count()).toBeGreaterThan(2);
  });
});
