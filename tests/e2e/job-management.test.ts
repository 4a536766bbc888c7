import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';
import { downloadedLines } from './download';

/**
 * The job-management dashboard in Chromium, as a PM of the developers who hires: its figures are
 * the API's for the period picked, its positions download as CSV, and the pipeline is a click away.
 */

const { openAs } = useBrowserSessions();

const HIRER = { email: 'pm.dev@lato.test', name: 'Elena Petrova' };

function periodQuery(from: dayjs.Dayjs, to: dayjs.Dayjs): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `from=${from.format('YYYY-MM-DD')}&to=${to.format('YYYY-MM-DD')}&time_zone=${encodeURIComponent(timeZone)}&compare=false`;
}

describe('the job-management dashboard', () => {
  it('shows the API’s hiring figures for the last 90 days, downloads the positions and leads to the pipeline', async () => {
    const token = await accessTokenOf(HIRER.email);
    const today = dayjs();
    const query = periodQuery(today.subtract(89, 'day'), today);
    const summary = await callApi<{ received: { value: number }; hired: { value: number } }>(
      token,
      `/api/v1/analytics/careers/summary/?${query}`,
    );
    const positions = await callApi<{ rows: { title: string; applicants: number }[] }>(
      token,
      `/api/v1/analytics/careers/positions/?${query}&lang=en`,
    );
    expect(summary.received.value).toBeGreaterThan(0);

    const page = await openAs(HIRER.email, HIRER.name);
    await page.getByRole('navigation').getByRole('link', { name: 'Job management' }).click();
    await page.waitForURL('**/dashboard/job-management');
    await page.getByText('90 days', { exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/range=90d/);
    const figure = (title: string) => page.getByRole('region', { name: title }).locator('bdi').first().textContent();
    await expect.poll(() => figure('Applications received')).toBe(summary.received.value.toLocaleString('en-US'));
    await expect.poll(() => figure('Hired')).toBe(summary.hired.value.toLocaleString('en-US'));

    const lines = await downloadedLines(page.getByRole('button', { name: 'Download Positions as CSV' }));
    expect(lines[0]).toBe('Position,Department,Status,Closes,Applicants,In progress,Hired,Received in the period');
    expect(lines.slice(1).map((line) => Number(line.split(',').at(-4)))).toEqual(positions.rows.map((row) => row.applicants));

    await page.getByRole('link', { name: 'Open the pipeline' }).click();
    await page.waitForURL('**/dashboard/careers/applications');
  });
});
