import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

/** Why a delete was refused, and whether what the dialog offers instead applies. */
export interface DeleteRefusal {
  message: string;
  offerInstead?: boolean;
}

/**
 * Asks before something is deleted for good, and deletes it: the dialog stays open while the
 * delete runs and says why it failed, if it does, with what can be done instead.
 */
export function ConfirmDeleteDialog({
  title,
  message,
  confirmLabel,
  opened,
  onDelete,
  onClose,
  instead,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  opened: boolean;
  /** Deletes: null once deleted, else why it failed. */
  onDelete(): Promise<DeleteRefusal | null>;
  onClose(): void;
  /** What to offer in place of the delete once it was refused for a reason that calls for it (archive the product instead). */
  instead?: { label: string; onClick(): void };
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<DeleteRefusal | null>(null);
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const failed = await onDelete();
    setBusy(false);
    if (failed) setFailure(failed);
    else onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="sm"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          {failure?.offerInstead && instead ? (
            <Button
              color="orange"
              onClick={() => {
                close();
                instead.onClick();
              }}
            >
              {instead.label}
            </Button>
          ) : (
            <Button color="red" onClick={() => void confirm()} loading={busy}>
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
