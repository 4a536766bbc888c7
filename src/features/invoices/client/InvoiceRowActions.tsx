import { useState } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { OPEN_INVOICE_STATUSES, type InvoiceStatus, type InvoiceSummary } from '@/api/contract/invoices';
import { showToast } from '@/ui/toast';
import { PayInvoiceButton } from '@/features/invoices/details/PayInvoiceButton';
import { invoiceErrorMessage } from '@/features/invoices/invoice-errors';
import { CLIENT_INVOICE_FAILURES } from './client-failures';
import { downloadInvoicePdf } from './download-invoice';

const OPEN: ReadonlySet<InvoiceStatus> = new Set(OPEN_INVOICE_STATUSES);

/** Whether the owner can pay it online now: open, with something left to pay. */
export const payable = (invoice: Pick<InvoiceSummary, 'status' | 'balance_minor'>) => OPEN.has(invoice.status) && invoice.balance_minor > 0;

/** A row's actions: download its PDF, and pay it when it is open with a balance. */
export function InvoiceRowActions({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const number = invoice.number;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch (error) {
      showToast({ color: 'red', message: invoiceErrorMessage(error, CLIENT_INVOICE_FAILURES.download) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Tooltip label={t`Download the PDF of ${number}`}>
        <ActionIcon variant="subtle" onClick={() => void download()} loading={downloading} aria-label={t`Download the PDF of ${number}`}>
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
      {payable(invoice) && <PayInvoiceButton invoice={invoice} size="xs" />}
    </Group>
  );
}
