import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { INVOICE_NOTES_MAX, type Invoice } from '@/api/contract/invoices';
import { invoiceErrorMessage } from '@/features/invoices/invoice-errors';
import { invoiceKeys } from '@/features/invoices/invoice-queries';
import { invoicesApi } from '@/features/invoices/invoices-api';
import { showToast } from '@/ui/toast';

const VOID_FAILED = msg`Could not void the invoice.`;

/**
 * Asks before an invoice is voided, and why: voiding is final (the number stays, billing nothing),
 * so the dialog, like the delete confirmations, stays open while it runs and says why it failed.
 */
export function VoidInvoiceModal({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { number } = invoice;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
    setMissing(false);
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await invoicesApi.void(invoice.id, reason.trim());
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      showToast({ color: 'teal', message: t`${number} is void.` });
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(invoiceErrorMessage(error, VOID_FAILED));
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Void ${number}?`}
      size="md"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>A void invoice keeps its number and bills nothing. This cannot be undone.</Trans>
        </Text>
        <Textarea
          label={t`Reason`}
          description={t`Shown on the invoice's timeline.`}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (event.currentTarget.value.trim()) setMissing(false);
          }}
          required
          autosize
          minRows={2}
          maxLength={INVOICE_NOTES_MAX}
          error={missing ? t`Say why it is voided.` : undefined}
          data-autofocus
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            <Trans>Void invoice</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
