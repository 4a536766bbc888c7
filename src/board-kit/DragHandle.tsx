import { ActionIcon } from '@mantine/core';
import type { useSortable } from '@dnd-kit/sortable';
import { IconGripVertical } from '@tabler/icons-react';

/** The grip a sortable thing (a task, a phase, a card) is picked up by: mouse, finger or keyboard. */
export type Grip = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

export function DragHandle({ label, attributes, listeners, setActivatorNodeRef }: { label: string } & Grip) {
  return (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
}
