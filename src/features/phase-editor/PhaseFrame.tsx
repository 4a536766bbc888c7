import { useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { PHASE_NAME_MAX, TASK_TITLE_MAX, type Phase } from '@/api/contract/tasks';
import { useBoardActor } from './board-context';
import { InlineEdit } from './InlineEdit';
import { MovePhaseMenu } from './MoveMenu';
import { QuickAdd } from '@/ui/QuickAdd';
import { useBoardPermissions } from './use-board-permissions';

/** A phase: its name (renamed in place), how many tasks it holds, its tasks, and a field to add one. */
export function PhaseFrame({
  phase,
  index,
  count: phaseCount,
  handle,
  children,
}: {
  phase: Phase;
  /** Its place among the board's phases, and how many there are. */
  index: number;
  count: number;
  handle?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const actor = useBoardActor();
  const { manages } = useBoardPermissions();
  const [renaming, setRenaming] = useState(false);
  const count = phase.tasks.length;
  const phaseName = phase.name;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      component="section"
      aria-label={phase.name}
      data-testid="phase"
    >
      <Stack gap="sm">
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            {handle}
            {renaming ? (
              <InlineEdit
                label={t`Phase name`}
                value={phase.name}
                maxLength={PHASE_NAME_MAX}
                onDone={(next) => {
                  if (next) actor.send({ type: 'RENAME_PHASE', phaseId: phase.id, name: next });
                  setRenaming(false);
                }}
              />
            ) : (
              <Text fw={600} truncate>
                {phase.name}
              </Text>
            )}
            <Badge size="sm" variant="default" aria-label={plural(count, { one: '# task', other: '# tasks' })}>
              {count}
            </Badge>
          </Group>
          {manages && (
            <Group gap={0} wrap="nowrap">
              <Tooltip label={t`Rename`}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t`Rename phase ${phaseName}`}
                  onClick={() => setRenaming(true)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <MovePhaseMenu phase={phase} index={index} count={phaseCount} />
              <Tooltip label={count > 0 ? t`Move, archive or delete its tasks first` : t`Delete phase`}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  disabled={count > 0}
                  aria-label={t`Delete phase ${phaseName}`}
                  onClick={() => actor.send({ type: 'DELETE_PHASE', phaseId: phase.id })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
        {children}
        <QuickAdd
          label={t`Add a task to ${phaseName}`}
          maxLength={TASK_TITLE_MAX}
          placeholder={t`Add a task`}
          onAdd={(title) => actor.send({ type: 'CREATE_TASK', phaseId: phase.id, title })}
        />
      </Stack>
    </Paper>
  );
}
