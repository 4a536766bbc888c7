import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceSummary } from '@/api/contract/invoices';
import { ApiError } from '@/api/errors';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { saveFile } from '@/ui/save-file';
import { showToast } from '@/ui/toast';
import { renderAtPath } from '@tests/router';
import { ClientInvoicesCard } from './ClientInvoicesCard';

vi.mock('@/ui/save-file', () => ({ saveFile: vi.fn() }));
vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));
afterEach(() => vi.restoreAllMocks());

const OKAFOR = { id: 1, name: 'Okafor Dental Studio' };

const invoice = (id: number, status: InvoiceSummary['status'], extra: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id,
  number: `INV-2026-${String(id).padStart(4, '0')}`,
  organisation: OKAFOR,
  project: null,
  status,
  origin: 'manual',
  currency: 'USD',
  issue_date: '2026-11-02',
  due_date: '2026-12-02',
  total_minor: 120_000,
  balance_minor: status === 'paid' || status === 'void' ? 0 : 120_000,
  ...extra,
});

const page = (results: InvoiceSummary[], current = 1, pages = 1) => ({
  count: pages > 1 ? pages * 10 : results.length,
  num_pages: pages,
  current_page: current,
  results,
});

const render = () => renderAtPath(() => <ClientInvoicesCard organisationId={OKAFOR.id} />, '/dashboard/billing');

const rowOf = async (number: string) => {
  const rows = await screen.findAllByTestId('client-invoice-row');
  return rows.find((row) => row.textContent?.includes(number))!;
};

describe('the client’s invoices on Plan & billing', () => {
  it('lists the business’s invoices with their dates, status, total and what is left, each opening its details', async () => {
    const read = vi
      .spyOn(invoicesApi, 'ofOrganisation')
      .mockResolvedValue(
        page([
          invoice(3, 'partially_paid', { balance_minor: 70_000, issue_date: '2026-11-20', due_date: '2026-12-20' }),
          invoice(2, 'overdue', { currency: 'EUR', total_minor: 5_050, balance_minor: 5_050 }),
          invoice(1, 'paid'),
        ]),
      );
    await render();
    const rows = await screen.findAllByTestId('client-invoice-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/INV-2026-0003.*Nov 20, 2026.*Dec 20, 2026.*Partially paid.*\$1,200\.00.*\$700\.00/),
      expect.stringMatching(/INV-2026-0002.*Nov 2, 2026.*Dec 2, 2026.*Overdue.*€50\.50.*€50\.50/),
      expect.stringMatching(/INV-2026-0001.*Paid.*\$1,200\.00.*\$0\.00/),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'INV-2026-0003' })).toHaveAttribute('href', '/dashboard/invoice-details?id=3');
    expect(read).toHaveBeenCalledWith(OKAFOR.id, 1, 10);
  });

  it('offers to pay only the open invoices with something left to pay', async () => {
    vi.spyOn(invoicesApi, 'ofOrganisation').mockResolvedValue(
      page([
        invoice(6, 'sent'),
        invoice(5, 'partially_paid', { balance_minor: 30_000 }),
        invoice(4, 'overdue', { balance_minor: 1 }),
        invoice(3, 'paid'),
        invoice(2, 'void'),
        // An open status with nothing left is being settled: nothing to pay.
        invoice(1, 'sent', { balance_minor: 0 }),
      ]),
    );
    await render();
    const payIn = async (number: string) =>
      within(await rowOf(number))
        .queryAllByRole('button')
        .map((button) => button.textContent)
        .filter((name) => name?.startsWith('Pay'));
    expect(await payIn('INV-2026-0006')).toEqual(['Pay $1,200.00']);
    expect(await payIn('INV-2026-0005')).toEqual(['Pay $300.00']);
    expect(await payIn('INV-2026-0004')).toEqual(['Pay $0.01']);
    expect(await payIn('INV-2026-0003')).toEqual([]);
    expect(await payIn('INV-2026-0002')).toEqual([]);
    expect(await payIn('INV-2026-0001')).toEqual([]);
  });

  it('downloads an invoice’s PDF under the name the server gives it', async () => {
    vi.spyOn(invoicesApi, 'ofOrganisation').mockResolvedValue(page([invoice(7, 'sent')]));
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const download = vi.spyOn(invoicesApi, 'downloadPdf').mockResolvedValue({ blob: pdf, fileName: 'INV-2026-0007.pdf' });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Download the PDF of INV-2026-0007' }));
    expect(download).toHaveBeenCalledWith(7);
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(pdf, 'INV-2026-0007.pdf'));
  });

  it('says a failed download in words, and keeps the list', async () => {
    vi.spyOn(invoicesApi, 'ofOrganisation').mockResolvedValue(page([invoice(7, 'sent')]));
    vi.spyOn(invoicesApi, 'downloadPdf').mockRejectedValue(new ApiError('x', 500, undefined, undefined));
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Download the PDF of INV-2026-0007' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'red', message: 'Could not download the invoice.' }));
    expect(screen.getAllByTestId('client-invoice-row')).toHaveLength(1);
  });

  it('pages through the invoices', async () => {
    const read = vi
      .spyOn(invoicesApi, 'ofOrganisation')
      .mockImplementation(async (_org, at) => (at === 2 ? page([invoice(1, 'paid')], 2, 2) : page([invoice(11, 'sent')], 1, 2)));
    await render();
    await rowOf('INV-2026-0011');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('client-invoice-row').map((row) => row.textContent)).toEqual([expect.stringContaining('INV-2026-0001')]),
    );
    expect(read).toHaveBeenLastCalledWith(OKAFOR.id, 2, 10);
  });

  it('says when the business has no invoices yet', async () => {
    vi.spyOn(invoicesApi, 'ofOrganisation').mockResolvedValue(page([]));
    await render();
    expect(await screen.findByText('No invoices yet.')).toBeVisible();
    expect(screen.queryByTestId('client-invoices')).toBeNull();
  });

  it('shows a skeleton while the invoices load', async () => {
    let answer!: (value: ReturnType<typeof page>) => void;
    vi.spyOn(invoicesApi, 'ofOrganisation').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await render();
    expect(await screen.findByTestId('client-invoices-loading')).toBeVisible();
    answer(page([invoice(8, 'sent')]));
    expect(await rowOf('INV-2026-0008')).toBeVisible();
    expect(screen.queryByTestId('client-invoices-loading')).toBeNull();
  });

  it('says a failed load and reads again on “Try again”', async () => {
    const read = vi
      .spyOn(invoicesApi, 'ofOrganisation')
      .mockRejectedValueOnce(new ApiError('x', 500, undefined, undefined))
      .mockResolvedValue(page([invoice(8, 'sent')]));
    await render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the invoices.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('INV-2026-0008')).toBeVisible();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
