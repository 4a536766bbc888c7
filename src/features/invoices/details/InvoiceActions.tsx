import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBan, IconBell, IconCash, IconDownload, IconPencil, IconSend } from '@tabler/icons-react';
import type { Invoice } from '@/api/contract/invoices';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { invoiceEditorHref } from '@/features/invoices/list/links';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { saveFile } from '@/ui/save-file';
import { PayInvoiceButton } from './PayInvoiceButton';
import { RecordPaymentModal } from './RecordPaymentModal';
import { useInvoiceChange } from './use-invoice-change';
import { VoidInvoiceModal } from './VoidInvoiceModal';

const SEND_FAILED = msg`Could not send the invoice.`;
const REMIND_FAILED = msg`Could not send the reminder.`;
const DOWNLOAD_FAILED = msg`Could not download the PDF.`;

/** What the reader may do with the invoice now, as the server's `can` says; the PDF always. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const { running, run } = useInvoiceChange();
  const [dialog, setDialog] = useState<'payment' | 'void' | null>(null);
  const { can, number } = invoice;
  const busy = running !== null;

  const download = () =>
    run(
      'pdf',
      async () => {
        const { blob, fileName } = await invoicesApi.downloadPdf(invoice.id);
        saveFile(blob, fileName ?? `${invoice.number}.pdf`);
      },
      t`Downloaded ${number}.`,
      DOWNLOAD_FAILED,
      { changes: false },
    );

  return (
    <Group gap="xs" wrap="wrap">
      {can.pay && <PayInvoiceButton invoice={invoice} />}
      {can.edit && (
        <Button
          component={RouterAnchor}
          href={invoiceEditorHref(invoice.id)}
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          <Trans>Edit</Trans>
        </Button>
      )}
      {can.send && (
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={running === 'send'}
          disabled={busy}
          onClick={() => void run('send', () => invoicesApi.send(invoice.id), t`${number} was sent.`, SEND_FAILED)}
        >
          <Trans>Send</Trans>
        </Button>
      )}
      {can.record_payment && (
        <Button variant="light" leftSection={<IconCash size={16} aria-hidden />} disabled={busy} onClick={() => setDialog('payment')}>
          <Trans>Record payment</Trans>
        </Button>
      )}
      {can.remind && (
        <Button
          variant="light"
          leftSection={<IconBell size={16} aria-hidden />}
          loading={running === 'remind'}
          disabled={busy}
          onClick={() => void run('remind', () => invoicesApi.remind(invoice.id), t`A reminder of ${number} was sent.`, REMIND_FAILED)}
        >
          <Trans>Send reminder</Trans>
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={running === 'pdf'}
        disabled={busy}
        onClick={() => void download()}
      >
        <Trans>Download PDF</Trans>
      </Button>
      {can.void && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconBan size={16} aria-hidden />}
          disabled={busy}
          onClick={() => setDialog('void')}
        >
          <Trans>Void</Trans>
        </Button>
      )}
      {can.record_payment && (
        <RecordPaymentModal key={invoice.balance_minor} invoice={invoice} opened={dialog === 'payment'} onClose={() => setDialog(null)} />
      )}
      {can.void && <VoidInvoiceModal invoice={invoice} opened={dialog === 'void'} onClose={() => setDialog(null)} />}
    </Group>
  );
}
