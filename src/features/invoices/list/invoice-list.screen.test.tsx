import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { organisationsApi } from '@/features/organisations/shared';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { saveFile } from '@/ui/save-file';
import { showToast } from '@/ui/toast';
import { renderAtPath } from '@tests/router';
import { parseInvoiceSearch } from './invoice-search';
import { listOf, summaryOf } from './invoice-test-data';
import { InvoiceListPage } from './InvoiceListPage';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/ui/save-file', () => ({ saveFile: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
  vi.mocked(saveFile).mockClear();
});

const PAGE = listOf([summaryOf(1), summaryOf(2, { status: 'draft', project: null, organisation: { id: 5, name: 'Talleres Soto' } })], {
  count: 60,
  num_pages: 3,
});

/** The list as its route draws it: the address's search, which the page writes back. */
function open(path = '/dashboard/invoice-list') {
  vi.spyOn(organisationsApi, 'list').mockResolvedValue([
    { id: 4, name: 'Okafor Dental Studio', people: 2, numbers: 1, projects: 1, created_at: '2026-01-01T00:00:00.000Z' },
    { id: 5, name: 'Talleres Soto', people: 1, numbers: 0, projects: 0, created_at: '2026-01-01T00:00:00.000Z' },
  ]);
  function Route() {
    const search = parseInvoiceSearch(useSearch({ strict: false }));
    const navigate = useNavigate();
    return <InvoiceListPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next, replace: true })} />;
  }
  return renderAtPath(() => <Route />, path);
}

describe('the invoice list', () => {
  it('shows each status tab with its count and sums per currency, and the invoices of the page', async () => {
    vi.spyOn(invoicesApi, 'list').mockResolvedValue(PAGE);
    await open();
    const table = await screen.findByTestId('invoices-table');
    const all = screen.getByRole('tab', { name: /All/ });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveTextContent('42');
    expect(all).toHaveTextContent('$12,500.00 · €3,000.00');
    expect(screen.getByRole('tab', { name: /Overdue/ })).toHaveTextContent('5$900.00');
    const first = within(table).getByRole('link', { name: 'INV-2026-0001' });
    expect(first).toHaveAttribute('href', '/dashboard/invoice-details?id=1');
    expect(
      within(first.closest('tr')!)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['INV-2026-0001', 'Okafor Dental Studio', 'Booking site', 'Nov 2, 2026', 'Dec 2, 2026', 'Sent', '$1,210.00', '$1,210.00']);
    expect(screen.getByText('60 invoices')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute('href', '/dashboard/create-invoice');
  });

  it('writes the tab, search, filters, order and page into the address and asks for them', async () => {
    const list = vi.spyOn(invoicesApi, 'list').mockResolvedValue(PAGE);
    const { router } = await open();
    await screen.findByTestId('invoices-table');
    expect(list).toHaveBeenLastCalledWith({
      status: undefined,
      q: undefined,
      organisation: undefined,
      from: undefined,
      to: undefined,
      sort: '-issue_date',
      page: 1,
      page_size: 25,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    // Another tab starts again from the first page.
    await userEvent.click(screen.getByRole('tab', { name: /Overdue/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'overdue' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoices' }), ' okafor ');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'overdue', q: 'okafor' }));

    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Issued')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header('Issued')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'overdue', q: 'okafor', sort: 'issue_date' }));
    expect(header('Issued')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header('Total')).getByRole('button'));
    await waitFor(() => expect(header('Total')).toHaveAttribute('aria-sort', 'descending'));
    expect(header('Issued')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'overdue', q: 'okafor', sort: '-total', page: 1 })),
    );
    // Back to newest first: the default leaves the address.
    await userEvent.click(within(header('Issued')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'overdue', q: 'okafor' }));
  });

  it('filters by client and clears the filters, keeping the tab', async () => {
    vi.spyOn(invoicesApi, 'list').mockResolvedValue(PAGE);
    const { router } = await open('/dashboard/invoice-list?status=%22sent%22&from=%222026-11-01%22&to=%222026-11-30%22');
    await screen.findByTestId('invoices-table');
    await userEvent.click(screen.getByRole('combobox', { name: 'Client' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Talleres Soto', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'sent', from: '2026-11-01', to: '2026-11-30', organisation: 5 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'sent' }));
  });

  it('exports the same filters as CSV', async () => {
    vi.spyOn(invoicesApi, 'list').mockResolvedValue(PAGE);
    const exportCsv = vi.spyOn(invoicesApi, 'exportCsv').mockResolvedValue({ blob: new Blob(['a,b']), fileName: 'invoices-2026.csv' });
    await open('/dashboard/invoice-list?status=%22paid%22&q=%22okafor%22&page=2');
    await screen.findByTestId('invoices-table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'invoices-2026.csv'));
    expect(exportCsv).toHaveBeenCalledWith({
      status: 'paid',
      q: 'okafor',
      organisation: undefined,
      from: undefined,
      to: undefined,
      sort: '-issue_date',
    });
  });

  it('sends the selected invoices together and says which were sent and which not, then reads the list again', async () => {
    const list = vi.spyOn(invoicesApi, 'list').mockResolvedValue(PAGE);
    const sendMany = vi.spyOn(invoicesApi, 'sendMany').mockResolvedValue({ sent: [2], skipped: [{ id: 1, code: 'invoice_not_open' }] });
    await open();
    await screen.findByTestId('invoices-table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select INV-2026-0001' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select INV-2026-0002' }));
    const bar = screen.getByRole('region', { name: 'Selected invoices' });
    expect(bar).toHaveTextContent('2 invoices selected');
    const calls = list.mock.calls.length;
    await userEvent.click(within(bar).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(showToast).toHaveBeenCalled());
    expect(sendMany).toHaveBeenCalledWith([1, 2]);
    const toast = vi.mocked(showToast).mock.calls[0]![0];
    expect(toast.title).toBe('1 of 2 sent');
    const { container } = render(<>{toast.message}</>);
    expect(container).toHaveTextContent('Sent: INV-2026-0002');
    expect(container).toHaveTextContent('Not sent: INV-2026-0001: This invoice is not open: it is paid, void or still a draft.');
    expect(list.mock.calls.length).toBeGreaterThan(calls);
    expect(screen.queryByRole('region', { name: 'Selected invoices' })).toBeNull();
  });

  it('downloads the selected invoices’ PDFs in one file', async () => {
    vi.spyOn(invoicesApi, 'list').mockResolvedValue(PAGE);
    const downloadPdfs = vi.spyOn(invoicesApi, 'downloadPdfs').mockResolvedValue({ blob: new Blob(['zip']), fileName: undefined });
    await open();
    await screen.findByTestId('invoices-table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every invoice on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDFs' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'invoices.zip'));
    expect(downloadPdfs).toHaveBeenCalledWith([1, 2]);
  });

  it('says when nothing matches, and offers to try again when the list cannot be read', async () => {
    const list = vi.spyOn(invoicesApi, 'list').mockResolvedValue(listOf([]));
    await open('/dashboard/invoice-list?q=%22nobody%22');
    expect(await screen.findByText('No invoice matches these filters.')).toBeVisible();
    list.mockRejectedValue(new ApiError('Network error', undefined, 'network', undefined));
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
    list.mockResolvedValue(PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('invoices-table')).toBeVisible();
  });
});
