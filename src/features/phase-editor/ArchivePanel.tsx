import { memo } from 'react';
import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { Spinner } from '@/ui/Spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArchiveOff } from '@tabler/icons-react';
import type { Task } from '@/api/contract/tasks';
import { TASK_STATUS_LABELS } from '@/i18n/task-status-labels';
import { RetryAlert } from '@/ui/RetryAlert';
import { useBoardActor, useBoardState, useShownPart } from './board-context';
import { useBoardPermissions } from './use-board-permissions';

const NO_TASKS: Task[] = [];

/** The archived tasks of the project, each with "Restore" for managers. Memoised: it re-renders when the archive changes, not the board. */
export const ArchivePanel = memo(function ArchivePanel() {
  const { t, i18n } = useLingui();
  const actor = useBoardActor();
  const opened = useBoardState((s) => !s.matches({ ready: { archive: 'closed' } }) && s.matches('ready'));
  const loading = useBoardState((s) => s.matches({ ready: { archive: 'loading' } }));
  const error = useBoardState((s) => (s.matches({ ready: { archive: 'failed' } }) ? s.context.archiveError : null));
  const archive = useShownPart((shown) => shown?.archive) ?? NO_TASKS;
  const { manages } = useBoardPermissions();
  return (
    <Drawer
      opened={opened}
      onClose={() => actor.send({ type: 'CLOSE_ARCHIVE' })}
      position="right"
      size="md"
      title={t`Archive`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {loading && <Spinner label={t`Loading the archive`} />}
      {error && <RetryAlert message={error} onRetry={() => actor.send({ type: 'OPEN_ARCHIVE' })} />}
      {!loading && !error && archive.length === 0 && (
        <Alert variant="light" color="gray">
          <Trans>No archived tasks.</Trans>
        </Alert>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Archived tasks`}>
        {archive.map((task) => {
          const title = task.title;
          return (
            <Group key={task.id} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="archived-task">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {task.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {i18n._(TASK_STATUS_LABELS[task.status])}
                </Text>
              </Stack>
              {manages && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconArchiveOff size={14} />}
                  onClick={() => actor.send({ type: 'UNARCHIVE_TASK', taskId: task.id })}
                  aria-label={t`Restore ${title}`}
                >
                  <Trans>Restore</Trans>
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Drawer>
  );
});
