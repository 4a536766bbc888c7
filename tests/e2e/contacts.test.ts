import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './api';
import { useBrowserSessions } from './session';
import { downloadedLines } from './download';

/**
 * The contacts table and the CRM dashboard in Chromium, with real clicks and keys: a filter, an
 * order, a CSV import checked then imported, a bulk tag and status, the export, the columns chosen
 * and remembered, a bulk delete; a client sees only their business's contacts; the CRM's figures
 * are the API's, in Spanish too.
 */

const { openAs } = useBrowserSessions();

const CTO = { email: 'cto@lato.test', name: 'Chloe Nakamura' };
const CEO = { email: 'ceo@lato.test', name: 'Ava Moreno' };
const CLIENT = { email: 'client@lato.test', name: 'Grace Okafor' };

type Page = {
  count: number;
  results: { name: string; email: string | null; organisation: { id: number } | null }[];
  facets: { status: Record<string, number> };
};
type Figure = { value: number | null; previous: number | null };

const timeZone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);

describe('the contacts table', () => {
  it('filters, sorts, imports a checked file, tags and moves the imported contacts, exports them, remembers the columns and deletes', async () => {
    const token = await accessTokenOf(CTO.email);
    const all = await callApi<Page>(token, '/api/v1/contacts/?page_size=25');
    expect(all.count).toBeGreaterThan(25);

    const page = await openAs(CTO.email, CTO.name);
    await page.getByRole('navigation').getByRole('link', { name: 'Contacts' }).click();
    await page.waitForURL('**/dashboard/data-table-1');
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    await expect.poll(() => page.getByText(/^1–25 of /).textContent()).toBe(`1–25 of ${all.count.toLocaleString('en-US')}`);

    // A status from the filter's list, by clicks: the table holds exactly the facet's count.
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^Won \\(${all.facets.status.won}\\)$`) }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => decodeURIComponent(page.url())).toMatch(/status=.*won/);
    const won = await callApi<Page>(token, '/api/v1/contacts/?status=won&page_size=100');
    await expect.poll(() => page.getByRole('table', { name: 'Contacts' }).locator('tbody tr').count()).toBe(Math.min(won.count, 25));

    // The order by a column's header.
    // A sortable header is a button (mantine-datatable's), clicked as a person would.
    await page.getByRole('table', { name: 'Contacts' }).getByRole('button', { name: /^Name/ }).click();
    await expect.poll(() => decodeURIComponent(page.url())).toMatch(/sort=.*name/);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.url()).not.toContain('status=');

    // A file checked first (nothing changes), then imported.
    const unique = `e2e${Date.now()}`;
    const csv = [
      'Name,E-mail,Phone,Tags',
      `Rosa Delgado,rosa.${unique}@example.com,,returning`,
      `"Ng, Kevin",kevin.${unique}@example.com,+1 415 555 0199,`,
      `Bad Row,not-an-address-${unique},,`,
    ].join('\r\n');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'CSV file' }).click();
    await (await chooser).setFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByText('Rows read: 3. New: 2, updated: 0, left out: 1.').waitFor();
    const leftOut = dialog.getByRole('table', { name: 'Rows left out' });
    await expect.poll(() => leftOut.locator('tbody tr').first().innerText()).toMatch(/^4\s+E-mail\s+Not an e-mail address\.$/);
    expect((await callApi<Page>(token, `/api/v1/contacts/?search=${unique}`)).count).toBe(0);
    await dialog.getByRole('button', { name: 'Import 2 contacts' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('textbox', { name: 'Search name, phone or e-mail' }).fill(unique);
    await expect.poll(() => decodeURIComponent(page.url())).toContain(unique);
    const rows = page.getByRole('table', { name: 'Contacts' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);

    // Both selected, tagged by keyboard, and won.
    await page.getByRole('checkbox', { name: 'Select every contact on this page' }).check();
    await page.getByRole('region', { name: 'Selected contacts' }).getByText('2 contacts selected').waitFor();
    await page.getByRole('button', { name: 'Tags' }).click();
    await page.getByRole('textbox', { name: 'Tag' }).fill('E2E-Batch');
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.filter({ hasText: 'e2e-batch' }).count()).toBe(2);
    await page.getByRole('checkbox', { name: 'Select every contact on this page' }).check();
    await page.getByRole('button', { name: 'Set status' }).click();
    await page.getByRole('menuitem', { name: 'Won' }).click();
    await expect.poll(async () => (await callApi<Page>(token, `/api/v1/contacts/?search=${unique}&status=won`)).count).toBe(2);

    // The export holds what the filter selects.
    const lines = await downloadedLines(page.getByRole('button', { name: 'Export CSV' }));
    expect(lines[0]).toBe('name,phone,email,status,tags,source,owner,organisation,interactions,first_seen_at,last_seen_at');
    expect(lines.slice(1).sort()).toEqual([
      expect.stringContaining(`kevin.${unique}@example.com`),
      expect.stringContaining(`rosa.${unique}@example.com`),
    ]);
    expect(lines.find((line) => line.includes('rosa.'))).toContain('"returning, e2e-batch"');

    // A column hidden from the Columns menu stays hidden on the next visit.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'E-mail' }).uncheck();
    await page.keyboard.press('Escape');
    const headers = () => page.getByRole('table', { name: 'Contacts' }).locator('thead th').allInnerTexts();
    await expect.poll(async () => (await headers()).some((text) => text.includes('E-mail'))).toBe(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    await expect.poll(async () => (await headers()).some((text) => text.includes('Phone'))).toBe(true);
    expect((await headers()).some((text) => text.includes('E-mail'))).toBe(false);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('button', { name: 'Reset columns' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await headers()).some((text) => text.includes('E-mail'))).toBe(true);

    // Deleted, both, after asking.
    await page.getByRole('checkbox', { name: 'Select every contact on this page' }).check();
    await page.getByRole('region', { name: 'Selected contacts' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete contacts' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No contacts match these filters.').waitFor();
    expect((await callApi<Page>(token, `/api/v1/contacts/?search=${unique}`)).count).toBe(0);
  });

  it('shows a client their business’s contacts only, under Lato AI', async () => {
    const token = await accessTokenOf(CLIENT.email);
    const theirs = await callApi<Page>(token, '/api/v1/contacts/?page_size=100');
    expect(theirs.count).toBeGreaterThan(0);
    const businesses = new Set(theirs.results.map((row) => row.organisation?.id));
    expect(businesses.has(undefined)).toBe(false);

    const page = await openAs(CLIENT.email, CLIENT.name);
    await page.getByRole('navigation').getByRole('link', { name: 'Contacts' }).click();
    await page.waitForURL('**/dashboard/data-table-1');
    await expect.poll(() => page.getByText(/^1–\d+ of /).textContent()).toContain(`of ${theirs.count.toLocaleString('en-US')}`);
    // No business column for a client: every row is theirs.
    const headers = await page.getByRole('table', { name: 'Contacts' }).locator('thead th').allInnerTexts();
    expect(headers.some((text) => text.includes('Business'))).toBe(false);
  });
});

describe('the CRM dashboard', () => {
  it('shows the API’s lead figures for the period, in Spanish too', async () => {
    const token = await accessTokenOf(CTO.email);
    const today = dayjs();
    const period = `from=${today.subtract(89, 'day').format('YYYY-MM-DD')}&to=${today.format('YYYY-MM-DD')}&compare=false&time_zone=${timeZone}`;
    const summary = await callApi<{ leads: Figure; open_leads: number }>(token, `/api/v1/analytics/crm/summary/?${period}`);
    expect(summary.leads.value).toBeGreaterThan(0);

    const page = await openAs(CTO.email, CTO.name);
    await page.getByRole('navigation').getByRole('link', { name: 'CRM', exact: true }).click();
    await page.waitForURL('**/dashboard/crm');
    await page.getByText('90 days', { exact: true }).click();
    await page.waitForURL(/range=90d/);
    const figure = (title: string) => page.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    await expect.poll(() => figure('New leads')).toBe(summary.leads.value!.toLocaleString('en-US'));
    await expect.poll(() => figure('Leads to work')).toBe(summary.open_leads.toLocaleString('en-US'));
    await page.getByRole('region', { name: 'Leads by status' }).getByRole('link', { name: 'Open the contacts' }).click();
    await page.waitForURL('**/dashboard/data-table-1');

    const ceo = await openAs(CEO.email, CEO.name);
    await ceo.evaluate(() => localStorage.setItem('language', 'es'));
    await ceo.goto('/dashboard/crm?range=90d');
    await ceo.getByRole('heading', { name: 'CRM' }).waitFor();
    const spanish = (title: string) => ceo.getByRole('region', { name: title, exact: true }).locator('bdi').first().textContent();
    await expect.poll(() => spanish('Clientes potenciales nuevos')).toBe(summary.leads.value!.toLocaleString('es-ES'));
  });
});
