import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { focusMovedRow, MoveButtons } from '@/ui/MoveButtons';

/** A row of an ordered list's actions: one place up or down (the list's order on the public page), edit, delete. */
export function RowActions({
  name,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
}: {
  /** What the row is called, for the buttons' names. */
  name: string;
  index: number;
  count: number;
  onMove(index: number): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <MoveButtons
        name={name}
        moveKey={name}
        first={index === 0}
        last={index === count - 1}
        onMove={(direction) => {
          const to = direction === 'up' ? index - 1 : index + 1;
          onMove(to);
          focusMovedRow(name, direction);
        }}
      />
      <Tooltip label={t`Edit`}>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Delete`}>
        <ActionIcon variant="subtle" color="red" aria-label={t`Delete ${name}`} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
