import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';
import { downloadedLines } from './download';

const { openAs } = useBrowserSessions();

/** How the range field shows two days ("13 Nov 2026 – 16 Nov 2026"). */
const shown = (from: dayjs.Dayjs, to: dayjs.Dayjs) => `${from.format('D MMM YYYY')} – ${to.format('D MMM YYYY')}`;
/** A calendar day's own name, as the calendar labels its button. */
const dayName = (day: dayjs.Dayjs) => day.format('D MMMM YYYY');

/** The 13th and the 16th of the month the calendar opens on when the field is empty. */
const thisMonth = () => ({ from: dayjs().date(13), to: dayjs().date(16) });

/** Opens the calendar with a click and clicks two of its days. */
async function pickWithMouse(page: Page, field: Locator, from: dayjs.Dayjs, to: dayjs.Dayjs) {
  await field.click();
  await page.getByRole('button', { name: dayName(from), exact: true }).click();
  await page.getByRole('button', { name: dayName(to), exact: true }).click();
  await page.getByRole('button', { name: dayName(to), exact: true }).waitFor({ state: 'detached' });
}

/**
 * Opens the calendar from the keyboard (it focuses a day), then picks that day moved by `startMoves` arrows, and the end `endMoves` arrows later.
 * Answers the two days it picked.
 */
async function pickWithKeyboard(page: Page, field: Locator, startMoves: string[], endMoves: string[]) {
  await field.focus();
  await page.keyboard.press('Enter');
  const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  // The calendar opens; focus goes onto the day it offers (the range's start, else today). When
  // focus stays on the field (the drawer's focus trap may keep it there), Tab takes it past the
  // calendar's header (previous, month, next) onto that day, as a keyboard user would go.
  const offeredDay = page.locator('[data-autofocus][data-mantine-stop-propagation]');
  await offeredDay.waitFor();
  if (!/^\d{1,2} \S+ \d{4}$/.test(await focusedDay())) for (let control = 0; control < 4; control += 1) await page.keyboard.press('Tab');
  const offered = await focusedDay();
  expect(offered, 'the calendar offers a day').toMatch(/^\d{1,2} \w+ \d{4}$/);
  const moved = (day: dayjs.Dayjs, keys: string[]) =>
    keys.reduce((d, key) => d.add(key === 'ArrowUp' ? -7 : key === 'ArrowDown' ? 7 : key === 'ArrowLeft' ? -1 : 1, 'day'), day);
  const from = moved(dayjs(new Date(offered)), startMoves);
  const to = moved(from, endMoves);
  for (const key of startMoves) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  for (const key of endMoves) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: dayName(to), exact: true }).waitFor({ state: 'detached' });
  return { offered, from, to };
}

/** A project of the PM's with one phase and one task, with no dates, assigned to the demo DEV. */
async function taskWithoutDates(title: string): Promise<number> {
  const pm = await accessTokenOf('pm.dev@lato.test');
  const dev = await accessTokenOf('dev@lato.test');
  const me = await callApi<{ id: number }>(dev, '/api/v1/users/me/profile/');
  const project = await callApi<{ id: number }>(pm, '/api/v1/projects/project-list/', {
    method: 'POST',
    body: { name: `Dates ${title}`, status: 'in_progress', members: [me.id] },
    status: 201,
  });
  const phase = await callApi<{ phase: { id: number } }>(pm, '/api/v1/projects/phases/', {
    method: 'POST',
    body: { project: project.id, name: 'Build' },
    status: 201,
  });
  await callApi(pm, '/api/v1/projects/tasks/', { method: 'POST', body: { phase: phase.phase.id, title, assignees: [me.id] }, status: 201 });
  return project.id;
}

const allSaved = (page: Page) => page.getByText('All changes saved').last().waitFor();

/** The task's Dates field in its drawer (opened if need be). */
const datesOf = (drawer: Locator) => drawer.getByRole('button', { name: 'Dates' });

/**
 * The drawer shows `from` to `to`, all changes are saved, and after a reload the reopened drawer
 * shows them still; answers the reopened drawer.
 */
async function expectKept(page: Page, drawer: Locator, title: string, from: dayjs.Dayjs, to: dayjs.Dayjs) {
  await expect.poll(() => datesOf(drawer).textContent()).toBe(shown(from, to));
  await allSaved(page);
  await page.reload();
  await allSaved(page);
  const reopened = await openDrawer(page, title);
  expect(await datesOf(reopened).textContent()).toBe(shown(from, to));
  return reopened;
}

async function openDrawer(page: Page, title: string) {
  if (page.url().includes('todo-list')) {
    // The board draws the cards that come into view: its search brings this one up.
    await page.getByRole('textbox', { name: 'Search tasks' }).fill(title);
  }
  await page.getByRole('button', { name: `Open ${title}` }).click();
  return page.getByRole('dialog', { name: title });
}

describe('picking dates', () => {
  it('sets a task’s dates in the phase editor’s drawer with clicks, changes them with the keyboard, and keeps both after a reload', async () => {
    const title = `Wireframes ${Date.now()}`;
    const projectId = await taskWithoutDates(title);
    const page = await openAs('pm.dev@lato.test', 'Elena Petrova');
    await page.goto(`/dashboard/projects/details/${projectId}/phase`);
    await allSaved(page);

    let drawer = await openDrawer(page, title);
    const { from, to } = thisMonth();
    await pickWithMouse(page, datesOf(drawer), from, to);
    drawer = await expectKept(page, drawer, title, from, to);

    const picked = await pickWithKeyboard(page, datesOf(drawer), ['ArrowDown'], ['ArrowRight', 'ArrowRight']);
    await expectKept(page, drawer, title, picked.from, picked.to);
  });

  it('sets a task’s dates in the todo board’s drawer with the keyboard, changes them with clicks, and keeps both after a reload', async () => {
    const title = `Copy review ${Date.now()}`;
    await taskWithoutDates(title);
    const page = await openAs('dev@lato.test', 'Farid Haddad');
    await page.goto('/dashboard/todo-list');
    await allSaved(page);

    let drawer = await openDrawer(page, title);
    // The calendar offers today: a week away from it, within its month, then the day after.
    const aWeek = dayjs().date() > 15 ? 'ArrowUp' : 'ArrowDown';
    const picked = await pickWithKeyboard(page, datesOf(drawer), [aWeek], ['ArrowRight']);
    expect(picked.offered).toBe(dayName(dayjs()));
    drawer = await expectKept(page, drawer, title, picked.from, picked.to);

    // The calendar opens on the month of the start: two days of that month.
    const from = picked.from.date(13);
    const to = picked.from.date(16);
    await pickWithMouse(page, datesOf(drawer), from, to);
    await expectKept(page, drawer, title, from, to);
  });

  it('keeps a task’s dates when the calendar is closed after one click', async () => {
    const title = `Sitemap ${Date.now()}`;
    await taskWithoutDates(title);
    const page = await openAs('dev@lato.test', 'Farid Haddad');
    await page.goto('/dashboard/todo-list');
    await allSaved(page);
    const drawer = await openDrawer(page, title);
    // The search left one card in To Do, and its count says so.
    await page
      .getByTestId('todo-column')
      .first()
      .getByLabel(/^1 of \d+ cards shown$/)
      .waitFor();
    const { from, to } = thisMonth();
    await pickWithMouse(page, datesOf(drawer), from, to);
    await allSaved(page);

    await datesOf(drawer).click();
    await page.getByRole('button', { name: dayName(from.date(20)), exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: dayName(from.date(20)), exact: true }).waitFor({ state: 'detached' });
    expect(await datesOf(drawer).textContent()).toBe(shown(from, to));
  });

  it('filters the calls by dates picked with clicks and with the keyboard, kept in the address', async () => {
    const page = await openAs('client@lato.test', 'Grace Okafor');
    await page.waitForURL('**/dashboard/calls');
    await page.getByTestId('call-row').first().waitFor();
    const field = page.getByRole('button', { name: /^Dates / });

    const { from, to } = thisMonth();
    await pickWithMouse(page, field, from, to);
    await page.waitForURL(new RegExp(`from=${from.format('YYYY-MM-DD')}.*to=${to.format('YYYY-MM-DD')}`));
    await page.reload();
    await expect.poll(() => field.textContent()).toBe(shown(from, to));

    const picked = await pickWithKeyboard(page, field, ['ArrowDown', 'ArrowDown'], ['ArrowRight']);
    await page.waitForURL(new RegExp(`from=${picked.from.format('YYYY-MM-DD')}.*to=${picked.to.format('YYYY-MM-DD')}`));
    await page.reload();
    await expect.poll(() => field.textContent()).toBe(shown(picked.from, picked.to));
  });
});

describe('the audit log', () => {
  it('filters by action, person and dates with real clicks and keys, kept in the address, and exports what it shows', async () => {
    const page = await openAs('ceo@lato.test', 'Ava Moreno');
    // An event the filters must leave out: someone else's failed sign-in.
    await page.request.post('/api/v1/users/login/', { data: { email: 'nobody.audit@lato.test', password: 'a-wrong-guess-1' } });
    await page.getByTestId('sidebar').getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const rows = page.getByTestId('audit-events').locator('tbody tr');
    await rows.filter({ hasText: 'nobody.audit@lato.test' }).first().waitFor();

    await page.getByRole('combobox', { name: 'Actions' }).click();
    await page.getByRole('option', { name: 'Signed in' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => decodeURIComponent(page.url())).toMatch(/action=.*sign_in/);
    await page.getByRole('textbox', { name: 'Person' }).fill('ceo@lato');
    await expect.poll(() => decodeURIComponent(page.url())).toMatch(/actor=.*ceo@lato/);
    // Today with the day before it, or after it on the first of the month (both in the month shown).
    const today = dayjs();
    const [from, to] = today.date() === 1 ? [today, today.add(1, 'day')] : [today.subtract(1, 'day'), today];
    await pickWithMouse(page, page.getByRole('button', { name: /^Dates/ }), from, to);
    await expect.poll(() => page.url()).toMatch(new RegExp(`from=${from.format('YYYY-MM-DD')}.*to=${to.format('YYYY-MM-DD')}`));
    await expect
      .poll(async () => (await rows.allTextContents()).every((row) => row.includes('Signed in') && row.includes('ceo@lato.test')))
      .toBe(true);
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.filter({ hasText: 'nobody.audit@lato.test' }).count()).toBe(0);

    const lines = await downloadedLines(page.getByRole('button', { name: 'Export CSV' }));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toMatch(/sign_in.*ceo@lato\.test|ceo@lato\.test.*sign_in/);
  });
});
