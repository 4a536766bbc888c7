import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Asks before a position is deleted for good, and deletes it: the dialog stays open while the
 * delete runs and says why it failed, if it does.
 */
export function DeletePositionDialog({
  title,
  opened,
  onDelete,
  onClose,
}: {
  title: string | null;
  opened: boolean;
  /** Deletes: null once deleted, else why it failed. */
  onDelete(): Promise<string | null>;
  onClose(): void;
}) {
  const { t } = useLingui();
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
    const failed = await onDelete();
    setBusy(false);
    if (failed) setFailure(failed);
    else onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Delete this position?`}
      size="sm"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>“{title}” and its texts in both languages are deleted for good.</Trans>
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            <Trans>Delete position</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
