import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';

/**
 * The logistics dashboard in Chromium: as the CTO, its figures are the API's for the period picked
 * (by clicks), and a project with work due is a click away; in Spanish, as the CEO.
 */

const { openAs } = useBrowserSessions();

const CTO = { email: 'cto@lato.test', name: 'Chloe Nakamura' };
const CEO = { email: 'ceo@lato.test', name: 'Ava Moreno' };

type Figure = { value: number | null; previous: number | null };
type Channels = { totals: { voice: Figure; sms: Figure; web: Figure } };
type Tasks = { totals: { due: number; late: number }; rows: { project: { id: number; name: string } }[] };

// The page reads the days in the browser's time zone: the API is asked in the same one.
const timeZone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
const period = (days: number) => {
  const today = dayjs();
  return `from=${today.subtract(days - 1, 'day').format('YYYY-MM-DD')}&to=${today.format('YYYY-MM-DD')}&compare=false&time_zone=${timeZone}`;
};

describe('the logistics dashboard', () => {
  it('shows the API’s figures for the period picked and leads to a project with work due, in Spanish too', async () => {
    const token = await accessTokenOf(CTO.email);
    const read = <T>(what: string, days: number) => callApi<T>(token, `/api/v1/analytics/logistics/${what}/?${period(days)}&limit=10`);

    const page = await openAs(CTO.email, CTO.name);
    await page.getByRole('navigation').getByRole('link', { name: 'Logistics' }).click();
    await page.waitForURL('**/dashboard/logistics');
    const figure = (title: string) => page.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    const month = await read<Channels>('channels', 30);
    expect(month.totals.voice.value).toBeGreaterThan(0);
    await expect.poll(() => figure('Calls')).toBe(month.totals.voice.value!.toLocaleString('en-US'));

    // Ninety days, by a click: the tasks due in them, and the project with the most late work opens.
    await page.getByText('90 days', { exact: true }).click();
    await page.waitForURL(/range=90d/);
    const tasks = await read<Tasks>('tasks', 90);
    expect(tasks.rows.length).toBeGreaterThan(0);
    await expect.poll(() => figure('Tasks due')).toBe(tasks.totals.due.toLocaleString('en-US'));
    const project = tasks.rows[0]!.project;
    await page.getByRole('region', { name: 'Tasks due by project' }).getByRole('link', { name: project.name }).click();
    await page.waitForURL(`**/dashboard/projects/details/${project.id}`);
    await page.getByRole('heading', { name: project.name }).first().waitFor();

    // The weeks Okafor Dental Studio joined in (a week before its brand refresh, seven months ago in
    // the demo): it went all the way to live.
    const around = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');
    await page.goto(`/dashboard/logistics?range=custom&from=${around(240)}&to=${around(195)}`);
    const okafor = page.getByRole('region', { name: 'New clients' }).getByRole('row').filter({ hasText: 'Okafor Dental Studio' });
    await expect.poll(() => okafor.getByRole('cell').nth(1).textContent()).toBe('Live');

    // In Spanish, as the CEO (another test chooses the account languages it needs): the same figures
    // (the CEO and the CTO both see every project).
    const ceo = await openAs(CEO.email, CEO.name);
    await ceo.evaluate(() => localStorage.setItem('language', 'es'));
    await ceo.goto('/dashboard/logistics?range=90d');
    await ceo.getByRole('heading', { name: 'Logística' }).waitFor();
    const spanish = (title: string) => ceo.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    await expect.poll(() => spanish('Tareas que vencen')).toBe(tasks.totals.due.toLocaleString('es-ES'));
  });
});
