import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';
import { downloadedLines } from './download';

/**
 * The marketing dashboard in Chromium: as the PM_CLIENT, its figures are the API's for the period
 * picked by a click, and a campaign is made in its form (a code another campaign has is refused on
 * the field), changed and deleted with real clicks and keys; in Spanish, as the CEO.
 */

const { openAs } = useBrowserSessions();

const PM = { email: 'pm.client@lato.test', name: 'Diego Ramírez' };
// The CEO reads it in Spanish: the CFO's account language is another test's to choose (it wins over the browser's).
const CEO = { email: 'ceo@lato.test', name: 'Ava Moreno' };

type Figure = { value: number | null; previous: number | null };
type Summary = { campaign_visits: Figure };
type Channels = {
  rows: { channel: string; sessions: number; referrers: { domain: string; sessions: number }[] }[];
  total_sessions: number;
};
type Rows = { rows: { campaign: { name: string; code: string }; visits: number }[] };

const timeZone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
const period = (days: number) => {
  const today = dayjs();
  return `from=${today.subtract(days - 1, 'day').format('YYYY-MM-DD')}&to=${today.format('YYYY-MM-DD')}&compare=false&time_zone=${timeZone}`;
};

describe('the marketing dashboard', () => {
  it('shows the API’s figures for the period picked, and makes, changes and deletes a campaign', async () => {
    const token = await accessTokenOf(PM.email);
    const read = <T>(what: string, days: number) => callApi<T>(token, `/api/v1/analytics/marketing/${what}/?${period(days)}`);

    const page = await openAs(PM.email, PM.name);
    await page.getByRole('navigation').getByRole('link', { name: 'Marketing' }).click();
    await page.waitForURL('**/dashboard/marketing');
    await page.getByText('90 days', { exact: true }).click();
    await page.waitForURL(/range=90d/);
    // Visits from campaigns only: other tests open public pages meanwhile, which changes all visits, never these.
    const summary = await read<Summary>('summary', 90);
    expect(summary.campaign_visits.value).toBeGreaterThan(0);
    const figure = (title: string) => page.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    await expect.poll(() => figure('Visits from campaigns')).toBe(summary.campaign_visits.value!.toLocaleString('en-US'));

    // Each campaign's visits, as its row in the table says them.
    const campaigns = page.getByRole('region', { name: 'Campaigns', exact: true });
    const rows = await read<Rows>('campaigns', 90);
    const busiest = rows.rows.reduce((best, row) => (row.visits > best.visits ? row : best));
    const rowOf = (name: string) => campaigns.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
    await expect
      .poll(() => rowOf(busiest.campaign.name).getByRole('cell').nth(4).textContent())
      .toBe(busiest.visits.toLocaleString('en-US'));

    // A new campaign, typed and picked as a person would; its code first clashes with another's.
    const stamp = Date.now().toString(36);
    const name = `Autumn webinar ${stamp}`;
    await campaigns.getByRole('button', { name: 'New campaign' }).click();
    const form = page.getByRole('dialog', { name: 'New campaign' });
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('textbox', { name: /^Code/ }).fill(busiest.campaign.code);
    await form.getByRole('button', { name: /^Starts on/ }).click();
    const start = dayjs().date(10);
    await page.getByRole('button', { name: start.format('D MMMM YYYY'), exact: true }).click();
    await page.getByRole('button', { name: start.format('D MMMM YYYY'), exact: true }).waitFor({ state: 'detached' });
    const owner = form.getByRole('combobox', { name: 'Owner' });
    await owner.click();
    await owner.pressSequentially('Paula');
    await page.getByRole('option', { name: 'Paula Gómez' }).click();
    expect(await owner.inputValue()).toBe('Paula Gómez');
    await form.getByRole('button', { name: 'Create campaign' }).click();
    await form.getByText('Another campaign already uses this code: choose another.').waitFor();
    const code = `autumn-webinar-${stamp}`;
    await form.getByRole('textbox', { name: /^Code/ }).fill(code.toUpperCase());
    await form.getByRole('button', { name: 'Create campaign' }).click();
    await form.waitFor({ state: 'detached' });
    const made = rowOf(name);
    await made.waitFor();
    expect(await made.getByRole('cell').nth(1).textContent()).toBe(code);
    expect(await made.getByRole('cell').nth(3).textContent()).toBe('Paula Gómez');
    expect(await made.getByRole('cell').nth(2).textContent()).toContain(start.format('MMM D, YYYY'));

    // Renamed, then deleted.
    await made.getByRole('button', { name }).click();
    const edit = page.getByRole('dialog', { name: 'Campaign' });
    await edit.getByRole('textbox', { name: /^Name/ }).fill(`${name} (renamed)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await rowOf(`${name} (renamed)`).getByRole('button').click();
    await page.getByRole('dialog', { name: 'Campaign' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this campaign?' }).getByRole('button', { name: 'Delete campaign' }).click();
    await rowOf(`${name} (renamed)`).waitFor({ state: 'detached' });
    const after = await read<Rows>('campaigns', 90);
    expect(after.rows.some((row) => row.campaign.code === code)).toBe(false);

    const ceo = await openAs(CEO.email, CEO.name);
    await ceo.evaluate(() => localStorage.setItem('language', 'es'));
    await ceo.goto('/dashboard/marketing?range=90d');
    await ceo.getByRole('heading', { name: 'Marketing' }).waitFor();
    const spanish = (title: string) => ceo.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    await expect.poll(() => spanish('Visitas de campañas')).toBe(summary.campaign_visits.value!.toLocaleString('es-ES'));
  });

  it('shows the visits by channel the API counts, with their referring sites, and downloads them as CSV', async () => {
    const token = await accessTokenOf(PM.email);
    const CHANNEL_NAMES: Record<string, string> = {
      paid: 'Paid ads',
      email: 'E-mail',
      social: 'Social networks',
      search: 'Search engines',
      referral: 'Other sites',
      direct: 'Direct',
    };
    const page = await openAs(PM.email, PM.name);
    await page.goto('/dashboard/marketing');
    await page.getByText('90 days', { exact: true }).click();
    await page.waitForURL(/range=90d/);
    // Read once: the browser files run one at a time, and nothing here opens a public page.
    const channels = await callApi<Channels>(token, `/api/v1/analytics/marketing/channels/?${period(90)}`);
    expect(channels.total_sessions).toBeGreaterThan(0);
    const widget = page.getByRole('region', { name: 'Visits by channel', exact: true });
    // The table screen readers get holds the chart's figures: each channel's visits, as the API counts them.
    const table = widget.getByRole('table');
    const expected = channels.rows.map((row) => [
      CHANNEL_NAMES[row.channel]!,
      row.sessions.toLocaleString('en-US'),
      row.referrers.map((referrer) => `${referrer.domain} (${referrer.sessions.toLocaleString('en-US')})`).join(', ') || '–',
    ]);
    await expect
      .poll(() =>
        table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))),
      )
      .toEqual(expected);

    const lines = await downloadedLines(widget.getByRole('button', { name: 'Download Visits by channel as CSV' }));
    expect(lines[0]).toBe('Channel,Visits,Top referring sites');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(channels.rows.map((row) => String(row.sessions)));
  });
});
