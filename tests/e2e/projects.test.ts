import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessTokenOf } from './api';
import { cutFields } from './measure';
import { useBrowserSessions } from './session';

const { openAs } = useBrowserSessions();

const BRIEF = Buffer.from('# Harbour app\n\nScope, budget and the launch plan.\n');
const projectName = `Harbour app ${Date.now()}`;
let projectPath = '';

/** Picks people in a searchable multi-select by typing part of each name. */
async function choosePeople(page: Page, names: string[]) {
  const input = page.getByPlaceholder('Search staff by name');
  for (const name of names) {
    await input.click();
    await input.fill(name.split(' ')[0]!);
    await page.getByRole('option', { name }).click();
  }
}

/** The names of the projects shown, top to bottom, in each view. */
const firstNames = {
  cards: (page: Page) => page.getByTestId('project-card').locator('a').allTextContents(),
  table: (page: Page) => page.getByTestId('projects-table').locator('tbody tr td:first-child a').allTextContents(),
  list: (page: Page) => page.getByTestId('projects-compact').locator('li a').allTextContents(),
};

describe('projects', () => {
  it("opens the cards view at the list's own address, with the search it was given", async () => {
    const page = await openAs('pm.dev@lato.test', 'Elena Petrova');
    await page.goto('/dashboard/projects');
    await page.waitForURL('**/dashboard/projects/version-1');
    await page.getByTestId('project-card').first().waitFor();
    await page.goto('/dashboard/projects?search=app');
    await page.waitForURL('**/dashboard/projects/version-1?search=app');
    await expect.poll(() => page.getByRole('textbox', { name: 'Search projects' }).inputValue()).toBe('app');
  });

  it('lets a PM create a project with two members and a file; it is on top of all three views', async () => {
    const page = await openAs('pm.dev@lato.test', 'Elena Petrova');
    await page.goto('/dashboard/projects/version-1');
    await page.getByTestId('project-card').first().waitFor();
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Name').fill(projectName);
    await dialog.getByLabel('Description').fill('Booking and payments for the marina.');
    await choosePeople(page, ['Farid Haddad', 'Laura Jiménez']);
    // Leave the members' list of options, as a person would, by going on to the next field.
    await page.keyboard.press('Tab');
    await page.getByRole('option', { name: 'Farid Haddad' }).waitFor({ state: 'hidden' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'Brief.md', mimeType: 'text/markdown', buffer: BRIEF });
    await dialog.getByText('Brief.md').waitFor();
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await page.getByText(`Created the project ${projectName}.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    expect((await firstNames.cards(page))[0]).toBe(projectName);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('radiogroup', { name: 'View' }).locator('label', { hasText: 'Table' }).click();
    await page.waitForURL('**/projects/version-2');
    await page.getByTestId('projects-table').waitFor();
    expect((await firstNames.table(page))[0]).toBe(projectName);
    await page.goto('/dashboard/projects/version-3');
    await page.getByTestId('projects-compact').locator('li').first().waitFor();
    expect((await firstNames.list(page))[0]).toBe(projectName);

    await page.getByRole('link', { name: projectName }).click();
    await page.getByRole('heading', { name: projectName, level: 1 }).waitFor();
    projectPath = new URL(page.url()).pathname;
    const members = await page.getByTestId('members').locator('li').allTextContents();
    expect(members.join(' ')).toContain('Farid Haddad');
    expect(members.join(' ')).toContain('Laura Jiménez');
    await page.screenshot({ path: 'test-results/project-details.png', fullPage: true });
  });

  it('lets a member DEV see the project and download its file', async () => {
    expect(projectPath).toMatch(/^\/dashboard\/projects\/details\/\d+$/);
    const page = await openAs('dev@lato.test', 'Farid Haddad');
    await page.goto('/dashboard/projects/version-1');
    await page.getByRole('link', { name: projectName }).click();
    await page.getByRole('heading', { name: projectName, level: 1 }).waitFor();
    // A DEV reads: no editing, no new projects.
    expect(await page.getByRole('button', { name: 'Edit project' }).count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Brief.md' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Brief.md');
    expect(readFileSync((await file.path())!)).toEqual(BRIEF);
  });

  it('shows a DEV who is not a member the not-found page for its details', async () => {
    const page = await openAs('irene.castillo@example.com', 'Irene Castillo');
    await page.goto(projectPath);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // Inside the dashboard frame: the menu is still there.
    expect(await page.getByTestId('sidebar').isVisible()).toBe(true);
    expect(await page.getByText(projectName).count()).toBe(0);
  });

  it('loads the next page on scrolling to the end, without showing a project twice', async () => {
    const token = await accessTokenOf('ceo@lato.test');
    const existing = (await (
      await fetch(`${inject('baseUrl')}/api/v1/projects/project-list/`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { count: number };
    for (let i = existing.count; i < 26; i += 1) {
      const response = await fetch(`${inject('baseUrl')}/api/v1/projects/project-list/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Maintenance window ${i}`, status: 'upcoming' }),
      });
      expect(response.status).toBe(201);
    }
    const page = await openAs('ceo@lato.test', 'Ava Moreno');
    // Short enough that the end of the first page is below the fold: the next page waits for a scroll.
    await page.setViewportSize({ width: 1400, height: 600 });
    await page.goto('/dashboard/projects/version-3');
    const items = page.getByTestId('projects-compact').locator('li');
    await expect.poll(() => items.count()).toBe(20);
    await items.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => items.count()).toBeGreaterThan(20);
    const names = await firstNames.list(page);
    expect(new Set(names).size).toBe(names.length);
    const total = Number((await page.getByText(/^Showing \d+ of \d+$/).textContent())!.match(/of (\d+)/)![1]);
    expect(names.length).toBe(Math.min(total, 40));
  });
});

describe('team members', () => {
  it('keeps the search in the address, so a reload or a shared link finds the same people', async () => {
    const page = await openAs('ceo@lato.test', 'Ava Moreno');
    await page.goto('/dashboard/projects/team-member');
    await page.getByRole('textbox', { name: 'Search team members' }).fill('Moreno');
    await page.waitForURL(/q=Moreno/);
    await page.getByText('Ava Moreno').first().waitFor();
    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Search team members' }).inputValue()).toBe('Moreno');
    await page.getByText('Ava Moreno').first().waitFor();
  });

  it('shows the projects filters whole at 1440 px, in both layouts and in Spanish', async () => {
    const page = await openAs('dev@lato.test', 'Farid Haddad', 1440);
    for (const settings of [{}, { activeLayout: 'layout2' }]) {
      for (const language of ['en', 'es']) {
        await page.evaluate(
          ([stored, chosen]) => {
            localStorage.setItem('settings', JSON.stringify(stored));
            localStorage.setItem('language', chosen as string);
          },
          [settings, language] as const,
        );
        await page.goto('/dashboard/projects/version-1');
        await page.getByTestId('project-card').first().waitFor();
        expect(await cutFields(page), `${language} ${JSON.stringify(settings)}`).toEqual([]);
      }
    }
  });
});
