import type { ReactNode } from 'react';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { FaqEntryAdmin } from '@/api/contract/site-content';

/** One answer in the FAQ editor: its question in both languages, whether it is published, and what can be done with it. */
export function FaqEntryCard({
  entry,
  handle,
  moveMenu,
  onEdit,
  onDelete,
}: {
  entry: FaqEntryAdmin;
  handle?: ReactNode;
  moveMenu?: ReactNode;
  onEdit?(entry: FaqEntryAdmin): void;
  onDelete?(entry: FaqEntryAdmin): void;
}) {
  const { t } = useLingui();
  const question = entry.question_en;
  return (
    <Paper withBorder radius="md" p="xs">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {handle}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {entry.question_en}
          </Text>
          <Text size="sm" c="dimmed" dir="auto" lang="es" style={{ overflowWrap: 'anywhere' }}>
            {entry.question_es}
          </Text>
        </Stack>
        {!entry.published && (
          <Badge color="gray" variant="light">
            <Trans>Draft</Trans>
          </Badge>
        )}
        {moveMenu}
        {onEdit && (
          <Tooltip label={t`Edit`}>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t`Edit ${question}`} onClick={() => onEdit(entry)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {onDelete && (
          <Tooltip label={t`Delete`}>
            <ActionIcon variant="subtle" color="red" size="sm" aria-label={t`Delete ${question}`} onClick={() => onDelete(entry)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
}
