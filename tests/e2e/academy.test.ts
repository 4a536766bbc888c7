import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';

/**
 * The academy in Chromium: an editor (PM_CLIENT) reads the figures the API gives, writes a module
 * in both languages and publishes it, moves it up with its button from the keyboard; a client
 * person reads it in Spanish, marks it done and sees their progress move; the editor deletes it.
 */

const { openAs, openAnotherAs } = useBrowserSessions();

const EDITOR = { email: 'pm.client@lato.test', name: 'Diego Ramírez' };
const CLIENT = { email: 'client@lato.test', name: 'Grace Okafor' };

type Figure = { value: number | null; previous: number | null };
type Summary = { completions: Figure; client_people: number };
type Learners = {
  count: number;
  num_pages: number;
  results: { person: { name: string; email: string } }[];
};
type Modules = {
  results: { id: number; title: { en: string; es: string }; position: number; completed_at: string | null; published: boolean }[];
};

const timeZone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
const today = new Date();
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const quarter = `from=${iso(new Date(today.getTime() - 89 * 86_400_000))}&to=${iso(today)}&compare=false&time_zone=${timeZone}`;

describe('the academy', () => {
  it('is written and ordered by an editor, read and marked done by a client person in Spanish, and its figures are the API’s', async () => {
    const editorToken = await accessTokenOf(EDITOR.email);
    const clientToken = await accessTokenOf(CLIENT.email);

    const page = await openAs(EDITOR.email, EDITOR.name);
    await page.getByRole('navigation').getByRole('link', { name: 'Learning management' }).click();
    await page.waitForURL('**/dashboard/learning-management');
    await page.getByText('90 days', { exact: true }).click();
    await page.waitForURL(/range=90d/);
    const summary = await callApi<Summary>(editorToken, `/api/v1/analytics/academy/summary/?${quarter}`);
    expect(summary.completions.value).toBeGreaterThan(0);
    const figure = (title: string) => page.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    await expect.poll(() => figure('Modules done')).toBe(summary.completions.value!.toLocaleString('en-US'));
    await expect.poll(() => figure('Client people')).toBe(summary.client_people.toLocaleString('en-US'));

    // A new module, typed in both languages and published.
    const stamp = Date.now().toString(36);
    const title = `Call forwarding ${stamp}`;
    const spanishTitle = `Desvío de llamadas ${stamp}`;
    const modules = page.getByRole('region', { name: 'Modules', exact: true });
    await modules.getByRole('button', { name: 'New module' }).click();
    const form = page.getByRole('dialog', { name: 'New module' });
    const english = form.getByRole('group', { name: 'English' });
    const spanish = form.getByRole('group', { name: 'Spanish' });
    await english.getByRole('textbox', { name: /^Title/ }).fill(title);
    await english.getByRole('textbox', { name: /^Summary/ }).fill('Send calls to your mobile when the assistant cannot help.');
    await spanish.getByRole('textbox', { name: /^Title/ }).fill(spanishTitle);
    await spanish.getByRole('textbox', { name: /^Summary/ }).fill('Pasa las llamadas a tu móvil cuando el asistente no pueda ayudar.');
    // Saved without a lesson, the form says which one is missing.
    await form.getByRole('button', { name: 'Create module' }).click();
    await form.getByText('This field is required.').first().waitFor();
    await english.getByRole('textbox', { name: /^Lesson/ }).click();
    await page.keyboard.type('Open Settings, choose your number and type the mobile to forward to.');
    await spanish.getByRole('textbox', { name: /^Lesson/ }).click();
    await page.keyboard.type('Abre Ajustes, elige tu número y escribe el móvil al que desviar.');
    await form.getByRole('switch', { name: 'Published: clients see it' }).check();
    await form.getByRole('button', { name: 'Create module' }).click();
    await form.waitFor({ state: 'detached' });

    const before = await callApi<Modules>(editorToken, '/api/v1/academy/modules/');
    const made = before.results.find((module) => module.title.en === title)!;
    expect(made.position).toBe(before.results.length);
    expect(made.published).toBe(true);

    // Moved up one place from the keyboard.
    const moveUp = modules.getByRole('button', { name: `Move ${title} up` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    // Focus stays on the moved module's arrow, so it can be moved again at once.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move ${title} up`);
    await expect
      .poll(
        async () =>
          (await callApi<Modules>(editorToken, '/api/v1/academy/modules/')).results.find((module) => module.id === made.id)!.position,
      )
      .toBe(made.position - 1);

    // The client person reads it in Spanish and marks it done.
    const client = await openAnotherAs(CLIENT.email, CLIENT.name);
    await client.getByRole('navigation').getByRole('link', { name: 'Academy' }).click();
    await client.waitForURL('**/dashboard/learning-management');
    await client.evaluate(() => localStorage.setItem('language', 'es'));
    await client.reload();
    await client.getByRole('heading', { name: 'Academia', level: 1 }).waitFor();
    const progress = client.getByRole('region', { name: 'Tu progreso' });
    const doneBefore = (await callApi<Modules>(clientToken, '/api/v1/academy/modules/')).results.filter(
      (m) => m.completed_at !== null,
    ).length;
    await progress.getByText(new RegExp(`^${doneBefore} de \\d+ hechos$`)).waitFor();
    const card = client.getByRole('article', { name: new RegExp(spanishTitle) });
    await card.getByRole('button', { name: 'Leer' }).click();
    const reader = client.getByRole('dialog', { name: spanishTitle });
    await reader.getByText('Abre Ajustes, elige tu número').waitFor();
    await reader.getByRole('button', { name: 'Marcar como hecho' }).click();
    await reader.getByRole('button', { name: 'Marcar como no hecho' }).waitFor();
    await progress.getByText(new RegExp(`^${doneBefore + 1} de \\d+ hechos$`)).waitFor();
    const mine = await callApi<Modules>(clientToken, '/api/v1/academy/modules/');
    expect(mine.results.find((module) => module.id === made.id)!.completed_at).not.toBeNull();

    // The editor deletes it.
    await page.reload();
    await modules.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('dialog', { name: 'Module' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this module?' }).getByRole('button', { name: 'Delete module' }).click();
    await modules.getByRole('button', { name: `Edit ${title}` }).waitFor({ state: 'detached' });
    const after = await callApi<Modules>(editorToken, '/api/v1/academy/modules/');
    expect(after.results.some((module) => module.id === made.id)).toBe(false);
  });

  it('finds a client person by typing in the progress table’s search, and pages through it with the pager', async () => {
    const token = await accessTokenOf(EDITOR.email);
    const learnersPath = (query: string) => `/api/v1/analytics/academy/learners/?page_size=10&${query}`;
    const first = await callApi<Learners>(token, learnersPath('page=1'));
    expect(first.results.length).toBeGreaterThan(0);

    const page = await openAs(EDITOR.email, EDITOR.name);
    await page.goto('/dashboard/learning-management');
    const table = page.getByRole('region', { name: "Clients' progress", exact: true });
    const names = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
    const showsEach = (shown: string[], expected: Learners) =>
      shown.length === expected.results.length && expected.results.every((learner, index) => shown[index]!.includes(learner.person.name));
    await expect.poll(async () => showsEach(await names(), first)).toBe(true);

    // Typed, not set: the search waits for a pause in the typing, then asks the server.
    const wanted = first.results.at(-1)!.person.name;
    const word = wanted.split(' ').at(-1)!;
    await table.getByRole('textbox', { name: 'Search by name or e-mail' }).click();
    await page.keyboard.type(word);
    const found = await callApi<Learners>(token, learnersPath(`page=1&search=${encodeURIComponent(word)}`));
    expect(found.results.some((learner) => learner.person.name === wanted)).toBe(true);
    await expect.poll(async () => showsEach(await names(), found)).toBe(true);

    // A search that finds no one says so.
    await page.keyboard.type('zzqx');
    await table.getByText('Nobody matches this search.').waitFor();
    for (let typed = 0; typed < word.length + 4; typed++) await page.keyboard.press('Backspace');
    await expect.poll(async () => showsEach(await names(), first)).toBe(true);

    // The pager: the demo has more client people than a page holds.
    expect(first.num_pages).toBeGreaterThan(1);
    await table.getByRole('button', { name: 'Page 2' }).click();
    const second = await callApi<Learners>(token, learnersPath('page=2'));
    await expect.poll(async () => showsEach(await names(), second)).toBe(true);
  });
});
