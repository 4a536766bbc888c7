import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';
import { downloadedLines } from './download';

/**
 * Call analytics in Chromium: the Analytics tab of a client's Calls page shows the API's figures
 * for the period picked; its owner answers a question the assistant could not from the list, and
 * the question leaves it; the agency's managers read the same figures across clients, one client
 * picked from the list, in Spanish too.
 */

const { openAs } = useBrowserSessions();

const CLIENT = { email: 'client@lato.test', name: 'Grace Okafor' };
const CFO = { email: 'cfo@lato.test', name: 'Benjamin Carter' };
const CEO = { email: 'ceo@lato.test', name: 'Ava Moreno' };

type Summary = { calls: { value: number; previous: number | null }; missed: { value: number } };
type Unanswered = { rows: { question: string; times: number }[] };

/** A period ending today, as the page asks for it. */
const periodQuery = (days: number, compare = false) => {
  const today = dayjs();
  return `from=${today.subtract(days - 1, 'day').format('YYYY-MM-DD')}&to=${today.format('YYYY-MM-DD')}&compare=${compare}`;
};

const numbersOf = async (token: string) => callApi<{ id: number }[]>(token, '/api/v1/calls_service/chats/twilio-numbers/');
const figure = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();

describe('call analytics', () => {
  it('shows a number’s figures on the Calls page’s Analytics tab for the period picked, and its busiest hours as CSV', async () => {
    const token = await accessTokenOf(CLIENT.email);
    const [number] = await numbersOf(token);
    const summary = (days: number, compare = false) =>
      callApi<Summary>(token, `/api/v1/analytics/calls/summary/?${periodQuery(days, compare)}&number=${number!.id}`);
    const page = await openAs(CLIENT.email, CLIENT.name);
    await page.waitForURL('**/dashboard/calls*');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect.poll(() => page.url()).toMatch(/tab=analytics/);

    const thirty = await summary(30);
    expect(thirty.calls.value).toBeGreaterThan(0);
    await expect.poll(() => figure(page, 'Calls')).toBe(thirty.calls.value.toLocaleString('en-US'));

    await page.getByText('7 days', { exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/range=7d/);
    await expect.poll(() => figure(page, 'Calls')).toBe((await summary(7)).calls.value.toLocaleString('en-US'));

    await page.getByText('30 days', { exact: true }).click();
    await page.getByRole('switch', { name: 'Compare with the period before' }).click();
    await expect.poll(() => page.url()).toMatch(/compare=true/);
    const compared = await summary(30, true);
    expect(compared.calls.previous).toBeGreaterThan(0);
    await expect.poll(() => figure(page, 'Missed calls')).toBe(compared.missed.value.toLocaleString('en-US'));
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Calls', exact: true })
          .getByText(/from the period before/)
          .textContent(),
      )
      .toContain(`(${compared.calls.previous!.toLocaleString('en-US')})`);

    // The hours' figures add up to the period's calls.
    const lines = await downloadedLines(page.getByRole('button', { name: 'Download Busiest hours as CSV' }));
    expect(lines[0]).toBe(['Weekday', ...Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`)].join(','));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    const counted = lines.slice(1).flatMap((line) => line.split(',').slice(1).map(Number));
    expect(counted.reduce((sum, calls) => sum + calls, 0)).toBe(compared.calls.value);
  });

  it('lets the owner answer a question the assistant could not, from the list, which then leaves it', async () => {
    const token = await accessTokenOf(CLIENT.email);
    const numbers = await callApi<{ id: number; friendly_name: string }[]>(token, '/api/v1/calls_service/chats/twilio-numbers/');
    const frontDesk = numbers.find((n) => n.friendly_name.includes('Front desk'))!;
    const settingsPath = `/api/v1/calls_service/settings/${frontDesk.id}/`;
    const { twilio_number: _n, updated_at: _u, ...before } = await callApi<Record<string, unknown>>(token, settingsPath);
    onTestFinished(() => callApi(token, settingsPath, { method: 'PUT', body: before }));
    const unanswered = () =>
      callApi<Unanswered>(token, `/api/v1/analytics/calls/unanswered/?${periodQuery(90)}&number=${frontDesk.id}&limit=10`);
    const [asked] = (await unanswered()).rows;
    expect(asked).toBeDefined();

    const page = await openAs(CLIENT.email, CLIENT.name);
    await page.goto(`/dashboard/calls?number=${frontDesk.id}&tab=analytics&range=90d`);
    const list = page.getByRole('region', { name: 'Questions the assistant could not answer' });
    await list.getByText(asked!.question, { exact: true }).waitFor();
    await list.getByRole('button', { name: `Add to FAQ: ${asked!.question}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Add an answer to the FAQ' });
    expect(await dialog.getByRole('textbox', { name: 'Question' }).inputValue()).toBe(asked!.question);
    // Nothing written: the form says what is missing and keeps the dialog open.
    await dialog.getByRole('button', { name: 'Add to FAQ' }).click();
    await dialog.getByText('Write the answer the assistant should give.').waitFor();
    const answer = 'Yes: ask for it at the front desk, we book it like any visit.';
    await dialog.getByRole('textbox', { name: 'Answer' }).fill(answer);
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Add to FAQ' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });

    await list.getByText(asked!.question, { exact: true }).waitFor({ state: 'detached' });
    const settings = await callApi<{ faq: { question: string; answer: string }[] }>(token, settingsPath);
    expect(settings.faq.at(-1)).toEqual({ question: asked!.question, answer });
    expect((await unanswered()).rows.map((row) => row.question)).not.toContain(asked!.question);
  });

  it('shows the agency’s managers every client’s calls, or one client’s picked from the list, in Spanish too', async () => {
    const token = await accessTokenOf(CFO.email);
    const summary = (scope: string) => callApi<Summary>(token, `/api/v1/analytics/calls/summary/?${periodQuery(30)}${scope}`);
    const everyone = await summary('');
    const page = await openAs(CFO.email, CFO.name);
    await page.getByRole('navigation').getByRole('link', { name: 'Call analytics' }).click();
    await page.waitForURL('**/dashboard/call-analytics');
    await expect.poll(() => figure(page, 'Calls')).toBe(everyone.calls.value.toLocaleString('en-US'));

    const organisations = await callApi<{ id: number; name: string }[]>(token, '/api/v1/organisations/');
    const plumbing = organisations.find((o) => o.name.includes('Bernard'))!;
    const client = page.getByRole('combobox', { name: 'Client' });
    await client.click();
    await client.pressSequentially('Bern');
    await page.getByRole('option', { name: plumbing.name }).click();
    await page.waitForURL(new RegExp(`organisation=${plumbing.id}`));
    const theirs = await summary(`&organisation=${plumbing.id}`);
    expect(theirs.calls.value).toBeLessThan(everyone.calls.value);
    await expect.poll(() => figure(page, 'Calls')).toBe(theirs.calls.value.toLocaleString('en-US'));

    // In Spanish, as the CEO (the CFO's account language is another test's to choose): the same
    // client's figures from the address.
    const ceo = await openAs(CEO.email, CEO.name);
    await ceo.evaluate(() => localStorage.setItem('language', 'es'));
    await ceo.goto(`/dashboard/call-analytics?organisation=${plumbing.id}`);
    await ceo.getByRole('heading', { name: 'Analítica de llamadas' }).waitFor();
    await expect.poll(() => figure(ceo, 'Llamadas')).toBe(theirs.calls.value.toLocaleString('es-ES'));
  });
});
