import { memo } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { NoticeToast } from '@/ui/SaveStatus';
import { findTask } from '@machines/board/operations';
import { shownBoard } from '@machines/board/board.machine';
import { useBoardActor, useBoardState } from './board-context';

/** Says each failed save once, as a toast. */
export function BoardNotices() {
  const notice = useBoardState((s) => s.context.notice);
  return <NoticeToast notice={notice} idPrefix="board-notice" />;
}

/** Asks before a task is deleted; once confirmed, the task's drawer closes (a failed delete brings the card back, not the drawer). */
export const DeleteConfirmation = memo(function DeleteConfirmation({ onConfirmed }: { onConfirmed(): void }) {
  const { t } = useLingui();
  const actor = useBoardActor();
  const title = useBoardState((s) => {
    const taskId = s.context.confirmingDelete;
    const shown = shownBoard(s.context);
    return (taskId !== null && shown && findTask(shown.board, taskId)?.title) || '';
  });
  const opened = useBoardState((s) => s.matches({ ready: { dialog: 'confirmingDelete' } }));
  return (
    <Modal opened={opened} onClose={() => actor.send({ type: 'CANCEL_DELETE' })} title={t`Delete this task?`} size="sm" zIndex={400}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>“{title}” and its checklist will be deleted for everyone. This cannot be undone; archive it instead to keep it.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actor.send({ type: 'CANCEL_DELETE' })}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="red"
            onClick={() => {
              actor.send({ type: 'CONFIRM_DELETE' });
              onConfirmed();
            }}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
});
