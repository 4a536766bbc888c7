import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';
import { downloadedLines } from './download';

/**
 * The analytics dashboard in Chromium: its figures are the API's for the period picked with the
 * period buttons, the comparison switch and the calendar; a widget's CSV holds its rows.
 */

const { openAs } = useBrowserSessions();

const CEO = { email: 'ceo@lato.test', name: 'Ava Moreno' };
const DEV = { email: 'dev@lato.test', name: 'Farid Haddad' };

type Summary = { sessions: { value: number; previous: number | null } };
type Pages = { rows: { path: string; page_views: number }[] };

/** The period's query as the page asks for it (the browser runs in the machine's time zone). */
function periodQuery(from: dayjs.Dayjs, to: dayjs.Dayjs, compare = false): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `from=${from.format('YYYY-MM-DD')}&to=${to.format('YYYY-MM-DD')}&time_zone=${encodeURIComponent(timeZone)}&compare=${compare}`;
}

async function sessionsShown(page: Page): Promise<string> {
  return (await page.getByRole('region', { name: 'Sessions' }).locator('bdi').first().textContent()) ?? '';
}

describe('the analytics dashboard', () => {
  it('shows the API’s figures for the period picked with its buttons, the comparison and the calendar', async () => {
    const token = await accessTokenOf(CEO.email);
    const summary = (from: dayjs.Dayjs, to: dayjs.Dayjs, compare = false) =>
      callApi<Summary>(token, `/api/v1/analytics/site/summary/?${periodQuery(from, to, compare)}`);
    const today = dayjs();
    const page = await openAs(CEO.email, CEO.name);
    await page.goto('/dashboard');

    // The last 30 days, by default.
    const thirty = await summary(today.subtract(29, 'day'), today);
    expect(thirty.sessions.value).toBeGreaterThan(0);
    await expect.poll(() => sessionsShown(page)).toBe(thirty.sessions.value.toLocaleString('en-US'));

    // The last 7 days, from its button.
    await page.getByText('7 days', { exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/range=7d/);
    const seven = await summary(today.subtract(6, 'day'), today, false);
    await expect.poll(() => sessionsShown(page)).toBe(seven.sessions.value.toLocaleString('en-US'));

    // Compared with the 7 days before: the change is said beside the figure.
    await page.getByRole('switch', { name: 'Compare with the period before' }).click();
    await expect.poll(() => page.url()).toMatch(/compare=true/);
    const compared = await summary(today.subtract(6, 'day'), today, true);
    expect(compared.sessions.previous).not.toBeNull();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Sessions' })
          .getByText(/from the period before/)
          .textContent(),
      )
      .toContain(`(${compared.sessions.previous!.toLocaleString('en-US')})`);

    // Days of one's own, picked in the calendar: yesterday and today (or today and tomorrow's eve on the 1st).
    await page.getByText('Custom', { exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/range=custom/);
    const [from, to] = today.date() === 1 ? [today, today] : [today.subtract(1, 'day'), today];
    await page.getByRole('button', { name: /^Days/ }).click();
    await page.getByRole('button', { name: from.format('D MMMM YYYY'), exact: true }).click();
    await page.getByRole('button', { name: to.format('D MMMM YYYY'), exact: true }).click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`from=${from.format('YYYY-MM-DD')}.*to=${to.format('YYYY-MM-DD')}`));
    const picked = await summary(from, to, true);
    await expect.poll(() => sessionsShown(page)).toBe(picked.sessions.value.toLocaleString('en-US'));
  });

  it('downloads a widget’s rows as CSV and opens the pages’ details, for a developer too', async () => {
    const token = await accessTokenOf(DEV.email);
    const today = dayjs();
    const pages = await callApi<Pages>(token, `/api/v1/analytics/site/pages/?${periodQuery(today.subtract(29, 'day'), today)}&limit=5`);
    const page = await openAs(DEV.email, DEV.name);
    await page.goto('/dashboard');
    const topPages = page.getByRole('region', { name: 'Top pages' });
    await topPages.getByRole('table').waitFor();

    const lines = await downloadedLines(page.getByRole('button', { name: 'Download Top pages as CSV' }));
    expect(lines).toEqual(['Page,Views', ...pages.rows.map((row) => `${row.path},${row.page_views}`)]);

    await topPages.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Pages of the period' });
    await expect
      .poll(() => details.getByRole('columnheader').allTextContents())
      .toEqual(['Page', 'Views', 'Entrances', 'Bounce rate', 'Average time']);
    await expect.poll(() => details.getByRole('row').count()).toBeGreaterThan(pages.rows.length);
  });

  it('shows the audience page’s campaigns as the API counts them, in Spanish too', async () => {
    const token = await accessTokenOf(CEO.email);
    const today = dayjs();
    const campaigns = await callApi<{ rows: { key: string; sessions: number }[] }>(
      token,
      `/api/v1/analytics/site/breakdown/campaign/?${periodQuery(today.subtract(89, 'day'), today)}&limit=20`,
    );
    expect(campaigns.rows.length).toBeGreaterThan(0);
    const page = await openAs(CEO.email, CEO.name);
    await page.goto('/dashboard/analytics-2');
    await page.getByText('90 days', { exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/range=90d/);
    const table = page.getByRole('region', { name: 'UTM campaigns' }).getByRole('table');
    await expect
      .poll(async () => (await table.getByRole('row').allInnerTexts()).slice(1).map((row) => row.split('\t').slice(0, 2).join(' ')))
      .toEqual(campaigns.rows.map((row) => `${row.key} ${row.sessions.toLocaleString('en-US')}`));

    // The same page in Spanish: its headings and its figures' format follow the language.
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.reload();
    await page.getByRole('heading', { name: 'Audiencia y campañas' }).waitFor();
    await page.getByRole('region', { name: 'Campañas UTM' }).getByRole('table').waitFor();
  });
});
