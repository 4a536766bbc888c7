import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { IconDownload, IconSend } from '@tabler/icons-react';
import { INVOICE_FIELD_CODES, type BulkSendResult, type InvoiceFieldCode } from '@/api/contract/invoices';
import { invoiceErrorMessage } from '@/features/invoices/invoice-errors';
import { invoiceKeys } from '@/features/invoices/invoice-queries';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { INVOICE_CODE_MESSAGES } from '@/features/invoices/labels';
import { saveFile } from '@/ui/save-file';
import { showToast } from '@/ui/toast';

const SEND_FAILED = msg`Could not send the invoices.`;
const DOWNLOAD_FAILED = msg`Could not download the PDFs.`;
const SKIPPED_UNKNOWN = msg`It could not be sent.`;
const KNOWN_CODES: ReadonlySet<string> = new Set(INVOICE_FIELD_CODES);

/** What selected invoices can be sent and downloaded together; the toast names those sent and why others were not. */
export function InvoiceBulkActions({
  ids,
  numberOf,
  onDone,
}: {
  ids: number[];
  /** The number shown for an id of the page (the answer names ids only). */
  numberOf(id: number): string;
  onDone(): void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'send' | 'download' | null>(null);

  const describe = (result: BulkSendResult) => {
    const sent = result.sent.map(numberOf).join(', ');
    const skipped = result.skipped
      .map(({ id, code }) => {
        const reason = i18n._(KNOWN_CODES.has(code) ? INVOICE_CODE_MESSAGES[code as InvoiceFieldCode] : SKIPPED_UNKNOWN);
        return `${numberOf(id)}: ${reason}`;
      })
      .join('\n');
    return [sent && t`Sent: ${sent}`, skipped && t`Not sent: ${skipped}`].filter(Boolean).join('\n');
  };

  const send = async () => {
    setBusy('send');
    try {
      const result = await invoicesApi.sendMany(ids);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      const sentCount = result.sent.length;
      const total = ids.length;
      showToast({
        color: result.skipped.length > 0 ? 'yellow' : 'teal',
        title: t`${sentCount} of ${total} sent`,
        message: <span style={{ whiteSpace: 'pre-line' }}>{describe(result)}</span>,
      });
      onDone();
    } catch (failure) {
      showToast({ color: 'red', message: invoiceErrorMessage(failure, SEND_FAILED) });
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      const { blob, fileName } = await invoicesApi.downloadPdfs(ids);
      saveFile(blob, fileName ?? 'invoices.zip');
    } catch (failure) {
      showToast({ color: 'red', message: invoiceErrorMessage(failure, DOWNLOAD_FAILED) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" px="md" py="xs" aria-label={t`Selected invoices`} role="region">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          <Plural value={ids.length} one="# invoice selected" other="# invoices selected" />
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={busy === 'send'}
            disabled={busy !== null}
            onClick={() => void send()}
          >
            <Trans>Send</Trans>
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={busy === 'download'}
            disabled={busy !== null}
            onClick={() => void download()}
          >
            <Trans>Download PDFs</Trans>
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onDone} disabled={busy !== null}>
            <Trans>Clear selection</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
