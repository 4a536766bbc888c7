import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/errors';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { invoiceOf } from '@/features/invoices/list/invoice-test-data';
import { saveFile } from '@/ui/save-file';
import { showToast } from '@/ui/toast';
import { renderAtPath } from '@tests/router';
import { InvoiceDetailsPage, type InvoiceViewer } from './InvoiceDetailsPage';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/ui/save-file', () => ({ saveFile: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
  vi.mocked(saveFile).mockClear();
});

const OPEN = invoiceOf({ can: { edit: false, send: false, remind: true, void: true, record_payment: true, pay: false } });

function open(viewer: InvoiceViewer = 'staff') {
  return renderAtPath(() => <InvoiceDetailsPage id={12} viewer={viewer} />, '/dashboard/invoice-details?id=12');
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('an invoice’s page', () => {
  it('shows the invoice: client and project, dates, address, lines, totals per tax rate, history and payments', async () => {
    vi.spyOn(invoicesApi, 'invoice').mockResolvedValue(OPEN);
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'INV-2026-0012' })).toBeVisible();
    expect(screen.getByText('Partially paid')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Booking site' })).toHaveAttribute('href', '/dashboard/projects/details/9');
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/dashboard/invoice-list');
    expect(screen.getByTestId('invoice-address')).toHaveTextContent('12 Harbour Road');
    const line = within(screen.getByTestId('invoice-lines')).getByText('Booking site design').closest('tr')!;
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Booking site design', '2', '$550.00', '9.1%', '21%', '$1,000.00']);
    const totals = screen.getByTestId('invoice-totals');
    expect(totals).toHaveTextContent('Tax 21% on $1,000.00$210.00');
    expect(totals).toHaveTextContent('Total$1,210.00');
    expect(totals).toHaveTextContent('Paid$210.00');
    expect(totals).toHaveTextContent('Balance due$1,000.00');
    const timeline = screen.getByTestId('invoice-timeline');
    expect(within(timeline).getByText('Payment recorded')).toBeVisible();
    expect(within(timeline).getByText('ada@okafor.example')).toBeVisible();
    expect(within(timeline).getAllByText(/Carmen Ruiz/)).toHaveLength(3);
    expect(within(screen.getByTestId('invoice-payments')).getByText('TR-88')).toBeVisible();
    expect(screen.getByText('Payment within 30 days.')).toBeVisible();
  });

  it('offers only what the server says may be done now', async () => {
    vi.spyOn(invoicesApi, 'invoice').mockResolvedValue(OPEN);
    await open();
    await screen.findByRole('heading', { level: 1 });
    expect(button('Record payment')).toBeVisible();
    expect(button('Send reminder')).toBeVisible();
    expect(button('Void')).toBeVisible();
    expect(button('Download PDF')).toBeVisible();
    expect(button('Send')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('edits and sends a draft', async () => {
    const draft = invoiceOf({
      status: 'draft',
      can: { edit: true, send: true, remind: false, void: true, record_payment: false, pay: false },
    });
    vi.spyOn(invoicesApi, 'invoice').mockResolvedValue(draft);
    const send = vi.spyOn(invoicesApi, 'send').mockResolvedValue({ ...draft, status: 'sent' });
    await open();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/create-invoice?id=12');
    expect(button('Record payment')).toBeNull();
    await userEvent.click(button('Send')!);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ color: 'teal', message: 'INV-2026-0012 was sent.' })),
    );
    expect(send).toHaveBeenCalledWith(12);
  });

  it('records a payment from the form, and shows the server’s refusal on its field', async () => {
    const read = vi.spyOn(invoicesApi, 'invoice').mockResolvedValue(OPEN);
    const record = vi
      .spyOn(invoicesApi, 'recordPayment')
      .mockRejectedValueOnce(new ApiError('Invalid', 400, undefined, 'Invalid', { amount_minor: ['payment_above_balance'] }))
      .mockResolvedValue(OPEN);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('1000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1200.5');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'R-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('The payment is more than what is left to pay.')).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(record).toHaveBeenLastCalledWith(12, {
      amount_minor: 120_050,
      method: 'cash',
      paid_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reference: 'R-1',
    });

    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    const reads = read.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(record).toHaveBeenLastCalledWith(12, expect.objectContaining({ amount_minor: 40_000, method: 'cash' }));
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Payment recorded on INV-2026-0012.' }));
    await waitFor(() => expect(read.mock.calls.length).toBeGreaterThan(reads));
  });

  it('voids only with a reason', async () => {
    vi.spyOn(invoicesApi, 'invoice').mockResolvedValue(OPEN);
    const voidIt = vi.spyOn(invoicesApi, 'void').mockResolvedValue({ ...OPEN, status: 'void' });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void INV-2026-0012?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Say why it is voided.')).toBeVisible();
    expect(voidIt).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Billed twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(voidIt).toHaveBeenCalledWith(12, 'Billed twice'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'INV-2026-0012 is void.' }));
  });

  it('sends a reminder and downloads the PDF, saying when one fails', async () => {
    vi.spyOn(invoicesApi, 'invoice').mockResolvedValue(OPEN);
    vi.spyOn(invoicesApi, 'remind').mockRejectedValue(new ApiError('Conflict', 409, 'invoice_not_open', 'Conflict'));
    vi.spyOn(invoicesApi, 'downloadPdf').mockResolvedValue({ blob: new Blob(['%PDF']), fileName: undefined });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Send reminder' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'This invoice is not open: it is paid, void or still a draft.' }),
      ),
    );
    await userEvent.click(button('Download PDF')!);
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'INV-2026-0012.pdf'));
  });

  it('lets a client owner pay what is left on the provider’s page, with one key per attempt', async () => {
    const payable = invoiceOf({ can: { edit: false, send: false, remind: false, void: false, record_payment: false, pay: true } });
    vi.spyOn(invoicesApi, 'invoice').mockResolvedValue(payable);
    const pay = vi
      .spyOn(invoicesApi, 'pay')
      .mockRejectedValueOnce(new ApiError('Network error', undefined, 'network', undefined))
      .mockResolvedValue({ payment_url: 'https://pay.example/session/1' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await open('client');
    expect(await screen.findByRole('link', { name: 'Plan & billing' })).toHaveAttribute('href', '/dashboard/billing');
    // A client reads the project's name; its page is the staff's.
    expect(screen.queryByRole('link', { name: 'Booking site' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,000.00' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ color: 'red' })));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,000.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/session/1'));
    const keys = pay.mock.calls.map(([id, key]) => [id, key]);
    expect(keys).toHaveLength(2);
    expect(keys[0]![0]).toBe(12);
    expect(keys[0]![1]).toMatch(/^[\da-f-]{36}$/);
    // The retry is the same attempt: the provider answers the same session.
    expect(keys[1]![1]).toBe(keys[0]![1]);
  });

  it('offers to try again when the invoice cannot be read', async () => {
    const read = vi.spyOn(invoicesApi, 'invoice').mockRejectedValue(new ApiError('Network error', undefined, 'network', undefined));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
    read.mockResolvedValue(OPEN);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'INV-2026-0012' })).toBeVisible();
  });
});
