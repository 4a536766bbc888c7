import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';

/**
 * The client accounts dashboard (CRM-2) in Chromium: as the CFO, its figures are the API's for the
 * period picked by a click, and a project in progress is a click away; in Spanish, as the CEO.
 */

const { openAs } = useBrowserSessions();

const CFO = { email: 'cfo@lato.test', name: 'Benjamin Carter' };
const CEO = { email: 'ceo@lato.test', name: 'Ava Moreno' };

type Figure = { value: number | null; previous: number | null };
type Summary = { active_clients: number; tasks_done: Figure; projects_in_progress: number };
type Projects = { rows: { project: { id: number; name: string } }[] };

const timeZone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
const period = (days: number) => {
  const today = dayjs();
  return `from=${today.subtract(days - 1, 'day').format('YYYY-MM-DD')}&to=${today.format('YYYY-MM-DD')}&compare=false&time_zone=${timeZone}`;
};

describe('the client accounts dashboard', () => {
  it('shows the API’s figures for the period picked and leads to a project in progress, in Spanish too', async () => {
    const token = await accessTokenOf(CFO.email);
    const read = <T>(what: string, days: number) => callApi<T>(token, `/api/v1/analytics/clients/${what}/?${period(days)}&limit=10`);

    const page = await openAs(CFO.email, CFO.name);
    await page.getByRole('navigation').getByRole('link', { name: 'Client accounts' }).click();
    await page.waitForURL('**/dashboard/crm-2');
    await page.getByText('90 days', { exact: true }).click();
    await page.waitForURL(/range=90d/);
    const summary = await read<Summary>('summary', 90);
    expect(summary.active_clients).toBeGreaterThan(0);
    const figure = (title: string) => page.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    await expect.poll(() => figure('Tasks done')).toBe(summary.tasks_done.value!.toLocaleString('en-US'));
    await expect.poll(() => figure('Active clients')).toBe(summary.active_clients.toLocaleString('en-US'));

    const projects = await read<Projects>('projects', 90);
    expect(projects.rows.length).toBeGreaterThan(0);
    const project = projects.rows[0]!.project;
    await page.getByRole('region', { name: 'Projects due next', exact: true }).getByRole('link', { name: project.name }).click();
    await page.waitForURL(`**/dashboard/projects/details/${project.id}`);

    const ceo = await openAs(CEO.email, CEO.name);
    await ceo.evaluate(() => localStorage.setItem('language', 'es'));
    await ceo.goto('/dashboard/crm-2?range=90d');
    await ceo.getByRole('heading', { name: 'Cuentas de clientes' }).waitFor();
    const spanish = (title: string) => ceo.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    await expect.poll(() => spanish('Proyectos en curso')).toBe(summary.projects_in_progress.toLocaleString('es-ES'));
  });
});
