import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/**
 * Asks before something is deleted for good, and deletes it: the dialog stays open while the
 * delete runs and says why it failed, if it does.
 */
export function ConfirmDelete({
  opened,
  title,
  children,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** Deletes: null once deleted, else why it failed, said to the reader. */
  onConfirm(): Promise<string | null>;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const failed = await onConfirm();
    setBusy(false);
    if (failed) setFailure(failed);
    else onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} size="sm" closeOnClickOutside={!busy} closeOnEscape={!busy}>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
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
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
