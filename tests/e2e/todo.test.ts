import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessTokenOf, callApi } from './api';
import { keyboardDragListening } from './keyboard-drag';
import { useBrowserSessions } from './session';

const { openAs } = useBrowserSessions();

/** Each column's card titles, in order, as the board shows them. */
const columnsOf = (page: Page) =>
  page
    .getByTestId('todo-column')
    .evaluateAll((columns) =>
      columns.map((column) => [...column.querySelectorAll('[data-testid="todo-card"]')].map((card) => card.getAttribute('aria-label'))),
    );

const allSaved = (page: Page) => page.getByText('All changes saved').waitFor();

describe('todo board', () => {
  it('lets a DEV move one card by mouse and one by keyboard; the board and the phase editor keep both after a reload', async () => {
    const stamp = Date.now();
    const titles = { mouse: `Load test ${stamp}`, keys: `Release notes ${stamp}` };
    const pm = await accessTokenOf('pm.dev@lato.test');
    const dev = await accessTokenOf('dev@lato.test');
    const me = await callApi<{ id: number }>(dev, '/api/v1/users/me/profile/');
    const project = await callApi<{ id: number }>(pm, '/api/v1/projects/project-list/', {
      method: 'POST',
      body: { name: `Marina launch ${stamp}`, status: 'in_progress', members: [me.id] },
      status: 201,
    });
    const phase = await callApi<{ phase: { id: number } }>(pm, '/api/v1/projects/phases/', {
      method: 'POST',
      body: { project: project.id, name: 'Launch' },
      status: 201,
    });
    for (const title of [titles.mouse, titles.keys])
      await callApi(pm, '/api/v1/projects/tasks/', {
        method: 'POST',
        body: { phase: phase.phase.id, title, assignees: [me.id] },
        status: 201,
      });

    const page = await openAs('dev@lato.test', 'Farid Haddad');
    // Tall enough for the demo DEV's whole board: a drag starts and ends inside the window.
    await page.setViewportSize({ width: 1400, height: 3200 });
    await page.goto('/dashboard/todo-list');
    await allSaved(page);
    const columns = page.getByTestId('todo-column');
    await columns.nth(0).getByRole('article', { name: titles.mouse }).waitFor();

    // Mouse: press the handle, pass the drag threshold, drop on In Progress.
    const handle = (await page.getByRole('button', { name: `Drag ${titles.mouse}` }).boundingBox())!;
    const target = (await columns.nth(1).boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 20, handle.y + 20, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 15 });
    await page.mouse.up();
    await expect.poll(async () => (await columnsOf(page))[1]).toContain(titles.mouse);
    await allSaved(page);

    // Keyboard: Space picks up, each right arrow moves to the nearest card on the right (in In
    // Progress or already in Done, as the cards lie), Space drops; each key waits for what a screen
    // reader hears.
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    const heard = async () => (await liveRegion.allTextContents()).join(' ');
    const keysHandle = page.getByRole('button', { name: `Drag ${titles.keys}` });
    await keysHandle.focus();
    await page.keyboard.press('Space');
    // The mouse drag above left words in the live region: they are read once the card is held.
    await expect.poll(() => keysHandle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(heard).toMatch(/^In To Do, position \d+\.$/);
    await keyboardDragListening(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(heard).toMatch(/^In (In Progress|Done), position \d+\.$/);
    // Through In Progress when the nearest card on the right was there: a second column to cross,
    // not a retry (the first key was heard).
    if ((await heard()).startsWith('In In Progress')) await page.keyboard.press('ArrowRight');
    await expect.poll(heard).toMatch(/^In Done, position \d+\.$/);
    await page.keyboard.press('Space');
    await expect.poll(heard).toMatch(/^Dropped .*\. In Done, position \d+\.$/);
    await expect.poll(async () => (await columnsOf(page))[2]).toContain(titles.keys);
    await allSaved(page);
    const before = await columnsOf(page);

    await page.reload();
    await allSaved(page);
    await expect.poll(() => columnsOf(page)).toEqual(before);

    // The phase editor of the project says the same.
    await page.goto(`/dashboard/projects/details/${project.id}/phase`);
    await allSaved(page);
    await page.getByRole('article', { name: titles.mouse }).getByText('In progress').waitFor();
    await page.getByRole('article', { name: titles.keys }).getByText('Done').waitFor();
  });

  it('adds a personal task on top of To Do, edits it in the task drawer, and keeps it after a reload', async () => {
    const title = `Book the dentist ${Date.now()}`;
    const page = await openAs('dev@lato.test', 'Farid Haddad');
    await page.goto('/dashboard/todo-list');
    await allSaved(page);
    const field = page.getByRole('textbox', { name: 'Add a task' });
    await field.fill(title);
    await field.press('Enter');
    await expect.poll(async () => (await columnsOf(page))[0]![0]).toBe(title);
    await allSaved(page);
    const card = page.getByRole('article', { name: title });
    await card.getByText('Personal').waitFor();

    await card.getByRole('button', { name: `Open ${title}` }).click();
    const drawer = page.getByRole('dialog', { name: title });
    await drawer.getByText('Personal task').waitFor();
    await page.getByRole('textbox', { name: 'Add a checklist item' }).fill('Find the insurance card');
    await page.getByRole('textbox', { name: 'Add a checklist item' }).press('Enter');
    await drawer.getByRole('checkbox', { name: 'Find the insurance card' }).waitFor();
    await page.getByText('All changes saved').last().waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await card.getByLabel('Checklist 0 of 1 done').waitFor();

    await page.reload();
    await allSaved(page);
    expect((await columnsOf(page))[0]![0]).toBe(title);
    await page.getByRole('article', { name: title }).getByLabel('Checklist 0 of 1 done').waitFor();

    // A search that finds nothing says so, and one click shows every task again.
    await page.getByRole('textbox', { name: 'Search tasks' }).fill('no such task anywhere');
    await page.getByRole('status').filter({ hasText: 'No task matches this search and filter.' }).waitFor();
    await page.getByRole('button', { name: 'Show every task' }).click();
    expect(await page.getByRole('textbox', { name: 'Search tasks' }).inputValue()).toBe('');
    await page.getByRole('article', { name: title }).waitFor();
  });
});
