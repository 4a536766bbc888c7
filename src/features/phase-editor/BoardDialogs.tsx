import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { NoticeToast } from '@/ui/SaveStatus';
import { findTask } from '@machines/board/operations';
import { useBoardActor, useBoardState, useShownBoard } from './board-context';

/** Says each failed save once, as a toast. */
export function BoardNotices() {
  const notice = useBoardState((s) => s.context.notice);
  return <NoticeToast notice={notice} idPrefix="board-notice" />;
}

/** Asks before a task is deleted; once confirmed, the task's drawer closes (a failed delete brings the card back, not the drawer). */
export function DeleteConfirmation({ onConfirmed }: { onConfirmed(): void }) {
  const { t } = useLingui();
  const actor = useBoardActor();
  const shown = useShownBoard();
  const taskId = useBoardState((s) => s.context.confirmingDelete);
  const opened = useBoardState((s) => s.matches({ ready: { dialog: 'confirmingDelete' } }));
  const title = (taskId !== null && shown && findTask(shown.board, taskId)?.title) || '';
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
}
