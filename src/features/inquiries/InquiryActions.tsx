import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowBackUp, IconCheck, IconMailOff, IconTrash } from '@tabler/icons-react';
import type { InquiryDetail, SettableInquiryStatus } from '@/api/contract/inquiries';
import { errorMessage } from '@/api/errors';
import { showToast } from '@/ui/toast';
import type { InquiryChanges } from './use-inquiry-changes';

const STATUS_FAILED = msg`Could not change the inquiry's status.`;
const DELETE_FAILED = msg`Could not delete the inquiry.`;

/** What can be done with an inquiry where it stands: file it, call it spam, open it again, or delete it (after asking). */
export function InquiryActions({ inquiry, changes, onDeleted }: { inquiry: InquiryDetail; changes: InquiryChanges; onDeleted(): void }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<SettableInquiryStatus | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { status } = inquiry;

  const mark = async (next: SettableInquiryStatus) => {
    setBusy(next);
    try {
      await changes.setStatus(next);
    } catch (failure) {
      showToast({ color: 'red', message: errorMessage(failure, STATUS_FAILED) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      await changes.remove();
      setConfirming(false);
      showToast({ color: 'teal', message: t`Inquiry deleted.` });
      onDeleted();
    } catch (failure) {
      showToast({ color: 'red', message: errorMessage(failure, DELETE_FAILED) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {(status === 'new' || status === 'answered') && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={busy === 'handled'}
            disabled={busy !== null}
            onClick={() => void mark('handled')}
          >
            <Trans>Mark handled</Trans>
          </Button>
        )}
        {status !== 'spam' && (
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconMailOff size={14} aria-hidden />}
            loading={busy === 'spam'}
            disabled={busy !== null}
            onClick={() => void mark('spam')}
          >
            <Trans>Mark as spam</Trans>
          </Button>
        )}
        {(status === 'handled' || status === 'spam') && (
          <Button
            size="xs"
            variant="light"
            color="gray"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            loading={busy === 'new'}
            disabled={busy !== null}
            onClick={() => void mark('new')}
          >
            <Trans>Reopen</Trans>
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          disabled={busy !== null}
          onClick={() => setConfirming(true)}
        >
          <Trans>Delete</Trans>
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => busy === null && setConfirming(false)} title={t`Delete this inquiry?`} size="sm">
        <Stack gap="md">
          <Text size="sm">
            <Trans>The message, its answers and the staff's notifications of it are deleted for good.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy !== null}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" onClick={() => void remove()} loading={busy === 'delete'}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
