import dayjs from 'dayjs';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterEach, describe, expect, inject, it, onTestFailed } from 'vitest';
import { DEMO_TEAM } from '@server/src/site-content/seed-content';
import { accessTokenOf, callApi } from './api';
import { keyboardDragListening } from './keyboard-drag';
import { useBrowserSessions } from './session';

/**
 * The public site as staff run it, in Chromium with real clicks and keys: a position written,
 * published and applied to, then moved along the hiring pipeline and its applicant's data deleted;
 * an FAQ answer reworded and moved to another category; a team card shown on the About page and
 * taken off it. Each change is checked on the public page a visitor reads.
 */

const { openAs } = useBrowserSessions();
const baseUrl = inject('baseUrl');

/** The visitors' browsers of a test (no session of their own), closed after it. */
const visitors: BrowserContext[] = [];
afterEach(async () => {
  for (const visitor of visitors.splice(0)) await visitor.close();
});

/** A visitor's page in a browser of its own, beside the staff member's: signed out, cookies of its own. */
async function visitorBeside(page: Page): Promise<Page> {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: baseUrl, locale: 'en-US', viewport: { width: 1400, height: 900 } });
  visitors.push(context);
  const visitor = await context.newPage();
  visitor.setDefaultTimeout(15_000);
  return visitor;
}

/** The public page taken over by its script (React has hydrated its root): its controls answer. */
async function takenOver(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

/** The answer to the next request to `path` (a pattern over the address's path) by `method`. */
const answerTo = (page: Page, method: string, path: RegExp): Promise<Response> =>
  page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname));

/** A text as read, each run of white space one space. */
const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('careers, as the CTO runs them', () => {
  it(
    'writes and publishes a position, which a visitor applies to; the application moves along the pipeline by keys and by its menu, and is deleted',
    { timeout: 120_000 },
    async () => {
      const stamp = Date.now();
      const title = `Accessibility engineer ${stamp}`;
      const applicant = `Inés Navarro ${stamp}`;
      const closing = dayjs().add(1, 'month').date(15);
      const page = await openAs('cto@lato.test', 'Chloe Nakamura');

      // The position, written in its form: plain fields, the rich-text editors, and the calendar.
      await page.goto('/dashboard/careers');
      await page.getByRole('link', { name: 'New position' }).click();
      await page.waitForURL('**/dashboard/careers/positions/new');
      await page.getByRole('textbox', { name: 'Department' }).fill('Engineering');
      await page.getByRole('textbox', { name: /^Location/ }).fill('Valencia');
      await page.getByRole('combobox', { name: 'Workplace' }).selectOption({ label: 'Remote' });
      await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Contract' });
      await page.getByRole('textbox', { name: 'Lowest yearly salary' }).fill('48000');
      await page.getByRole('textbox', { name: 'Highest yearly salary' }).fill('62000');
      await page.getByRole('button', { name: 'Closing date' }).click();
      // The calendar opens on this month: its next month's 15th is always ahead. Its arrow is found
      // by the name a screen reader says.
      await page.getByRole('button', { name: 'Next month' }).click();
      await page.getByRole('button', { name: closing.format('D MMMM YYYY'), exact: true }).click();
      await page.getByRole('button', { name: closing.format('D MMMM YYYY'), exact: true }).waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Closing date' }).textContent()).toBe(closing.format('D MMM YYYY'));

      const english = page.getByRole('group', { name: 'English' });
      const spanish = page.getByRole('group', { name: 'Spanish' });
      await english.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await spanish.getByRole('textbox', { name: 'Title', exact: true }).fill(`Ingeniera de accesibilidad ${stamp}`);
      await english.getByRole('textbox', { name: 'Description' }).click();
      await page.keyboard.type('Make every screen of Lato work with a keyboard and a screen reader.');
      // Requirements as a bulleted list, from the editor's own toolbar.
      await english.getByRole('textbox', { name: 'Requirements' }).click();
      await english.getByRole('button', { name: 'Bulleted list' }).nth(1).click();
      await page.keyboard.type('WCAG 2.1 in practice');
      await page.keyboard.press('Enter');
      await page.keyboard.type('React and TypeScript');
      await spanish.getByRole('textbox', { name: 'Description' }).click();
      await page.keyboard.type('Que cada pantalla de Lato funcione con teclado y lector de pantalla.');
      const created = answerTo(page, 'POST', /^\/api\/v1\/careers\/positions\/$/);
      await page.getByRole('button', { name: 'Save draft' }).click();
      expect((await created).status()).toBe(201);
      await page.waitForURL(/\/dashboard\/careers\/positions\/\d+$/);
      const positionId = Number(new URL(page.url()).pathname.split('/').at(-1));
      await page.getByText('Not on the site until it is published.').waitFor();

      await page.getByRole('button', { name: 'Publish' }).click();
      const onTheSite = page.getByRole('link', { name: /View on the site/ });
      const slug = (await onTheSite.getAttribute('href'))!.replace('/career/', '');
      const opened = page.context().waitForEvent('page');
      await onTheSite.click();
      const positionPage = await opened;
      await positionPage.waitForURL(`**/career/${slug}`);
      expect(await positionPage.locator('h1').innerText()).toBe(title);
      expect(await positionPage.locator('section[aria-labelledby="the-role"]').innerText()).toContain(
        'Make every screen of Lato work with a keyboard and a screen reader.',
      );
      expect(await positionPage.locator('section[aria-labelledby="requirements"] li').allInnerTexts()).toEqual([
        'WCAG 2.1 in practice',
        'React and TypeScript',
      ]);
      const facts = words(await positionPage.locator('main').textContent());
      expect(facts).toContain('Remote');
      expect(facts).toContain('Contract');
      expect(facts).toContain('Valencia · Engineering');
      expect(facts).toContain('€48,000 – €62,000 a year');
      expect(facts).toContain(`Applications close on ${closing.format('MMMM D, YYYY')}`);
      await positionPage.close();

      // A visitor finds it on the list of open positions, and applies with a CV from the file chooser.
      const visitor = await visitorBeside(page);
      await visitor.goto('/career');
      await visitor.locator('main article').getByRole('link', { name: title }).click();
      await visitor.waitForURL(`**/career/${slug}`);
      await visitor.goto(`/career/apply?position=${slug}`);
      await takenOver(visitor);
      expect(
        await visitor
          .getByRole('combobox', { name: 'Position', exact: true })
          .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]!.text),
      ).toBe(title);
      await visitor.getByRole('textbox', { name: 'Your name' }).fill(applicant);
      await visitor.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`ines.navarro.${stamp}@example.com`);
      const chooser = visitor.waitForEvent('filechooser');
      // Its label reads "CV *" to Playwright (the asterisk is hidden from the accessible name only).
      await visitor.getByLabel(/^CV\b/).click();
      await (
        await chooser
      ).setFiles({
        name: 'ines-navarro-cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
      await visitor.getByRole('checkbox').check();
      await visitor.getByRole('button', { name: 'Send application' }).click();
      await expect
        .poll(() => visitor.getByRole('status').innerText())
        .toBe('Thank you for applying. We have your application, and a confirmation is on its way to your inbox.');

      // The CTO's pipeline: the new card is on top of Received; the board is then narrowed to the position.
      await page.goto('/dashboard/careers/applications');
      const stage = (name: string) => page.getByRole('list', { name, exact: true });
      const card = page.getByRole('article', { name: applicant });
      await stage('Received').getByRole('article').first().and(card).waitFor();
      await page.getByRole('combobox', { name: 'Position' }).click();
      await page.getByRole('option', { name: title }).click();
      await page.waitForURL(`**/dashboard/careers/applications?position=${positionId}`);
      await expect.poll(() => stage('Received').getByRole('article').allInnerTexts()).toEqual([expect.stringContaining(applicant)]);

      // Keyboard: Space picks it up, the right arrow takes it to Shortlisted, Space drops it.
      const heard = async () => (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' ');
      const handle = page.getByRole('button', { name: `Drag ${applicant}` });
      const movedTo = () => answerTo(page, 'PATCH', /^\/api\/v1\/careers\/applications\/\d+\/stage\/$/);
      await handle.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
      await keyboardDragListening(page);
      await page.keyboard.press('ArrowRight');
      await expect.poll(heard).toBe('In Shortlisted, position 1.');
      let saved = movedTo();
      await page.keyboard.press('Space');
      await expect.poll(heard).toBe(`Dropped ${applicant}. In Shortlisted, position 1.`);
      expect((await saved).status()).toBe(200);
      await stage('Shortlisted').getByRole('article', { name: applicant }).waitFor();

      // Its "Move to…" menu takes it on to Interview.
      saved = movedTo();
      await card.getByRole('button', { name: `Move ${applicant} to…` }).click();
      await page.getByRole('menuitem', { name: 'To the top of Interview' }).click();
      expect((await saved).status()).toBe(200);
      await stage('Interview').getByRole('article', { name: applicant }).waitFor();

      await page.reload();
      await stage('Interview').getByRole('article', { name: applicant }).waitFor();
      expect(await stage('Received').getByRole('article').count()).toBe(0);
      expect(await stage('Shortlisted').getByRole('article').count()).toBe(0);

      // Its drawer: where it stands, and the CV shown in place.
      await card.getByRole('button', { name: `Open ${applicant}` }).click();
      const drawer = page.getByRole('dialog', { name: 'Application' });
      await drawer.getByRole('heading', { name: applicant }).waitFor();
      await drawer.getByText('Interview', { exact: true }).waitFor();
      const cv = drawer.locator(`iframe[title="CV of ${applicant}"]`);
      await expect.poll(() => cv.getAttribute('src')).toMatch(/^blob:/);

      // The applicant's data deleted on their request, after the confirmation: the card is gone for good.
      const erased = answerTo(page, 'DELETE', /^\/api\/v1\/careers\/applications\/\d+\/$/);
      await drawer.getByRole('button', { name: "Delete applicant's data" }).click();
      await page
        .getByRole('dialog', { name: `Delete ${applicant}'s data?` })
        .getByRole('button', { name: 'Delete their data' })
        .click();
      expect((await erased).status()).toBe(200);
      await drawer.waitFor({ state: 'detached' });
      await page.getByText('No one has applied to this position yet.').waitFor();
      await page.reload();
      await page.getByText('No one has applied to this position yet.').waitFor();
      expect(await card.count()).toBe(0);

      // No one applied any more: the position can go, and leaves the public list.
      await page.goto(`/dashboard/careers/positions/${positionId}`);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete this position?' }).getByRole('button', { name: 'Delete position' }).click();
      await page.waitForURL(/\/dashboard\/careers$/);
      await visitor.goto('/career');
      await visitor.locator('h1').waitFor();
      expect(await visitor.locator('main article').getByRole('link', { name: title }).count()).toBe(0);
      expect((await visitor.goto(`/career/${slug}`))!.status()).toBe(404);
      expect(await visitor.locator('h1').innerText()).toBe('Page not found');
    },
  );
});

/** The public FAQ as a visitor reads it: each category's name, and its questions with their answers as drawn. */
async function publicFaq(visitor: Page): Promise<[string, [string, string][]][]> {
  await visitor.goto('/faqs');
  const sections = await visitor
    .locator('section[aria-labelledby^="category-"]')
    .evaluateAll((all) =>
      all.map((section) => [
        section.querySelector('h2')?.textContent ?? '',
        [...section.querySelectorAll('details')].map((details) => [
          details.querySelector('summary')?.textContent ?? '',
          details.querySelector('summary + div > div')?.innerHTML ?? '',
        ]),
      ]),
    );
  return sections as [string, [string, string][]][];
}

interface AdminFaq {
  categories: { id: number; entries: { id: number; question_en: string; answer_en: string }[] }[];
}

/** Selects the last word of a rich-text field's text (before its full stop) with the keyboard, as a writer would. */
async function selectLastWord(page: Page, editor: Locator, word: string) {
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Control+Shift+ArrowLeft');
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe(word);
}

describe('site content, as a client PM edits it', () => {
  it('rewords an answer in its drawer and drags it to another category; the public FAQ follows, and is put back', async () => {
    const stamp = Date.now();
    const original = 'Who owns the code and the designs?';
    const reworded = `Who owns what we make together? ${stamp}`;

    // Should a step fail, the FAQ other tests read is put back as it was by the API.
    const token = await accessTokenOf('pm.client@lato.test');
    const kept = await callApi<AdminFaq>(token, '/api/v1/site-content/faq/');
    const entry = kept.categories.flatMap((category) => category.entries).find((candidate) => candidate.question_en === original)!;
    onTestFailed(async () => {
      await callApi(token, `/api/v1/site-content/faq/entries/${entry.id}/`, {
        method: 'PATCH',
        body: { question_en: entry.question_en, answer_en: entry.answer_en },
      });
      await callApi(token, '/api/v1/site-content/faq/entries/order/', {
        method: 'PUT',
        body: { categories: kept.categories.map((category) => ({ id: category.id, entries: category.entries.map((e) => e.id) })) },
      });
    });

    const page = await openAs('pm.client@lato.test', 'Diego Ramírez');
    // Tall enough for the whole FAQ: a drag starts and ends inside the window.
    await page.setViewportSize({ width: 1400, height: 2600 });
    const visitor = await visitorBeside(page);
    const before = await publicFaq(visitor);
    const answer = before.find(([name]) => name === 'Projects')![1].find(([question]) => question === original)![1];
    expect(answer).toMatch(/ project\.<\/p>$/);

    // The drawer: a new question, and the answer's last word made bold from the editor's toolbar.
    await page.goto('/dashboard/site-content');
    await page.getByRole('tab', { name: 'FAQ', selected: true }).waitFor();
    const board = page.getByTestId('faq-board');
    await board.getByRole('button', { name: `Edit ${original}` }).click();
    let drawer = page.getByRole('dialog', { name: 'Edit answer' });
    await drawer.getByRole('textbox', { name: 'Question in English' }).fill(reworded);
    await selectLastWord(page, drawer.getByRole('textbox', { name: 'Answer in English' }), 'project');
    await drawer.getByRole('button', { name: 'Bold' }).first().click();
    let patched = answerTo(page, 'PATCH', /^\/api\/v1\/site-content\/faq\/entries\/\d+\/$/);
    await drawer.getByRole('button', { name: 'Save answer' }).click();
    expect((await patched).status()).toBe(200);
    await drawer.waitFor({ state: 'detached' });
    await board.getByRole('list', { name: 'Projects' }).getByText(reworded).waitFor();

    // Mouse: the answer's handle pressed, past the drag threshold, and laid over Billing's first answer.
    // Each step waits for what the user is shown and told: the answer held, then where it would land.
    const handle = board.getByRole('button', { name: `Drag ${reworded}` });
    const from = (await handle.boundingBox())!;
    const to = (await board.getByRole('button', { name: 'Drag How is Lato AI billed?' }).boundingBox())!;
    const heard = async () => (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' ');
    // Hovered first: the mouse goes down on the handle once nothing lies over it (the closed drawer's overlay did, for a moment).
    await handle.hover();
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await expect.poll(heard).toBe('In Billing, position 1.');
    const ordered = answerTo(page, 'PUT', /^\/api\/v1\/site-content\/faq\/entries\/order\/$/);
    await page.mouse.up();
    expect((await ordered).status()).toBe(200);
    await board.getByRole('list', { name: 'Billing' }).getByText(reworded).waitFor();

    // The public page: the new question, its bold word, first in Billing and gone from Projects.
    const moved = before.map(([name, entries]): [string, [string, string][]] => {
      if (name === 'Projects') return [name, entries.filter(([question]) => question !== original)];
      if (name === 'Billing') return [name, [[reworded, answer.replace(/ project\.<\/p>$/, ' <strong>project</strong>.</p>')], ...entries]];
      return [name, entries];
    });
    expect(await publicFaq(visitor)).toEqual(moved);

    // Put back: "Move to…" takes it to the end of Projects, where it was, and the drawer undoes the words.
    const putBack = answerTo(page, 'PUT', /^\/api\/v1\/site-content\/faq\/entries\/order\/$/);
    await board.getByRole('button', { name: `Move ${reworded} to…` }).click();
    await page.getByRole('menuitem', { name: 'To the end of Projects' }).click();
    expect((await putBack).status()).toBe(200);
    await board.getByRole('list', { name: 'Projects' }).getByText(reworded).waitFor();
    await board.getByRole('button', { name: `Edit ${reworded}` }).click();
    drawer = page.getByRole('dialog', { name: 'Edit answer' });
    await drawer.getByRole('textbox', { name: 'Question in English' }).fill(original);
    await selectLastWord(page, drawer.getByRole('textbox', { name: 'Answer in English' }), 'project');
    await drawer.getByRole('button', { name: 'Bold' }).first().click();
    patched = answerTo(page, 'PATCH', /^\/api\/v1\/site-content\/faq\/entries\/\d+\/$/);
    await drawer.getByRole('button', { name: 'Save answer' }).click();
    expect((await patched).status()).toBe(200);
    await drawer.waitFor({ state: 'detached' });
    expect(await publicFaq(visitor)).toEqual(before);
  });
});

/** The team's cards on the About page, as a visitor reads them. */
const teamCardOf = (visitor: Page, name: string): Locator =>
  visitor.locator('section[aria-labelledby="team"] article').filter({ has: visitor.getByRole('heading', { name, exact: true }) });

describe('the public profile, as a DEV writes it', () => {
  it('takes the card off the About page, shows it again with a new title and bio, and puts the first words back', async () => {
    const stamp = Date.now();
    const seeded = DEMO_TEAM.find((member) => member.email === 'dev@lato.test')!;
    const seededCard = { shown: true, title_en: seeded.titleEn, title_es: seeded.titleEs, bio_en: seeded.bioEn, bio_es: seeded.bioEs };
    onTestFailed(async () => {
      await callApi(await accessTokenOf('dev@lato.test'), '/api/v1/site-content/team-profile/', { method: 'PUT', body: seededCard });
    });

    const page = await openAs('dev@lato.test', 'Farid Haddad');
    const visitor = await visitorBeside(page);
    await visitor.goto('/about-us');
    expect(await teamCardOf(visitor, 'Farid Haddad').innerText()).toContain(seeded.bioEn);

    await page.goto('/dashboard/account');
    const card = page.getByRole('region', { name: 'Public profile' });
    const shown = card.getByRole('switch', { name: 'Show me on the About page' });
    await card.getByRole('button', { name: 'Save public profile' }).waitFor();
    expect(await shown.isChecked()).toBe(true);
    const save = async (toast: string) => {
      const sent = answerTo(page, 'PUT', /^\/api\/v1\/site-content\/team-profile\/$/);
      await card.getByRole('button', { name: 'Save public profile' }).click();
      expect((await sent).status()).toBe(200);
      await page.getByText(toast).last().waitFor();
    };

    // Off: the About page no longer shows them.
    await shown.click();
    await expect.poll(() => shown.isChecked()).toBe(false);
    await save('Your public profile is saved. You are not shown on the About page.');
    await visitor.reload();
    await visitor.locator('h1').waitFor();
    expect(await teamCardOf(visitor, 'Farid Haddad').count()).toBe(0);

    // On, with a title and a bio of their own: the card says them.
    const title = `Accessibility lead ${stamp}`;
    const bio = `Farid makes every screen work with a keyboard and a screen reader (${stamp}).`;
    await shown.click();
    await expect.poll(() => shown.isChecked()).toBe(true);
    await card.getByRole('textbox', { name: 'Title in English' }).fill(title);
    await card.getByRole('textbox', { name: 'Short bio in English' }).fill(bio);
    await save('Your public profile is saved and shown on the About page.');
    await visitor.reload();
    const shownCard = teamCardOf(visitor, 'Farid Haddad');
    await shownCard.waitFor();
    await shownCard.getByText(title, { exact: true }).waitFor();
    await shownCard.getByText(bio, { exact: true }).waitFor();

    // Off again, then back to the demo's own words: each time the page follows.
    await shown.click();
    await save('Your public profile is saved. You are not shown on the About page.');
    await visitor.reload();
    await visitor.locator('h1').waitFor();
    expect(await teamCardOf(visitor, 'Farid Haddad').count()).toBe(0);

    await shown.click();
    await card.getByRole('textbox', { name: 'Title in English' }).fill(seeded.titleEn);
    await card.getByRole('textbox', { name: 'Short bio in English' }).fill(seeded.bioEn);
    await save('Your public profile is saved and shown on the About page.');
    await visitor.reload();
    expect(await teamCardOf(visitor, 'Farid Haddad').innerText()).toContain(seeded.bioEn);
  });
});
