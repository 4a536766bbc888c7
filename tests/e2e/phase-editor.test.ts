import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessTokenOf, callApi } from './api';
import { keyboardDragListening } from './keyboard-drag';
import { allSaved, boardOf } from './phase-board';
import { useBrowserSessions } from './session';

const { openAs } = useBrowserSessions();

/** A new, empty project of the PM's, so that the test owns its whole board. */
async function newProject(name: string): Promise<number> {
  const token = await accessTokenOf('pm.dev@lato.test');
  const project = await callApi<{ id: number }>(token, '/api/v1/projects/project-list/', {
    method: 'POST',
    body: { name, status: 'in_progress' },
    status: 201,
  });
  return project.id;
}

async function addTo(page: Page, field: string, titles: string[]) {
  const input = page.getByRole('textbox', { name: field });
  for (const title of titles) {
    await input.fill(title);
    await input.press('Enter');
  }
}

async function openBoard(page: Page, projectId: number) {
  await page.goto(`/dashboard/projects/details/${projectId}/phase`);
  await page.getByText('All changes saved').waitFor();
}

describe('phase editor', () => {
  it('lets a PM add phases and tasks, move tasks by mouse and by keyboard, and keeps the order after a reload', async () => {
    const projectId = await newProject(`Marina bookings ${Date.now()}`);
    const page = await openAs('pm.dev@lato.test', 'Elena Petrova');
    await openBoard(page, projectId);
    await page.getByText('No phases yet.', { exact: false }).waitFor();

    await addTo(page, 'Add a phase', ['Plan', 'Ship']);
    await expect
      .poll(() => boardOf(page))
      .toEqual([
        ['Plan', []],
        ['Ship', []],
      ]);
    await addTo(page, 'Add a task to Plan', ['Brief', 'Budget', 'Kick-off']);
    await expect
      .poll(() => boardOf(page))
      .toEqual([
        ['Plan', ['Brief', 'Budget', 'Kick-off']],
        ['Ship', []],
      ]);
    await allSaved(page);

    // Mouse: press the handle, move past the drag threshold, drop on the second phase.
    const handle = page.getByRole('button', { name: 'Drag Brief' });
    const from = (await handle.boundingBox())!;
    const to = (await page.getByTestId('phase').nth(1).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 90, { steps: 15 });
    await page.mouse.up();
    await expect
      .poll(() => boardOf(page))
      .toEqual([
        ['Plan', ['Budget', 'Kick-off']],
        ['Ship', ['Brief']],
      ]);
    await allSaved(page);

    // Keyboard: pick up with Space, move toward the next phase with the arrow key, drop with Space.
    // Each key waits for what the user is told: the handle is pressed while the task is held, and
    // the drag's live region says where it is (the mouse drag above left words there too, so the
    // words are read only once the task is held).
    const keysHandle = page.getByRole('button', { name: 'Drag Kick-off' });
    const heard = async () => (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' ');
    await keysHandle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => keysHandle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(heard).toMatch(/^In Plan, position \d\.$/);
    await keyboardDragListening(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(heard).toMatch(/^In Ship, position \d\.$/);
    await page.keyboard.press('Space');
    await expect.poll(heard).toMatch(/^Dropped Kick-off\. In Ship, position \d\.$/);
    await expect.poll(async () => (await boardOf(page))[1]![1]).toContain('Kick-off');
    await allSaved(page);
    const moved = await boardOf(page);
    expect(moved[0]).toEqual(['Plan', ['Budget']]);

    await page.reload();
    await allSaved(page);
    await expect.poll(() => boardOf(page)).toEqual(moved);
  });

  it('keeps a checked checklist item, and archives and restores a task', async () => {
    const projectId = await newProject(`Dock signage ${Date.now()}`);
    const page = await openAs('pm.dev@lato.test', 'Elena Petrova');
    await openBoard(page, projectId);
    await addTo(page, 'Add a phase', ['Print']);
    await addTo(page, 'Add a task to Print', ['Proofs', 'Install']);
    await allSaved(page);

    await page.getByRole('button', { name: 'Open Proofs' }).click();
    const drawer = page.getByRole('dialog', { name: 'Proofs' });
    await addTo(page, 'Add a checklist item', ['Colours approved']);
    await drawer.getByRole('checkbox', { name: 'Colours approved' }).check();
    await allSaved(page);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await allSaved(page);
    const card = page.getByRole('article', { name: 'Proofs' });
    await card.getByLabel('Checklist 1 of 1 done').waitFor();

    await page.getByRole('button', { name: 'Open Proofs' }).click();
    await page.getByRole('dialog', { name: 'Proofs' }).getByRole('button', { name: 'Archive task' }).click();
    await expect.poll(() => boardOf(page)).toEqual([['Print', ['Install']]]);
    await allSaved(page);
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const archive = page.getByRole('dialog', { name: 'Archive' });
    await archive.getByTestId('archived-task').filter({ hasText: 'Proofs' }).waitFor();
    await archive.getByRole('button', { name: 'Restore Proofs' }).click();
    await archive.getByText('No archived tasks.').waitFor();
    await archive.getByRole('button', { name: 'Close' }).click();
    await allSaved(page);
    await page.reload();
    await allSaved(page);
    expect(await boardOf(page)).toEqual([['Print', ['Install', 'Proofs']]]);
  });

  it("shows a status changed on the board on the project's page at once, moving through the app without a reload", async () => {
    const name = `Harbour lights ${Date.now()}`;
    const projectId = await newProject(name);
    const page = await openAs('pm.dev@lato.test', 'Elena Petrova');
    await openBoard(page, projectId);
    await addTo(page, 'Add a phase', ['Wiring']);
    await addTo(page, 'Add a task to Wiring', ['Cables']);
    await allSaved(page);

    // The project's page, reached by its link: what it read is now in the app's cache.
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByText('0 of 1 tasks done').waitFor();
    await page.getByRole('link', { name: 'Open the phase editor' }).click();
    await allSaved(page);
    await page.getByRole('button', { name: 'Open Cables' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cables' });
    await drawer.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Done' }).click();
    await allSaved(page);
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Back on the project's page, still without a reload: the save marked it out of date.
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByText('1 of 1 tasks done').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/dashboard/projects/details/${projectId}`);
  });

  it('takes back a move whose save fails and says so, keeping the rest of the board', async () => {
    const projectId = await newProject(`Fuel dock ${Date.now()}`);
    const page = await openAs('pm.dev@lato.test', 'Elena Petrova');
    await openBoard(page, projectId);
    await addTo(page, 'Add a phase', ['Survey', 'Works']);
    await addTo(page, 'Add a task to Survey', ['Soundings']);
    await allSaved(page);

    await page.route('**/api/v1/projects/update_order/', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('button', { name: 'Move Soundings to…' }).click();
    await page.getByRole('menuitem', { name: 'To the top of Works' }).click();
    await page.getByText('Error updating order').waitFor();
    await allSaved(page);
    expect(await boardOf(page)).toEqual([
      ['Survey', ['Soundings']],
      ['Works', []],
    ]);
    await page.unroute('**/api/v1/projects/update_order/');
    await page.reload();
    await allSaved(page);
    expect(await boardOf(page)).toEqual([
      ['Survey', ['Soundings']],
      ['Works', []],
    ]);
  });
});
